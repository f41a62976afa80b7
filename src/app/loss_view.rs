//! The error functions as curves of the margin y·s.
