//! Loops compiled for the processor's wider vector lanes (AVX2) where it has them, chosen at run
//! time. The code is the same, so the operations and their order are the same (Rust never fuses
//! a multiply and an add on its own): the same values, only more of them at once. Elsewhere, and
//! in the browser, the loops run as they are.

/// Runs `f`, compiled for AVX2 when the processor has it. `f` and what it calls should be
/// inlined into it (`#[inline(always)]`), so that their loops are compiled for the lanes.
#[inline(always)]
pub fn wide<R>(f: impl FnOnce() -> R) -> R {
    #[cfg(target_arch = "x86_64")]
    #[allow(unsafe_code)]
    if is_x86_feature_detected!("avx2") {
        /// `f` compiled for AVX2.
        ///
        /// # Safety
        /// The processor has AVX2.
        #[target_feature(enable = "avx2")]
        unsafe fn avx2<R>(f: impl FnOnce() -> R) -> R {
            f()
        }
        // SAFETY: the processor has AVX2 (just checked).
        return unsafe { avx2(f) };
    }
    f()
}
