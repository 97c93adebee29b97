//! A dict's table laid out as CPython lays out its own: the entries in insertion order, with a
//! hole where a key was deleted, and a hash index of their positions. Deleting a key leaves a
//! hole instead of shifting every later entry down, so `del d[k]` and `d.pop(k)` take constant
//! time; the holes go when the entries fill up, as in CPython's resize.
//!
//! Iterators hold a position among the entries (`next_from`, `prev_before`) and step over the
//! holes, so a dict that gains and loses keys while it is iterated behaves as CPython's does in
//! the common cases; the size checks are the iterator's (`interp/iter.rs`).

use super::value::{Key, Value};
use hashbrown::HashTable;

/// CPython's smallest table has 8 slots, of which two thirds hold entries.
const MIN_USABLE: usize = 5;

#[derive(Clone, Debug)]
struct Entry {
    hash: u64,
    key: Key,
    value: Value,
}

/// Insertion-ordered dict storage, indexed by each key's Python hash (`pyset::py_hash`), mixed.
#[derive(Clone)]
pub struct DictMap {
    /// The entries in insertion order; `None` where a key was deleted.
    entries: Vec<Option<Entry>>,
    /// Positions in `entries` of the live entries, by their key's hash.
    index: HashTable<usize>,
    live: usize,
    /// How many entries (holes included) fit before the next compaction: two thirds of the
    /// table CPython would have, so holes are dropped when CPython drops its own.
    usable: usize,
}

impl Default for DictMap {
    fn default() -> Self {
        DictMap::with_capacity(0)
    }
}

impl std::fmt::Debug for DictMap {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.iter()).finish()
    }
}

/// The entries a table of CPython's size for `n` keys holds before it resizes.
fn usable_for(n: usize) -> usize {
    if n <= MIN_USABLE {
        return MIN_USABLE;
    }
    ((n * 3).div_ceil(2)).next_power_of_two() * 2 / 3
}

impl DictMap {
    /// A dict presized for `n` keys (a display of `n` pairs).
    pub fn with_capacity(n: usize) -> DictMap {
        DictMap { entries: Vec::with_capacity(n), index: HashTable::with_capacity(n), live: 0, usable: usable_for(n) }
    }

    pub fn len(&self) -> usize {
        self.live
    }

    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// The table's hash of `key`: its Python hash, the one equal keys of any type share, with
    /// its bits spread by a folded multiply (the index takes its bucket from the low bits and a
    /// tag from the top seven, which a small int's or a float's hash leaves alike). A keyed hash
    /// of the Python hash would resist no crafted collision: keys of equal Python hash collide
    /// whatever the key, as in CPython.
    fn hash_of(&self, key: &Key) -> u64 {
        Self::hash_of_value(&key.0)
    }

    fn hash_of_value(key: &Value) -> u64 {
        Self::spread(super::pyset::py_hash(key).0)
    }

    fn spread(py_hash: i64) -> u64 {
        const SPREAD: u128 = 0x9E37_79B9_7F4A_7C15;
        let product = u128::from(py_hash as u64) * SPREAD;
        (product as u64) ^ ((product >> 64) as u64)
    }

    /// The keys whose Python hash is `py_hash` (and perhaps a few more whose spread hash is
    /// alike), in insertion order: the ones a lookup of a key with that hash compares with.
    pub fn keys_with_hash(&self, py_hash: i64) -> Vec<&Key> {
        let hash = Self::spread(py_hash);
        let mut positions: Vec<usize> = self
            .index
            .iter_hash(hash)
            .copied()
            .filter(|&p| self.entries[p].as_ref().is_some_and(|e| e.hash == hash))
            .collect();
        positions.sort_unstable();
        positions.into_iter().filter_map(|p| self.entries[p].as_ref().map(|e| &e.key)).collect()
    }

    /// The position of `key`'s entry.
    fn find(&self, hash: u64, key: &Key) -> Option<usize> {
        self.find_value(hash, &key.0)
    }

    fn find_value(&self, hash: u64, key: &Value) -> Option<usize> {
        let entries = &self.entries;
        self.index
            .find(hash, |&p| {
                entries[p].as_ref().is_some_and(|e| e.hash == hash && super::object_keys::key_eq(&e.key.0, key))
            })
            .copied()
    }

    /// The value at the key of Python hash `py_hash` that `eq` finds equal; `None` when `eq`
    /// cannot tell for a key it meets (`interp/tuple_parts.rs`).
    pub fn find_with(&self, py_hash: i64, mut eq: impl FnMut(&Value) -> Option<bool>) -> Option<Option<&Value>> {
        let (hash, entries) = (Self::spread(py_hash), &self.entries);
        let mut undecided = false;
        let found = self.index.find(hash, |&p| {
            entries[p].as_ref().is_some_and(|e| {
                e.hash == hash
                    && eq(&e.key.0).unwrap_or_else(|| {
                        undecided = true;
                        true
                    })
            })
        });
        match undecided {
            true => None,
            false => Some(found.and_then(|&p| entries[p].as_ref().map(|e| &e.value))),
        }
    }

