//! The cells lists, tuples and dicts keep their items in: freeing one hands the items to
//! `sema::release`, so a value nested a million deep is freed without deep recursion.

use super::value::{DictMap, Value};
use crate::sema::release;
use std::cell::{Cell, Ref, RefCell, RefMut};
use std::ops::{Deref, DerefMut};
use std::rc::Rc;

/// A list's items behind their `RefCell`, and whether it is a `collections.deque` (with its
/// `maxlen`): a deque keeps its items as a list does, and `interp/collections.rs` has what it
/// does differently. A deque also counts its changes, as CPython's does: an iterator that
/// sees the count move raises `RuntimeError: deque mutated during iteration`.
///
/// A deque's `popleft` does not move the items after it (which made draining a queue
/// quadratic): the slot is left empty and `head` counts such slots at the front. Readers see
/// only the items after them (`borrow`); a writer through `borrow_mut` finds them removed
/// first, so only the deque's own ends (`pop_front`, `push_back`, `push_front`, `pop_back`)
/// work with the gap, and nothing else ever sees it.
#[derive(Debug, Default)]
pub struct ListCell {
    items: RefCell<Vec<Value>>,
    kind: Cell<ListKind>,
    changes: Cell<u32>,
    /// Empty slots at the front of `items`, left by `pop_front` (always 0 for a list).
    head: Cell<usize>,
}

/// What kind of sequence a `ListCell` is.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub enum ListKind {
    #[default]
    List,
    /// `deque(items, maxlen)`.
    Deque(Option<usize>),
}

/// Below this many empty front slots a deque does not bother to close the gap.
const SMALL_GAP: usize = 32;

impl ListCell {
    pub fn new(items: Vec<Value>) -> ListCell {
        ListCell::of_kind(items, ListKind::List)
    }

    /// A list of the given kind.
    pub fn of_kind(items: Vec<Value>, kind: ListKind) -> ListCell {
        ListCell { items: RefCell::new(items), kind: Cell::new(kind), changes: Cell::new(0), head: Cell::new(0) }
    }

    pub fn kind(&self) -> ListKind {
        self.kind.get()
    }

    /// Gives a deque another `maxlen`, as `deque.__init__` does for an instance of a class
    /// deriving from `deque` (which `__new__` made without one).
    pub fn set_kind(&self, kind: ListKind) {
        self.kind.set(kind);
    }

    /// Whether this is a `deque`.
    pub fn is_deque(&self) -> bool {
        self.kind.get() != ListKind::List
    }

    /// Records a change a deque's iterators must notice: what CPython's deque counts (adding,
    /// removing, rotating, clearing; not `q[i] = v` or `reverse`).
    pub fn changed(&self) {
        if self.is_deque() {
            self.changes.set(self.changes.get().wrapping_add(1));
        }
    }

    /// How many changes a deque has recorded (see `changed`).
    pub fn changes(&self) -> u32 {
        self.changes.get()
    }

