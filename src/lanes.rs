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
    if has_avx2() {
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

/// Whether the processor has AVX2 and the system keeps its registers, asked once: three `cpuid`s
/// and an `xgetbv`. Not std's `is_x86_feature_detected!`, which asks the processor about every
/// feature std knows of on its first call, about sixteen `cpuid`s: in a virtual machine each is
/// a trip to the hypervisor (6–7 µs on the machine the README measures), 60 µs of a command's
/// start against 18.
#[cfg(target_arch = "x86_64")]
pub fn has_avx2() -> bool {
    use std::sync::atomic::{AtomicU8, Ordering};
    /// 0 until asked, then 1 without AVX2 and 2 with it.
    static ANSWER: AtomicU8 = AtomicU8::new(0);
    match ANSWER.load(Ordering::Relaxed) {
        0 => {
            let has = ask_for_avx2();
            ANSWER.store(if has { 2 } else { 1 }, Ordering::Relaxed);
            has
        }
        answer => answer == 2,
    }
}

/// [`has_avx2`]'s question: leaf 7's AVX2 bit, and in leaf 1 AVX with OSXSAVE, under which
/// XCR0 says that the system saves the XMM and YMM registers (Intel's manual, 14.3).
#[cfg(target_arch = "x86_64")]
fn ask_for_avx2() -> bool {
    use std::arch::x86_64::{__cpuid, __cpuid_count, _xgetbv};
    if __cpuid(0).eax < 7 {
        return false;
    }
    let leaf1 = __cpuid(1);
    let (osxsave, avx) = (leaf1.ecx & (1 << 27) != 0, leaf1.ecx & (1 << 28) != 0);
    if !(osxsave && avx) {
        return false;
    }
    // SAFETY: OSXSAVE is set: the processor has XSAVE and the system has enabled XGETBV.
    #[allow(unsafe_code)]
    let xcr0 = unsafe { _xgetbv(0) };
    let saves_ymm = xcr0 & 0b110 == 0b110;
    saves_ymm && __cpuid_count(7, 0).ebx & (1 << 5) != 0
}

#[cfg(test)]
mod tests {
    #[cfg(target_arch = "x86_64")]
    #[test]
    fn the_avx2_question_has_std_s_answer() {
        assert_eq!(super::has_avx2(), is_x86_feature_detected!("avx2"));
        // Asked again, from the stored answer.
        assert_eq!(super::has_avx2(), is_x86_feature_detected!("avx2"));
    }
}
