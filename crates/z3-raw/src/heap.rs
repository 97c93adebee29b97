//! Readying the C heap for a Z3 context, for short processes that make one.
//!
//! Z3 4.8.12's context holds two term managers (one for pretty-printing), and each allocates
//! and fills an 8.5 MB hash table when it is made. From glibc's `malloc` such blocks are fresh
//! `mmap`s, touched page by page: about 4,300 page faults, nearly all of a small `clauz3 prove`
//! process's, and about 3 ms of its system time. Here the blocks come instead from the heap, in a
//! region marked for transparent huge pages, so that the same memory costs a few dozen faults.
//! Only for a process that makes one context and then exits (`clauz3 prove`): the heap keeps
//! whatever it grew to, and every later large block of the C heap comes from it too.
//!
//! The kernel still zeroes every page of those tables when it is first touched (about a sixth of
//! a small proof's CPU time), and the first few hundred kilobytes of the block, before its first
//! huge-page boundary, cost a fault per 4 KB page. A helper thread faults those pages in
//! (`MADV_POPULATE_WRITE`, the huge pages from the far end back) while another makes the context
//! itself from the block's front (`first_context`), and the process goes on loading the program:
//! on a machine with a second core the context is ready, or nearly, by the time the proof asks
//! for it. (One helper faulting the pages in and then making the context took longer than the
//! load, and saved nothing; two saved about a tenth of a small proof's wall time.) glibc gives
//! every thread but the first an arena of its own, off the readied heap, so the process keeps to
//! the one arena.

/// How much heap is readied: both tables (17 MB) and what else the context allocates, with the
/// first 2 MB boundary inside the block taken off the front.
const RESERVE: usize = 24 << 20;

/// Huge pages are 2 MB on x86-64 and aarch64 with 4 KB pages, the only ones marked here.
const HUGE_PAGE: usize = 2 << 20;

/// How much of the block, from its start, a new context fills at once: its two tables
/// (8,519,688 bytes each in libz3 4.8.12) and the small blocks it allocates before them (about
/// 50 KB). Only this part is faulted in ahead; what the proof allocates later grows from there.
const FILLED_AT_ONCE: usize = 2 * 8_519_688 + (256 << 10);

/// Makes the next [`RESERVE`] bytes of the C heap huge-page memory, and large blocks come from
/// the heap instead of their own mappings; then starts making the process's first context on a
/// helper thread, which the first thread to ask for a context gets. Call once, before the
/// process's first Z3 context, in a process that makes its contexts with the default
/// configuration (the safe crate's thread-local ones). Does nothing off glibc on Linux; where
/// the kernel gives no transparent huge pages, only the heap's settings change.
pub fn ready_for_context() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    {
        crate::link_order::name_libstdcxx();
        if let Some(block) = glibc::ready(RESERVE, HUGE_PAGE) {
            let ranges = ahead::order(block, RESERVE.min(FILLED_AT_ONCE), HUGE_PAGE);
            ahead::fault_in(&ranges);
            crate::first_context::make_ahead();
        }
    }
}

#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod glibc {
    /// Blocks up to this size come from the heap, past it from their own mappings.
    const MMAP_THRESHOLD: i32 = 64 << 20;
    /// The heap shrinks back only when this much is free at its top (the reserve must stay).
    const TRIM_THRESHOLD: i32 = 128 << 20;

    /// Readies the heap; returns the address the block had (free again, at the heap's top),
    /// or `None` when glibc refused the settings or the block.
    pub(super) fn ready(reserve: usize, huge_page: usize) -> Option<usize> {
        // SAFETY: `mallopt` only sets glibc's allocator parameters (a return of 0 is a refused
        // value, which leaves the default). The block is ours from `malloc` until `free`: its
        // huge-page-aligned interior lies inside it, `madvise` only sets the kernel's paging
        // advice on those pages (their contents stay; a refusal changes nothing), and the block
        // is freed once, unread. Freed at the heap's top, it joins the free top, where the next
        // large `malloc`s are carved from. Only its address is returned, never dereferenced.
        unsafe {
            if libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 0
                || libc::mallopt(libc::M_TRIM_THRESHOLD, TRIM_THRESHOLD) == 0
                || libc::mallopt(libc::M_ARENA_MAX, 1) == 0
            {
                return None;
            }
            let block = libc::malloc(reserve);
            if block.is_null() {
                return None;
            }
            let start = (block as usize).next_multiple_of(huge_page);
            let end = (block as usize + reserve) / huge_page * huge_page;
            if start < end {
                libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
            }
            libc::free(block);
            Some(block as usize)
        }
    }
}

/// Faulting in the readied block's first pages on a helper thread.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
mod ahead {
    use std::ops::Range;

    /// The base page size the front of the block is faulted in by (x86-64, aarch64 as built
    /// here); a larger one only makes the front's first range start inside a page, which the
    /// kernel refuses (nothing is faulted in, nothing else changes).
    const PAGE: usize = 4096;

    /// The ranges to fault in, in the order to do it: the block's front before its first
    /// huge-page boundary (4 KB pages, which the context touches first), then its huge pages
    /// from the far end of `len` back, so that a context made while the helper still works
    /// meets it halfway instead of waiting on the page the helper is zeroing.
    pub(super) fn order(block: usize, len: usize, huge_page: usize) -> Vec<Range<usize>> {
        let front_start = block.next_multiple_of(PAGE);
        let boundary = block.next_multiple_of(huge_page);
        let stop = (block + len).next_multiple_of(huge_page);
        let mut ranges = Vec::new();
        if front_start < boundary {
            ranges.push(front_start..boundary);
        }
        ranges.extend((boundary..stop).step_by(huge_page).rev().map(|at| at..at + huge_page));
        ranges
    }

    /// Starts a thread that asks the kernel to fault in each range, writable (its contents do
    /// not change: pages not yet there arrive zeroed, as a first write would find them). A
    /// thread that cannot start, or a kernel without `MADV_POPULATE_WRITE` (before Linux 5.14),
    /// leaves the faults to the first touch, as without this.
    pub(super) fn fault_in(ranges: &[Range<usize>]) {
        let ranges = ranges.to_vec();
        let _ = std::thread::Builder::new().name("clauz3-heap".into()).stack_size(64 << 10).spawn(move || {
            for range in ranges {
                // SAFETY: `MADV_POPULATE_WRITE` only prefaults page tables: it neither reads nor
                // changes the memory's contents, so it cannot race with another thread's use of
                // the same pages (the kernel serialises faults on a page). A range no longer
                // mapped, or not writable, is refused with an error, which ends the work.
                let refused =
                    unsafe { libc::madvise(range.start as *mut libc::c_void, range.len(), libc::MADV_POPULATE_WRITE) };
                if refused != 0 {
                    break;
                }
            }
        });
    }

    #[cfg(test)]
    mod tests {
        use super::order;

        const MB: usize = 1 << 20;

        /// The front first, then the huge pages covering the rest from the far end back.
        #[test]
        fn the_front_comes_first_then_huge_pages_from_the_far_end() {
            let block = 100 * MB + 5000;
            let ranges = order(block, 5 * MB, 2 * MB);
            assert_eq!(ranges, vec![100 * MB + 8192..102 * MB, 104 * MB..106 * MB, 102 * MB..104 * MB]);
        }

        /// A block starting on a huge-page boundary has no front.
        #[test]
        fn an_aligned_block_has_no_front() {
            assert_eq!(order(4 * MB, 3 * MB, 2 * MB), vec![6 * MB..8 * MB, 4 * MB..6 * MB]);
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
