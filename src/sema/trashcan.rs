//! Freeing values without deep recursion.
//!
//! A program may build a value nested a million deep (`x = [x]` in a loop, a linked list of
//! instances), as CPython allows. Rust frees such a value recursively, one chain of stack
//! frames per level, and overflows the stack. The containers of both domains therefore hand
//! their contents to `release`, which frees them directly while few frees are nested and
//! queues them beyond that; the outermost free empties the queue in a loop. This is CPython's
//! "trashcan" idea: stack depth stays bounded whatever the nesting, and nothing is boxed
//! unless it is queued.

use std::any::Any;
use std::cell::{Cell, RefCell};

/// Frees nested deeper than this wait in the queue instead of recursing.
const NESTED_FREES: u32 = 256;

thread_local! {
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    static QUEUE: RefCell<Vec<Box<dyn Any>>> = const { RefCell::new(Vec::new()) };
}

/// Frees `contents` (what a container held), now or from the queue.
pub fn release<T: 'static>(contents: T) {
    let depth = DEPTH.get();
    if depth >= NESTED_FREES {
        QUEUE.with_borrow_mut(|queue| queue.push(Box::new(contents)));
        return;
    }
    DEPTH.set(depth + 1);
    drop(contents);
    if depth == 0 {
        // Each queued item is freed at depth 1, so its own nested frees queue again in turn.
        while let Some(next) = QUEUE.with_borrow_mut(Vec::pop) {
            drop(next);
        }
    }
    DEPTH.set(depth);
}
