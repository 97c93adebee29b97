//! Freeing containers without deep recursion.
//!
//! A program may build a list nested a million deep (`x = [x]` in a loop), as CPython allows.
//! Rust frees such a value recursively, one stack frame chain per level, and overflows the
//! stack. Lists, tuples and dicts therefore keep their items in the cells below, whose `Drop`
//! frees the items directly while few frees are nested and hands them to a per-thread queue
//! beyond that; the outermost free empties the queue in a loop. This is CPython's "trashcan"
//! idea: stack depth stays bounded whatever the nesting.

use super::value::{DictMap, Value};
use std::cell::{Cell, RefCell};
use std::ops::{Deref, DerefMut};

/// Frees nested deeper than this wait in the queue instead of recursing.
const NESTED_FREES: u32 = 256;

/// Items waiting to be freed by the outermost free.
enum Trash {
    Items(Vec<Value>),
    Dict(DictMap),
}

impl Trash {
    fn free(self) {
        match self {
            Trash::Items(items) => drop(items),
            Trash::Dict(map) => drop(map),
        }
    }
}

thread_local! {
    static DEPTH: Cell<u32> = const { Cell::new(0) };
    static QUEUE: RefCell<Vec<Trash>> = const { RefCell::new(Vec::new()) };
}

fn release(trash: Trash) {
    let depth = DEPTH.get();
    if depth >= NESTED_FREES {
        QUEUE.with_borrow_mut(|queue| queue.push(trash));
        return;
    }
    DEPTH.set(depth + 1);
    trash.free();
    if depth == 0 {
        // Each queued item is freed at depth 1, so its own nested frees queue again in turn.
        while let Some(next) = QUEUE.with_borrow_mut(Vec::pop) {
            next.free();
        }
    }
    DEPTH.set(depth);
}

/// A list's items behind their `RefCell`.
#[derive(Debug, Default)]
pub struct ListCell(RefCell<Vec<Value>>);

impl ListCell {
    pub fn new(items: Vec<Value>) -> ListCell {
        ListCell(RefCell::new(items))
    }

    /// The items, taken out of the list.
    pub fn into_inner(mut self) -> Vec<Value> {
        std::mem::take(self.0.get_mut())
    }
}

impl Deref for ListCell {
    type Target = RefCell<Vec<Value>>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl Drop for ListCell {
    fn drop(&mut self) {
        let items = std::mem::take(self.0.get_mut());
        if !items.is_empty() {
            release(Trash::Items(items));
        }
    }
}

/// A dict's table behind its `RefCell`.
#[derive(Debug, Default)]
pub struct DictCell(RefCell<DictMap>);

impl DictCell {
    pub fn new(map: DictMap) -> DictCell {
        DictCell(RefCell::new(map))
    }
}

impl Deref for DictCell {
    type Target = RefCell<DictMap>;
    fn deref(&self) -> &Self::Target {
        &self.0
    }
}

impl Drop for DictCell {
    fn drop(&mut self) {
        let map = self.0.get_mut();
        if !map.is_empty() {
            let hasher = map.hasher().clone();
            release(Trash::Dict(std::mem::replace(map, DictMap::with_hasher(hasher))));
        }
    }
}

/// A tuple's items.
#[derive(Debug, Default, Clone)]
pub struct TupleItems(Vec<Value>);

impl TupleItems {
    /// The items, taken out of the tuple.
    pub fn into_vec(mut self) -> Vec<Value> {
        std::mem::take(&mut self.0)
    }
}

impl From<Vec<Value>> for TupleItems {
    fn from(items: Vec<Value>) -> TupleItems {
        TupleItems(items)
    }
}

impl Deref for TupleItems {
    type Target = Vec<Value>;
    fn deref(&self) -> &Vec<Value> {
        &self.0
    }
}

impl DerefMut for TupleItems {
    fn deref_mut(&mut self) -> &mut Vec<Value> {
        &mut self.0
    }
}

impl Drop for TupleItems {
    fn drop(&mut self) {
        let items = std::mem::take(&mut self.0);
        if !items.is_empty() {
            release(Trash::Items(items));
        }
    }
}
