//! The `clauz3` binary's global allocator: mimalloc, counting the bytes the process holds (for
//! the memory cap of runs). It takes mimalloc's plain `mi_malloc` for every layout whose
//! alignment mimalloc's blocks already have, as the standard library's `System` does with
//! `malloc`. Asking `mi_malloc_aligned` for those instead falls, whenever a size class's page is
//! full, to an over-allocating path that never refills that page again (a 24-byte block then
//! costs a 32-byte one and a slow path each time): the interpreter's tuples and frames are such
//! allocations, millions of them a second.
//!
//! With `z3-raw` and `c-math`, this is the only unsafe code of the project: one raw call per method.

use libmimalloc_sys as mi;
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Every mimalloc block is aligned to a machine word at least (its size classes are whole
/// words), so a layout asking no more than this is served by the plain calls.
const WORD: usize = std::mem::size_of::<usize>();

/// mimalloc, with a count of the bytes allocated and not yet freed.
pub struct CountedMimalloc {
    held: AtomicUsize,
}

impl CountedMimalloc {
    pub const fn new() -> Self {
        CountedMimalloc { held: AtomicUsize::new(0) }
    }

    /// The bytes allocated through this allocator and not yet freed (the sizes the program
    /// asked for, not mimalloc's rounded block sizes).
    pub fn allocated(&self) -> usize {
        self.held.load(Ordering::Relaxed)
    }

    /// The count `allocated` reads, for a reader that loads it itself (on every step of a
    /// run, where a call through a function pointer costs more than the load).
    pub fn count(&self) -> &AtomicUsize {
        &self.held
    }

    /// A new block of `size` bytes, counted when mimalloc gave one.
    #[inline]
    fn counted(&self, p: *mut c_void, size: usize) -> *mut u8 {
        if !p.is_null() {
            self.held.fetch_add(size, Ordering::Relaxed);
        }
        p.cast()
    }
}

impl Default for CountedMimalloc {
    fn default() -> Self {
        Self::new()
    }
}

/// Whether mimalloc's plain calls give `layout`'s alignment.
#[inline]
fn plain(layout: &Layout) -> bool {
    layout.align() <= WORD && layout.align() <= layout.size()
}

// SAFETY: every method hands mimalloc a layout the `GlobalAlloc` contract guarantees (non-zero
// size, power-of-two alignment), takes the aligned call whenever the plain one might not give the
// alignment, frees only pointers mimalloc returned, and counts the bytes only when the call
// succeeded (a null result leaves the count as it was).
unsafe impl GlobalAlloc for CountedMimalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: a non-zero size (the caller's contract), and an alignment `plain` checked or
        // the aligned call's.
        let p = unsafe {
            if plain(&layout) {
                mi::mi_malloc(layout.size())
            } else {
                mi::mi_malloc_aligned(layout.size(), layout.align())
            }
        };
        self.counted(p, layout.size())
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        let p = unsafe {
            if plain(&layout) {
                mi::mi_zalloc(layout.size())
            } else {
                mi::mi_zalloc_aligned(layout.size(), layout.align())
            }
        };
        self.counted(p, layout.size())
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: `ptr` came from this allocator (the caller's contract), so from mimalloc,
        // which frees aligned and plain blocks alike.
        unsafe { mi::mi_free(ptr.cast::<c_void>()) };
        self.held.fetch_sub(layout.size(), Ordering::Relaxed);
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        let grown = Layout::from_size_align(new_size, layout.align()).is_ok_and(|l| plain(&l));
        // SAFETY: `ptr` came from mimalloc with `layout` and `new_size` is non-zero (the caller's
        // contract); the plain call keeps a word's alignment, the aligned one any other.
        let p = unsafe {
            if grown && plain(&layout) {
                mi::mi_realloc(ptr.cast::<c_void>(), new_size)
            } else {
                mi::mi_realloc_aligned(ptr.cast::<c_void>(), new_size, layout.align())
            }
        };
        if !p.is_null() {
            // The old block is gone, the new one held.
            self.held.fetch_sub(layout.size(), Ordering::Relaxed);
            self.held.fetch_add(new_size, Ordering::Relaxed);
        }
        p.cast()
    }
}