    pub fn get(&self, key: &Key) -> Option<&Value> {
        self.get_by_value(&key.0)
    }

    /// `get` of a value already known hashable (a str or an int), without making it a `Key`.
    pub fn get_by_value(&self, key: &Value) -> Option<&Value> {
        let p = self.find_value(Self::hash_of_value(key), key)?;
        self.entries[p].as_ref().map(|e| &e.value)
    }

    pub fn get_mut(&mut self, key: &Key) -> Option<&mut Value> {
        let p = self.find(self.hash_of(key), key)?;
        self.entries[p].as_mut().map(|e| &mut e.value)
    }

    /// The key as the dict holds it (the first one inserted of equal keys), and its value.
    pub fn get_key_value(&self, key: &Key) -> Option<(&Key, &Value)> {
        let p = self.find(self.hash_of(key), key)?;
        self.entries[p].as_ref().map(|e| (&e.key, &e.value))
    }

    pub fn contains_key(&self, key: &Key) -> bool {
        self.find(self.hash_of(key), key).is_some()
    }

    /// `d[key] = value`: a new key goes last; an existing key keeps its place (and the key
    /// object first inserted), and its old value is given back.
    pub fn insert(&mut self, key: Key, value: Value) -> Option<Value> {
        let hash = self.hash_of(&key);
        if let Some(p) = self.find(hash, &key) {
            return self.entries[p].as_mut().map(|e| std::mem::replace(&mut e.value, value));
        }
        self.push(Entry { hash, key, value });
        None
    }

    /// `d.setdefault(key, default)`: the value `key` has, after giving it `default` if it had
    /// none (one lookup).
    pub fn setdefault(&mut self, key: Key, default: Value) -> &mut Value {
        let hash = self.hash_of(&key);
        let p = match self.find(hash, &key) {
            Some(p) => p,
            None => {
                self.push(Entry { hash, key, value: default });
                self.entries.len() - 1
            }
        };
        match &mut self.entries[p] {
            Some(e) => &mut e.value,
            None => unreachable!("a found or pushed entry is live"),
        }
    }

    /// Appends an entry whose key is not in the dict.
    fn push(&mut self, entry: Entry) {
        if self.entries.len() >= self.usable {
            self.resize();
        }
        let (hash, p) = (entry.hash, self.entries.len());
        self.entries.push(Some(entry));
        self.live += 1;
        let entries = &self.entries;
        self.index.insert_unique(hash, p, |&q| hash_at(entries, q));
    }

    /// CPython's resize: the holes go, and the table is sized for three times the live keys.
    fn resize(&mut self) {
        self.compact();
        self.usable = (self.live * 3).max(8).next_power_of_two() * 2 / 3;
        self.entries.reserve(self.usable.saturating_sub(self.entries.len()));
    }

    /// Drops the holes and indexes the entries' new positions.
    fn compact(&mut self) {
        if self.entries.len() == self.live {
            return;
        }
        self.entries.retain(Option::is_some);
        self.reindex();
    }

    fn reindex(&mut self) {
        self.index.clear();
        let entries = &self.entries;
        for (p, e) in entries.iter().enumerate() {
            if let Some(e) = e {
                self.index.insert_unique(e.hash, p, |&q| hash_at(entries, q));
            }
        }
    }

    /// Takes the entry at position `p` (a live one) out, leaving a hole.
    fn take_at(&mut self, p: usize) -> Option<Entry> {
        let hash = self.entries[p].as_ref()?.hash;
        if let Ok(found) = self.index.find_entry(hash, |&q| q == p) {
            found.remove();
        }
        self.live -= 1;
        self.entries[p].take()
    }

    /// `del d[key]`: the value, leaving a hole where the entry was (constant time).
    pub fn remove(&mut self, key: &Key) -> Option<Value> {
        let p = self.find(self.hash_of(key), key)?;
        self.take_at(p).map(|e| e.value)
    }

    /// The last entry, taken out (`popitem`); the holes before it go with it, as in CPython.
    pub fn pop(&mut self) -> Option<(Key, Value)> {
        let p = self.entries.iter().rposition(Option::is_some)?;
        let entry = self.take_at(p)?;
        self.entries.truncate(p);
        Some((entry.key, entry.value))
    }

    /// The first entry, taken out (`OrderedDict.popitem(last=False)`).
    pub fn pop_first(&mut self) -> Option<(Key, Value)> {
        let p = self.next_from(0)?;
        self.take_at(p).map(|e| (e.key, e.value))
    }

