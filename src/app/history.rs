//! E_in over the iterations.
