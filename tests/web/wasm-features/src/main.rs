//! Checks that the web page's wasm uses only the WebAssembly features of the oldest phones the
//! page is for. Safari on iOS 15.1 (October 2021) has WebAssembly 2.0 but its SIMD, which came
//! in iOS 16.4; 15.0 lacked its reference types and bulk memory, which the page uses (so an
//! iPhone on 15.0 must take the free update to 15.1 or later). Chrome on Android 9 (up to
//! version 138) has all of that and SIMD. A toolchain that one day emits SIMD, tail calls or
//! exceptions by default would make a page those iPhones refuse to compile: this says so where
//! the page is built, naming what it cannot take and where.
//!
//! `wasm-features dist/linlab_bg.wasm` (tests/web/run.sh runs it on the page it built).

use std::process::ExitCode;

use wasmparser::{Validator, WasmFeatures};

/// What Safari on iOS 15.1 compiles: WebAssembly 2.0 (bulk memory, reference types, multiple
/// values, sign extension, saturating float-to-int) without SIMD.
const OLDEST_PHONES: WasmFeatures = WasmFeatures::WASM2.difference(WasmFeatures::SIMD);

/// Why `wasm` would not compile on the oldest phones, if it would not.
fn refused(wasm: &[u8]) -> Option<String> {
    let mut validator = Validator::new_with_features(OLDEST_PHONES);
    validator
        .validate_all(wasm)
        .err()
        .map(|error| error.to_string())
}

fn main() -> ExitCode {
    let Some(path) = std::env::args_os().nth(1) else {
        eprintln!("usage: wasm-features PAGE.wasm");
        return ExitCode::from(2);
    };
    let wasm = match std::fs::read(&path) {
        Ok(wasm) => wasm,
        Err(error) => {
            eprintln!("error: {}: {error}", path.to_string_lossy());
            return ExitCode::FAILURE;
        }
    };
    match refused(&wasm) {
        None => {
            println!(
                "the wasm uses only what Safari on iOS 15.1 compiles (WebAssembly 2.0 without SIMD)"
            );
            ExitCode::SUCCESS
        }
        Some(reason) => {
            eprintln!("error: Safari on iOS 15.1 would not compile the wasm: {reason}");
            ExitCode::FAILURE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module of one function `() -> ()` whose body is `body` (its locals and instructions).
    fn module(body: &[u8]) -> Vec<u8> {
        let mut wasm = b"\0asm\x01\0\0\0".to_vec();
        wasm.extend([0x01, 0x04, 0x01, 0x60, 0x00, 0x00]); // types: () -> ()
        wasm.extend([0x03, 0x02, 0x01, 0x00]); // functions: one of type 0
        let size = u8::try_from(body.len()).expect("a short body");
        wasm.extend([0x0a, size + 2, 0x01, size]); // code: one body
        wasm.extend(body);
        wasm
    }

    #[test]
    fn takes_what_old_phones_compile_and_refuses_simd() {
        // No locals; i32.const 1, i32.extend8_s (sign extension), drop, end.
        assert_eq!(
            refused(&module(&[0x00, 0x41, 0x01, 0xc0, 0x1a, 0x0b])),
            None
        );
        // No locals; v128.const 0…0, drop, end.
        let mut simd = vec![0x00, 0xfd, 0x0c];
        simd.extend([0; 16]);
        simd.extend([0x1a, 0x0b]);
        let reason = refused(&module(&simd)).expect("SIMD is refused");
        assert!(reason.contains("SIMD"), "{reason}");
        // No locals; return_call 0 (a tail call), end.
        let reason = refused(&module(&[0x00, 0x12, 0x00, 0x0b])).expect("tail calls are refused");
        assert!(reason.contains("tail"), "{reason}");
    }
}
