//! Readying the C heap for a Z3 context, for short processes that make one.
//!
//! Z3 4.8.12's context holds two term managers (one for pretty-printing), and each allocates
//! and fills an 8.5 MB hash table when it is made. From glibc's `malloc` such blocks are fresh
//! `mmap`s, touched page by page: about 4,300 page faults, nearly all of a small `clauz3 prove`
//! process's, and about 3 ms of its system time. Here the blocks come instead from the heap, in a
//! region marked for transparent huge pages, so that the same memory costs a few dozen faults.
//! Only for a process that makes one context and then exits (`clauz3 prove`): the heap keeps
//! whatever it grew to, and every later large block of the C heap comes from it too.

/// How much heap is readied: both tables (17 MB) and what else the context allocates, with the
/// first 2 MB boundary inside the block taken off the front.
const RESERVE: usize = 24 << 20;

/// Huge pages are 2 MB on x86-64 and aarch64 with 4 KB pages, the only ones marked here.
const HUGE_PAGE: usize = 2 << 20;

/// Makes the next [`RESERVE`] bytes of the C heap huge-page memory, and large blocks come from
/// the heap instead of their own mappings. Call once, before the process's first Z3 context.
/// Does nothing off glibc on Linux; where the kernel gives no transparent huge pages, only the
/// heap's settings change.
pub fn ready_for_context() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    glibc::ready(RESERVE, HUGE_PAGE);
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod glibc {
    /// Blocks up to this size come from the heap, past it from their own mappings.
    const MMAP_THRESHOLD: i32 = 64 << 20;
    /// The heap shrinks back only when this much is free at its top (the reserve must stay).
    const TRIM_THRESHOLD: i32 = 128 << 20;

    pub(super) fn ready(reserve: usize, huge_page: usize) {
        // SAFETY: `mallopt` only sets glibc's allocator parameters (a return of 0 is a refused
        // value, which leaves the default). The block is ours from `malloc` until `free`: its
        // huge-page-aligned interior lies inside it, `madvise` only sets the kernel's paging
        // advice on those pages (their contents stay; a refusal changes nothing), and the block
        // is freed once, unread. Freed at the heap's top, it joins the free top, where the next
        // large `malloc`s are carved from.
        unsafe {
            if libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 0
                || libc::mallopt(libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD) == 0
            {
                return;
            }
            let block = libc::malloc(reserve);
            if block.is_null() {
                return;
            }
            let start = (block as usize).next_multiple_of(huge_page);
            let end = (block as usize + reserve) / huge_page * huge_page;
            if start < end {
                libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
            }
            libc::free(block);
        }
    }
}

#[cfg(test)]
mod tests {
    use z3::ast::Int;
    use z3::{SatResult, Solver};

    /// The heap readied (twice: a second call only repeats the settings), a context made after
    /// it decides as any other.
    #[test]
    fn a_context_made_on_the_readied_heap_decides_as_any_other() {
        super::ready_for_context();
        super::ready_for_context();
        let x = Int::new_const("x");
        let solver = Solver::new();
        solver.assert(x.gt(Int::from_i64(3)));
        assert_eq!(solver.check(), SatResult::Sat);
        solver.assert(x.lt(Int::from_i64(2)));
        assert_eq!(solver.check(), SatResult::Unsat);
    }
}
