//! The calling thread's stack. SLH-DSA signing needs up to 240 KiB of it and verification up to
//! 184 KiB (measured: the 256f sets). A JVM thread has 1 MiB by default on Linux x86-64 (the
//! primordial thread of a C program 8 MiB), but a thread can be made with far less (`-Xss`, the
//! stack-size argument of `Thread`, a framework's pool), and running out of stack inside native
//! code kills the whole JVM. So these calls first look at how much stack their thread has left,
//! and run on a helper thread with enough stack when it is less than they need.

use crate::Error;

/// Stack headroom left below the operation for what the check cannot see: the JVM's guard zones
/// at the end of its threads' stacks (4 pages on Linux x86-64), a guard page of the C library,
/// and the frames between the check and the operation.
const MARGIN: usize = 64 * 1024;

/// Runs `operation` on the calling thread when it has `needed` bytes of stack left, else on a
/// helper thread whose stack is `needed` bytes (and waits for it). A panic of the operation
/// resumes on the calling thread, where the boundary's guard catches it.
pub(crate) fn with_stack<T: Send>(
    needed: usize,
    operation: impl FnOnce() -> T + Send,
) -> Result<T, Error> {
    if remaining().is_some_and(|left| left >= needed) {
        return Ok(operation());
    }
    std::thread::scope(|scope| {
        let helper = std::thread::Builder::new()
            .name("rustpqc-stack".into())
            .stack_size(needed)
            .spawn_scoped(scope, operation)
            .map_err(|_| Error::OutOfMemory)?;
        match helper.join() {
            Ok(value) => Ok(value),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// The stack the calling thread has left, less [`MARGIN`], or None where it cannot be told
/// (then every call takes a helper thread).
fn remaining() -> Option<usize> {
    let marker = 0u8;
    let here = std::hint::black_box(&marker) as *const u8 as usize;
    here.checked_sub(lowest_address()?)?.checked_sub(MARGIN)
}

/// The lowest address of the calling thread's stack, asked once per thread (for the primordial
/// thread glibc reads /proc/self/maps to answer).
#[cfg(target_os = "linux")]
fn lowest_address() -> Option<usize> {
    use std::cell::Cell;
    thread_local! {
        static LOWEST: Cell<Option<usize>> = const { Cell::new(None) };
    }
    LOWEST.with(|lowest| {
        if lowest.get().is_none() {
            lowest.set(ask_lowest_address());
        }
        lowest.get()
    })
}

#[cfg(target_os = "linux")]
fn ask_lowest_address() -> Option<usize> {
    use std::mem::MaybeUninit;
    let mut attributes = MaybeUninit::<libc::pthread_attr_t>::uninit();
    let mut address = std::ptr::null_mut();
    let mut size = 0;
    // SAFETY: pthread_getattr_np initialises `attributes` for the calling thread when it returns
    // 0; only then are they read (pthread_attr_getstack) and destroyed, once.
    let found = unsafe {
        if libc::pthread_getattr_np(libc::pthread_self(), attributes.as_mut_ptr()) != 0 {
            return None;
        }
        let found = libc::pthread_attr_getstack(attributes.as_ptr(), &mut address, &mut size);
        libc::pthread_attr_destroy(attributes.as_mut_ptr());
        found
    };
    (found == 0 && !address.is_null()).then_some(address as usize)
}

#[cfg(not(target_os = "linux"))]
fn lowest_address() -> Option<usize> {
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The operation that needs deep recursion: it runs wherever it is asked to, and on a small
    /// stack it moves to a helper thread instead of overflowing.
    fn depth(n: usize) -> usize {
        let frame = [n as u8; 1024];
        std::hint::black_box(&frame);
        if n == 0 {
            0
        } else {
            1 + depth(n - 1)
        }
    }

    fn thread_id() -> std::thread::ThreadId {
        std::thread::current().id()
    }

    #[test]
    fn a_thread_with_room_runs_the_operation_itself() {
        let big = std::thread::Builder::new().stack_size(4 << 20);
        let (caller, ran_on) = big
            .spawn(|| (thread_id(), with_stack(256 * 1024, thread_id).unwrap()))
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(caller, ran_on);
        assert!(remaining().is_some(), "Linux threads know their stack");
    }

    #[test]
    fn a_small_stack_hands_the_operation_to_a_helper_thread() {
        let small = std::thread::Builder::new().stack_size(128 * 1024);
        let (caller, ran_on, levels) = small
            .spawn(|| {
                let ran_on = with_stack(1 << 20, thread_id).unwrap();
                // 600 frames of at least 1 KiB: more than the 128 KiB this thread has.
                let levels = with_stack(2 << 20, || depth(600)).unwrap();
                (thread_id(), ran_on, levels)
            })
            .unwrap()
            .join()
            .unwrap();
        assert_ne!(caller, ran_on);
        assert_eq!(levels, 600);
    }

    #[test]
    fn a_panic_on_the_helper_thread_resumes_on_the_caller() {
        let small = std::thread::Builder::new().stack_size(128 * 1024);
        let panicked = small
            .spawn(|| {
                std::panic::catch_unwind(|| with_stack(1 << 20, || panic!("inside"))).is_err()
            })
            .unwrap()
            .join()
            .unwrap();
        assert!(panicked);
    }

    #[test]
    fn a_stack_no_thread_can_have_is_an_error() {
        assert_eq!(with_stack(1 << 46, || ()), Err(Error::OutOfMemory));
    }
}
