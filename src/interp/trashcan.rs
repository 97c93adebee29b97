//! The cells lists, tuples and dicts keep their items in: freeing one hands the items to
//! `sema::release`, so a value nested a million deep is freed without deep recursion.

use super::value::{DictMap, Value};
use crate::sema::release;
use std::cell::{Cell, RefCell};
use std::ops::{Deref, DerefMut};
use std::rc::Rc;

/// A list's items behind their `RefCell`, and whether it is a `collections.deque` (with its
/// `maxlen`): a deque keeps its items as a list does, and `interp/collections.rs` has what it
/// does differently. A deque also counts its changes, as CPython's does: an iterator that
/// sees the count move raises `RuntimeError: deque mutated during iteration`.
#[derive(Debug, Default)]
pub struct ListCell(RefCell<Vec<Value>>, Cell<ListKind>, Cell<u32>);

/// What kind of sequence a `ListCell` is.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum ListKind {
    #[default]
    List,
    /// `deque(items, maxlen)`.
    Deque(Option<usize>),
}

impl ListCell {
    pub fn new(items: Vec<Value>) -> ListCell {
        ListCell(RefCell::new(items), Cell::new(ListKind::List), Cell::new(0))
    }

    /// A list of the given kind.
    pub fn of_kind(items: Vec<Value>, kind: ListKind) -> ListCell {
        ListCell(RefCell::new(items), Cell::new(kind), Cell::new(0))
    }

    pub fn kind(&self) -> ListKind {
        self.1.get()
    }

    /// Gives a deque another `maxlen`, as `deque.__init__` does for an instance of a class
    /// deriving from `deque` (which `__new__` made without one).
    pub fn set_kind(&self, kind: ListKind) {
        self.1.set(kind);
    }

    /// Whether this is a `deque`.
    pub fn is_deque(&self) -> bool {
        self.1.get() != ListKind::List
    }

    /// Records a change a deque's iterators must notice: what CPython's deque counts (adding,
    /// removing, rotating, clearing; not `q[i] = v` or `reverse`).
    pub fn changed(&self) {
        if self.is_deque() {
            self.2.set(self.2.get().wrapping_add(1));
        }
    }

    /// How many changes a deque has recorded (see `changed`).
    pub fn changes(&self) -> u32 {
        self.2.get()
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

/// A dict's table behind its `RefCell`, and which `collections` class it is an instance of,
/// if any (`interp/collections.rs` has what each changes).
#[derive(Debug, Default)]
pub struct DictCell(RefCell<DictMap>, DictKind);

/// What kind of mapping a `DictCell` is.
#[derive(Debug, Default, Clone)]
pub enum DictKind {
    #[default]
    Dict,
    Counter,
    OrderedDict,
    /// `defaultdict(factory)`: `None`, or the value called for a missing key. Set again by
    /// `defaultdict.__init__` (an instance of a class deriving from `defaultdict` is made
    /// without one).
    Defaultdict(RefCell<Value>),
}

impl DictCell {
    pub fn new(map: DictMap) -> DictCell {
        DictCell(RefCell::new(map), DictKind::Dict)
    }

    /// A dict of the given kind.
    pub fn of_kind(map: DictMap, kind: DictKind) -> DictCell {
        DictCell(RefCell::new(map), kind)
    }

    pub fn kind(&self) -> &DictKind {
        &self.1
    }

    /// Whether this is a plain `dict`, not an instance of a `collections` class.
    pub fn is_plain(&self) -> bool {
        matches!(self.1, DictKind::Dict)
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
            release(std::mem::take(map));
        }
    }
}

/// A tuple's items, and the `typing.NamedTuple` class of the program it is an instance of,
/// if it is one (a named tuple is a tuple in every operation but its repr, its attributes and
/// its type: operations that make a new tuple make a plain one, as CPython's do).
#[derive(Debug, Default, Clone)]
pub struct TupleItems {
    items: Vec<Value>,
    class: Option<Rc<crate::ir::ClassDef>>,
}

impl TupleItems {
    /// The items, taken out of the tuple.
    pub fn into_vec(mut self) -> Vec<Value> {
        std::mem::take(&mut self.items)
    }

    /// An instance of the `NamedTuple` class `class`.
    pub fn named(items: Vec<Value>, class: Rc<crate::ir::ClassDef>) -> TupleItems {
        TupleItems { items, class: Some(class) }
    }

    /// The `NamedTuple` class of the program this tuple is an instance of, if any.
    pub fn class(&self) -> Option<&Rc<crate::ir::ClassDef>> {
        self.class.as_ref()
    }
}

impl From<Vec<Value>> for TupleItems {
    fn from(items: Vec<Value>) -> TupleItems {
        TupleItems { items, class: None }
    }
}

impl Deref for TupleItems {
    type Target = Vec<Value>;
    fn deref(&self) -> &Vec<Value> {
        &self.items
    }
}

impl DerefMut for TupleItems {
    fn deref_mut(&mut self) -> &mut Vec<Value> {
        &mut self.items
    }
}

impl Drop for TupleItems {
    fn drop(&mut self) {
        let items = std::mem::take(&mut self.items);
        if !items.is_empty() {
            release(items);
        }
    }
}
