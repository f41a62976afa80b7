//! The `linlab` binary: the window, or `linlab train` without one. All of it lives in the library.

fn main() -> std::process::ExitCode {
    linlab::cli::main()
}
