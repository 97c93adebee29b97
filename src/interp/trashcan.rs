//! The cells lists, tuples and dicts keep their items in: freeing one hands the items to
//! `sema::release`, so a value nested a million deep is freed without deep recursion.

use super::value::{DictMap, Value};
use crate::sema::release;
use std::cell::RefCell;
use std::ops::{Deref, DerefMut};

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
            release(items);
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
            release(std::mem::replace(map, DictMap::with_hasher(hasher)));
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
            release(items);
        }
    }
}