    /// The items, to read.
    #[inline]
    pub fn borrow(&self) -> Ref<'_, [Value]> {
        let items = self.items.borrow();
        match self.head.get() {
            // A list, or a deque without a gap: the whole vector, with no slice to compute.
            0 => Ref::map(items, Vec::as_slice),
            head => Ref::map(items, |items| items.get(head..).unwrap_or_default()),
        }
    }

    /// The items, to change: a deque's empty front slots are removed first.
    #[inline]
    pub fn borrow_mut(&self) -> RefMut<'_, Vec<Value>> {
        let mut items = self.items.borrow_mut();
        if self.head.get() > 0 {
            items.drain(..self.head.replace(0));
        }
        items
    }

    /// `borrow_mut`, or `None` while the items are borrowed.
    pub fn try_borrow_mut(&self) -> Option<RefMut<'_, Vec<Value>>> {
        self.items.try_borrow_mut().ok()?;
        Some(self.borrow_mut())
    }

    /// Takes the first item without moving the others (`deque.popleft`), `None` when empty.
    pub fn pop_front(&self) -> Option<Value> {
        let mut items = self.items.borrow_mut();
        let head = self.head.get();
        let first = std::mem::replace(items.get_mut(head)?, Value::None);
        if head + 1 == items.len() {
            items.clear();
            self.head.set(0);
        } else if head >= SMALL_GAP && head * 2 >= items.len() {
            // The gap is as large as what follows it: closing it now costs no more than
            // the pops that made it, so draining stays linear overall.
            items.drain(..=head);
            self.head.set(0);
        } else {
            self.head.set(head + 1);
        }
        Some(first)
    }

    /// Takes the last item (`deque.pop`), `None` when empty; the front gap stays.
    pub fn pop_back(&self) -> Option<Value> {
        let mut items = self.items.borrow_mut();
        if items.len() == self.head.get() {
            return None;
        }
        let last = items.pop();
        if items.len() == self.head.get() {
            items.clear();
            self.head.set(0);
        }
        last
    }

    /// Appends `items` (`deque.append`, `extend`), the front gap left where it is.
    pub fn push_back<I: IntoIterator<Item = Value>>(&self, new: I) {
        self.items.borrow_mut().extend(new);
    }

    /// Puts `item` first (`deque.appendleft`), in the front gap when there is one.
    pub fn push_front(&self, item: Value) {
        let mut items = self.items.borrow_mut();
        let head = self.head.get();
        if head > 0 {
            items[head - 1] = item;
            self.head.set(head - 1);
        } else {
            items.insert(0, item);
        }
    }

    /// How many items there are.
    #[inline]
    pub fn len(&self) -> usize {
        self.items.borrow().len() - self.head.get()
    }

    /// Whether there are no items.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Replaces the items, giving back the old ones.
    pub fn replace(&self, new: Vec<Value>) -> Vec<Value> {
        std::mem::replace(&mut *self.borrow_mut(), new)
    }

    /// Takes the items, leaving the list empty.
    pub fn take(&self) -> Vec<Value> {
        self.replace(Vec::new())
    }

    /// The items, taken out of the list.
    pub fn into_inner(self) -> Vec<Value> {
        self.take()
    }
}

impl Drop for ListCell {
    fn drop(&mut self) {
        let items = std::mem::take(self.items.get_mut());
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
    /// A read-only `mappingproxy` of a mapping CPython does not let the program change: a
    /// class's namespace (`vars(Class)`), a pattern's `groupindex`. Reads are a dict's;
    /// changes are CPython's errors (`collections.rs`, `indexing.rs`, `forms.rs`).
    MappingProxy,
}

impl DictCell {
    /// Whether this is a read-only `mappingproxy`.
    pub fn is_proxy(&self) -> bool {
        matches!(self.1, DictKind::MappingProxy)
    }
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
///
/// A pair (`(x, y)`, `enumerate`'s and `dict.items()`'s items) keeps its two items inline, so
/// the tuple is one allocation, as CPython's is; other lengths keep a vector.
#[derive(Debug, Default, Clone)]
pub struct TupleItems {
    items: Store,
    class: Option<Rc<crate::ir::ClassDef>>,
}

/// Where a tuple's items live.
#[derive(Debug, Clone)]
enum Store {
    Pair([Value; 2]),
    Other(Vec<Value>),
}

impl Default for Store {
    fn default() -> Store {
        Store::Other(Vec::new())
    }
}

impl TupleItems {
    /// The tuple `(a, b)`.
    #[inline]
    pub fn pair(a: Value, b: Value) -> TupleItems {
        TupleItems { items: Store::Pair([a, b]), class: None }
    }

    /// The items, taken out of the tuple.
    pub fn into_vec(mut self) -> Vec<Value> {
        match std::mem::take(&mut self.items) {
            Store::Pair([a, b]) => vec![a, b],
            Store::Other(items) => items,
        }
    }

