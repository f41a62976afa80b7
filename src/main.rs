//! The `linlab` binary: the window, or `linlab train` without one. All of it lives in the library.

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    linlab::cli::main()
}

/// The web page (`trunk build`): the window on the page's canvas.
#[cfg(all(target_arch = "wasm32", feature = "gui"))]
fn main() {
    linlab::app::start_web();
}

#[cfg(all(target_arch = "wasm32", not(feature = "gui")))]
fn main() {}
