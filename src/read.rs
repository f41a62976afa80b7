//! Reading point files.