    /// The two items of a pair, taken out of it (`None`, the tuple untouched, for another
    /// length).
    #[inline]
    pub fn take_pair(&mut self) -> Option<[Value; 2]> {
        match &mut self.items {
            Store::Pair(pair) => Some(std::mem::replace(pair, [Value::None, Value::None])),
            Store::Other(_) => None,
        }
    }

    /// An instance of the `NamedTuple` class `class`.
    pub fn named(items: Vec<Value>, class: Rc<crate::ir::ClassDef>) -> TupleItems {
        TupleItems { items: Store::from(items), class: Some(class) }
    }

    /// The `NamedTuple` class of the program this tuple is an instance of, if any.
    pub fn class(&self) -> Option<&Rc<crate::ir::ClassDef>> {
        self.class.as_ref()
    }
}

impl From<Vec<Value>> for Store {
    #[inline]
    fn from(items: Vec<Value>) -> Store {
        match <[Value; 2]>::try_from(items) {
            Ok(pair) => Store::Pair(pair),
            Err(items) => Store::Other(items),
        }
    }
}

impl From<Vec<Value>> for TupleItems {
    fn from(items: Vec<Value>) -> TupleItems {
        TupleItems { items: Store::from(items), class: None }
    }
}

impl Deref for TupleItems {
    type Target = [Value];
    #[inline]
    fn deref(&self) -> &[Value] {
        match &self.items {
            Store::Pair(pair) => pair,
            Store::Other(items) => items,
        }
    }
}

impl DerefMut for TupleItems {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Value] {
        match &mut self.items {
            Store::Pair(pair) => pair,
            Store::Other(items) => items,
        }
    }
}

impl Drop for TupleItems {
    fn drop(&mut self) {
        // A small tuple of scalars (`(x, y)` made to be looked up) frees nothing nested: its
        // items are dropped in place, without the trashcan's bookkeeping.
        if self.len() <= FLAT_TUPLE_MOST && self.iter().all(Value::is_scalar) {
            return;
        }
        match &mut self.items {
            Store::Pair(pair) => release(std::mem::replace(pair, [Value::None, Value::None])),
            Store::Other(items) => {
                let items = std::mem::take(items);
                if !items.is_empty() {
                    release(items);
                }
            }
        }
    }
}

/// How many items a tuple is looked at for `Value::is_scalar` when it is freed.
const FLAT_TUPLE_MOST: usize = 8;

#[cfg(test)]
mod tests {
    use super::{ListCell, ListKind, Value};
    use std::collections::VecDeque;

    /// Every mix of the deque's ends and whole-list changes agrees with a `VecDeque`, whatever
    /// gap `pop_front` has left at the front.
    #[test]
    fn a_deque_with_a_front_gap_reads_as_its_items() {
        let cell = ListCell::of_kind(Vec::new(), ListKind::Deque(None));
        let mut model: VecDeque<i64> = VecDeque::new();
        let mut seed = 12345u64;
        for step in 0..20_000i64 {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            match (seed >> 33) % 10 {
                0..=3 => {
                    cell.push_back([Value::Int(step)]);
                    model.push_back(step);
                }
                4 => {
                    cell.push_front(Value::Int(step));
                    model.push_front(step);
                }
                5..=7 => assert_eq!(cell.pop_front().map(|v| as_int(&v)), model.pop_front()),
                8 => assert_eq!(cell.pop_back().map(|v| as_int(&v)), model.pop_back()),
                _ => {
                    if let Some(first) = cell.borrow_mut().first_mut() {
                        *first = Value::Int(-step);
                        model[0] = -step;
                    }
                }
            }
            assert_eq!(cell.len(), model.len());
            let items: Vec<i64> = cell.borrow().iter().map(as_int).collect();
            assert_eq!(items, model.iter().copied().collect::<Vec<_>>());
        }
        assert_eq!(cell.into_inner().len(), model.len());
    }

    fn as_int(v: &Value) -> i64 {
        match v {
            Value::Int(i) => *i,
            _ => panic!("not an int"),
        }
    }
}