    /// `OrderedDict.move_to_end(key, last)`: whether the key was there.
    pub fn move_to_end(&mut self, key: &Key, last: bool) -> bool {
        let Some(p) = self.find(self.hash_of(key), key) else { return false };
        let Some(entry) = self.take_at(p) else { return false };
        if last {
            self.push(entry);
        } else {
            self.entries.retain(Option::is_some);
            self.entries.insert(0, Some(entry));
            self.live += 1;
            self.reindex();
        }
        true
    }

    pub fn clear(&mut self) {
        self.entries.clear();
        self.index.clear();
        self.live = 0;
        self.usable = MIN_USABLE;
    }

    /// Keeps the entries `keep` says to, in their order.
    pub fn retain(&mut self, mut keep: impl FnMut(&Key, &mut Value) -> bool) {
        for slot in &mut self.entries {
            if slot.as_mut().is_some_and(|e| !keep(&e.key, &mut e.value)) {
                *slot = None;
                self.live -= 1;
            }
        }
        self.entries.retain(Option::is_some);
        self.reindex();
    }

    /// How many positions the entries take, holes included: where iterators stop.
    pub fn positions(&self) -> usize {
        self.entries.len()
    }

    /// The first live position at or after `p`.
    pub fn next_from(&self, p: usize) -> Option<usize> {
        self.entries.get(p..)?.iter().position(Option::is_some).map(|i| p + i)
    }

    /// The last live position before `p`.
    pub fn prev_before(&self, p: usize) -> Option<usize> {
        self.entries[..p.min(self.entries.len())].iter().rposition(Option::is_some)
    }

    /// The key and value at a live position.
    pub fn at(&self, p: usize) -> Option<(&Key, &Value)> {
        self.entries.get(p)?.as_ref().map(|e| (&e.key, &e.value))
    }

    pub fn iter(&self) -> Iter<'_> {
        Iter { slots: self.entries.iter(), left: self.live }
    }

    pub fn iter_mut(&mut self) -> impl DoubleEndedIterator<Item = (&Key, &mut Value)> + '_ {
        self.entries.iter_mut().filter_map(|e| e.as_mut().map(|e| (&e.key, &mut e.value)))
    }

    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &Key> + ExactSizeIterator + '_ {
        self.iter().map(|(k, _)| k)
    }

    pub fn values(&self) -> impl DoubleEndedIterator<Item = &Value> + ExactSizeIterator + '_ {
        self.iter().map(|(_, v)| v)
    }

    pub fn values_mut(&mut self) -> impl DoubleEndedIterator<Item = &mut Value> + '_ {
        self.iter_mut().map(|(_, v)| v)
    }
}

fn hash_at(entries: &[Option<Entry>], p: usize) -> u64 {
    entries[p].as_ref().map_or(0, |e| e.hash)
}

/// The live entries in order, front or back.
pub struct Iter<'a> {
    slots: std::slice::Iter<'a, Option<Entry>>,
    left: usize,
}

impl<'a> Iterator for Iter<'a> {
    type Item = (&'a Key, &'a Value);

    fn next(&mut self) -> Option<Self::Item> {
        let e = self.slots.by_ref().flatten().next()?;
        self.left -= 1;
        Some((&e.key, &e.value))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl DoubleEndedIterator for Iter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        let e = self.slots.by_ref().rev().flatten().next()?;
        self.left -= 1;
        Some((&e.key, &e.value))
    }
}

impl ExactSizeIterator for Iter<'_> {}

/// The live entries, taken out in order.
pub struct IntoIter {
    slots: std::vec::IntoIter<Option<Entry>>,
    left: usize,
}

impl Iterator for IntoIter {
    type Item = (Key, Value);

    fn next(&mut self) -> Option<Self::Item> {
        let e = self.slots.by_ref().flatten().next()?;
        self.left -= 1;
        Some((e.key, e.value))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl DoubleEndedIterator for IntoIter {
    fn next_back(&mut self) -> Option<Self::Item> {
        let e = self.slots.by_ref().rev().flatten().next()?;
        self.left -= 1;
        Some((e.key, e.value))
    }
}

impl ExactSizeIterator for IntoIter {}

impl IntoIterator for DictMap {
    type Item = (Key, Value);
    type IntoIter = IntoIter;
    fn into_iter(self) -> IntoIter {
        IntoIter { left: self.live, slots: self.entries.into_iter() }
    }
}

impl<'a> IntoIterator for &'a DictMap {
    type Item = (&'a Key, &'a Value);
    type IntoIter = Iter<'a>;
    fn into_iter(self) -> Iter<'a> {
        self.iter()
    }
}

impl Extend<(Key, Value)> for DictMap {
    fn extend<I: IntoIterator<Item = (Key, Value)>>(&mut self, items: I) {
        for (k, v) in items {
            self.insert(k, v);
        }
    }
}

impl FromIterator<(Key, Value)> for DictMap {
    fn from_iter<I: IntoIterator<Item = (Key, Value)>>(items: I) -> Self {
        let items = items.into_iter();
        let mut map = DictMap::with_capacity(items.size_hint().0);
        map.extend(items);
        map
    }
}
