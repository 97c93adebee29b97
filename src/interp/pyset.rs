//! Sets laid out as CPython 3.11 lays out its hash table, so a set iterates, prints and pops
//! in CPython's order. The order is observable (`for x in {3, 1}` sees 1 first, `{16, 1, 2, 3,
//! 4}` prints 16 first), so an insertion-ordered set made programs print what CPython does not
//! and made the prover trust an order CPython does not follow.
//!
//! The table follows CPython's `setobject.c`: open addressing with runs of linear probes and a
//! perturbed jump, deleted slots kept as dummies (reused by later additions), a resize when
//! three fifths are filled, and each operation (`|`, `&`, `-`, `^`, `copy`, `update`, `pop`,
//! building from another set or a dict) taking the path CPython takes, since each lays the table
//! out differently. Hashes are CPython's for ints, floats, bools and tuples of them; those are
//! the same in every CPython run. Strings (and `None` in 3.11) hash differently in every CPython
//! run, so a set holding one has no fixed order: [`SetMap::order_is_cpythons`] says so, and the
//! prover does not rely on the order of such a set.

use super::value::{Key, Value};
use num_traits::ToPrimitive;
use std::hash::Hasher;

/// `_PyHASH_MODULUS`: numeric hashes are values modulo this prime.
const MODULUS: u64 = (1 << 61) - 1;
const LINEAR_PROBES: usize = 9;
const PERTURB_SHIFT: u32 = 5;
const MIN_SIZE: usize = 8;

/// CPython's `hash(v)` for a hashable value, and whether every CPython run computes the same
/// number (false for strings, `None`, NaN and objects hashed by identity).
pub fn py_hash(v: &Value) -> (i64, bool) {
    match v {
        Value::Bool(b) => (*b as i64, true),
        Value::Int(i) => (small_int_hash(*i), true),
        Value::Big(b) => {
            let magnitude = (b.magnitude() % MODULUS).to_u64().unwrap_or(0);
            (int_hash(magnitude, b.sign() == num_bigint::Sign::Minus), true)
        }
        Value::Float(f) => float_hash(*f),
        Value::Complex(c) => super::complex::hash(**c),
        // A string keeps its hash (a key looked up again and again is hashed once). CPython
        // hashes the empty string and bytes as 0 in every run, any other anew per run.
        Value::Str(s) if s.as_str().is_empty() => (0, true),
        Value::Str(s) => (s.hash_with(|_| fallback_hash(v)), false),
        Value::Bytes(b) if b.is_empty() => (0, true),
        Value::Tuple(items) if super::deep::flat(items) => tuple_hash(items),
        Value::Tuple(items) => super::deep::on_stack(|| tuple_hash(items)),
        Value::Set(s) if s.borrow().is_frozen() => super::deep::on_stack(|| frozenset_hash(&s.borrow())),
        Value::Object(o) => super::object_keys::py_hash(o),
        other => (fallback_hash(other), false),
    }
}

/// `py_hash(v).0`, an int's (a grid's coordinate) answered without the call.
#[inline(always)]
pub fn part_hash(v: &Value) -> i64 {
    match v {
        Value::Int(i) => small_int_hash(*i),
        other => py_hash(other).0,
    }
}

/// `hash(i)` of an `i64`. Every int a dict meets is hashed: the division is skipped for those
/// below the prime.
#[inline(always)]
fn small_int_hash(i: i64) -> i64 {
    let magnitude = i.unsigned_abs();
    let reduced = if magnitude < MODULUS { magnitude } else { magnitude % MODULUS };
    int_hash(reduced, i < 0)
}

fn int_hash(magnitude_mod: u64, negative: bool) -> i64 {
    let h = magnitude_mod as i64;
    let h = if negative { -h } else { h };
    if h == -1 {
        -2
    } else {
        h
    }
}

/// A finite float hashes as the rational number it is (so `hash(2.0) == hash(2)`); infinities
/// have fixed hashes; a NaN hashes by identity since Python 3.10.
pub(super) fn float_hash(f: f64) -> (i64, bool) {
    if f.is_nan() {
        return (fallback_hash(&Value::Float(f)), false);
    }
    if f.is_infinite() {
        return (if f > 0.0 { 314_159 } else { -314_159 }, true);
    }
    let bits = f.to_bits();
    let negative = bits >> 63 == 1;
    let exponent_bits = ((bits >> 52) & 0x7ff) as i64;
    let fraction = bits & ((1 << 52) - 1);
    let (mantissa, exponent) =
        if exponent_bits == 0 { (fraction, -1074) } else { (fraction | (1 << 52), exponent_bits - 1075) };
    // 2**61 is 1 modulo the prime, so a power of two reduces by its exponent modulo 61.
    let shift = exponent.rem_euclid(61) as u32;
    let reduced = ((mantissa as u128 % MODULUS as u128) << shift) % MODULUS as u128;
    (int_hash(reduced as u64, negative), true)
}

/// CPython's tuple hash (an xxHash-style combination of the items' hashes).
fn tuple_hash(items: &[Value]) -> (i64, bool) {
    let mut fixed = true;
    let lanes = items.iter().map(|item| {
        // An int item (a grid's `(x, y)`) without the call.
        let (lane, item_fixed) = match item {
            Value::Int(i) => (small_int_hash(*i), true),
            item => py_hash(item),
        };
        fixed &= item_fixed;
        lane
    });
    let hash = tuple_hash_of(lanes, items.len());
    (hash, fixed)
}

/// CPython's hash of a tuple of `len` items whose hashes are `lanes` (xxHash's rounds).
pub fn tuple_hash_of(lanes: impl Iterator<Item = i64>, len: usize) -> i64 {
    const PRIME_1: u64 = 11_400_714_785_074_694_791;
    const PRIME_2: u64 = 14_029_467_366_897_019_727;
    const PRIME_5: u64 = 2_870_177_450_012_600_261;
    let mut acc = PRIME_5;
    for lane in lanes {
        acc = acc.wrapping_add((lane as u64).wrapping_mul(PRIME_2));
        acc = acc.rotate_left(31);
        acc = acc.wrapping_mul(PRIME_1);
    }
    acc = acc.wrapping_add(len as u64 ^ (PRIME_5 ^ 3_527_539));
    if acc == u64::MAX {
        return 1_546_275_796;
    }
    acc as i64
}

/// CPython's frozenset hash: the members' hashes, shuffled and xored (so the order does not
/// matter), mixed with the size.
fn frozenset_hash(set: &SetMap) -> (i64, bool) {
    let shuffle = |h: u64| ((h ^ 89_869_747) ^ (h << 16)).wrapping_mul(3_644_798_167);
    let mut hash = 0u64;
    let mut fixed = true;
    for key in set.iter() {
        let (member, member_fixed) = py_hash(&key.0);
        fixed &= member_fixed;
        hash ^= shuffle(member as u64);
    }
    hash ^= (set.len() as u64 + 1).wrapping_mul(1_927_868_237);
    hash ^= (hash >> 11) ^ (hash >> 25);
    hash = hash.wrapping_mul(69_069).wrapping_add(907_133_923);
    if hash == u64::MAX {
        hash = 590_923_713;
    }
    (hash as i64, fixed)
}

/// Any stable hash for values whose CPython hash differs between runs: SipHash with fixed keys,
/// so our own runs are reproducible.
fn fallback_hash(v: &Value) -> i64 {
    // Fixed keys: the same order in every run of ours.
    let mut hasher = std::hash::DefaultHasher::new();
    super::value::hash_value(v, &mut hasher);
    match hasher.finish() as i64 {
        -1 => -2,
        h => h,
    }
}

#[derive(Clone, Debug)]
enum Slot {
    Empty,
    /// A deleted entry: lookups probe past it, additions may reuse it.
    Dummy,
    Active {
        hash: i64,
        key: Key,
    },
}

impl Drop for SetMap {
    /// Lets go of the table in one pass that drops only the members owning something: the
    /// vector's own drop glue tested every slot's tag and called `Value`'s drop glue out of
    /// line for each member, a tenth of a program building sets of ints
    /// (`benches/programs/setops.py`). An empty or dummy slot, or a member that is a plain
    /// scalar, owns nothing, so forgetting it frees nothing and leaks nothing.
    fn drop(&mut self) {
        for slot in std::mem::take(&mut self.table) {
            match slot {
                Slot::Active { key, .. }
                    if !matches!(key.0, Value::None | Value::Bool(_) | Value::Int(_) | Value::Float(_)) =>
                {
                    drop(key)
                }
                scalar_or_empty => std::mem::forget(scalar_or_empty),
            }
        }
    }
}

/// A set's table. `Clone` copies the table as it is (dummies included); [`SetMap::copy`] is
/// Python's `s.copy()`.
#[derive(Clone, Debug)]
pub struct SetMap {
    table: Vec<Slot>,
    /// Active and dummy slots.
    fill: usize,
    /// Active slots.
    used: usize,
    /// Where `pop` starts looking.
    finger: usize,
    /// A `frozenset`: never changed once built, hashable, printed as `frozenset({...})`.
    frozen: bool,
}

impl Default for SetMap {
    fn default() -> SetMap {
        SetMap::with_size(MIN_SIZE)
    }
}

impl SetMap {
    fn with_size(size: usize) -> SetMap {
        SetMap { table: vec![Slot::Empty; size], fill: 0, used: 0, finger: 0, frozen: false }
    }

    fn mask(&self) -> usize {
        self.table.len() - 1
    }

    /// This table as a `frozenset` (or, with `false`, as a `set`), laid out as it is.
    pub fn frozen(mut self, frozen: bool) -> SetMap {
        self.frozen = frozen;
        self
    }

    pub fn is_frozen(&self) -> bool {
        self.frozen
    }

    pub fn len(&self) -> usize {
        self.used
    }

    pub fn is_empty(&self) -> bool {
        self.used == 0
    }

    /// The members in CPython's iteration order.
    pub fn iter(&self) -> impl Iterator<Item = &Key> + '_ {
        self.table.iter().filter_map(|s| match s {
            Slot::Active { key, .. } => Some(key),
            _ => None,
        })
    }

    /// The first member at or after slot `pos`, with the slot after it: how an iterator over the
    /// set advances (CPython's iterators walk slots too).
    pub fn next_from(&self, pos: usize) -> Option<(usize, &Key)> {
        self.table.iter().enumerate().skip(pos).find_map(|(i, s)| match s {
            Slot::Active { key, .. } => Some((i + 1, key)),
            _ => None,
        })
    }

    /// Whether every CPython run iterates this set in the order [`SetMap::iter`] gives.
    pub fn order_is_cpythons(&self) -> bool {
        self.len() <= 1 || self.iter().all(|k| py_hash(&k.0).1)
    }

    /// The probe sequence from `hash`: runs of `LINEAR_PROBES + 1` slots (when they fit before
    /// the end of the table), each run started by CPython's perturbed jump.
    fn probe(mask: usize, hash: i64, mut visit: impl FnMut(usize) -> bool) {
        let mut perturb = hash as u64 as usize;
        let mut i = perturb & mask;
        loop {
            let run = if i + LINEAR_PROBES <= mask { LINEAR_PROBES } else { 0 };
            for j in i..=i + run {
                if visit(j) {
                    return;
                }
            }
            perturb >>= PERTURB_SHIFT;
            i = (i.wrapping_mul(5).wrapping_add(1).wrapping_add(perturb)) & mask;
        }
    }

    /// The slot holding `key`, if it is a member.
    fn find(&self, key: &Key, hash: i64) -> Option<usize> {
        self.find_value(&key.0, hash)
    }

    fn find_value(&self, key: &Value, hash: i64) -> Option<usize> {
        let mut found = None;
        Self::probe(self.mask(), hash, |i| match &self.table[i] {
            Slot::Empty => true,
            Slot::Active { hash: h, key: k } if *h == hash && super::object_keys::key_eq(&k.0, key) => {
                found = Some(i);
                true
            }
            _ => false,
        });
        found
    }

    /// The members whose hash is `hash`, in the order a lookup of a key with that hash probes
    /// them (the ones it compares with).
    pub fn members_with_hash(&self, hash: i64) -> Vec<&Key> {
        let mut found = Vec::new();
        Self::probe(self.mask(), hash, |i| match &self.table[i] {
            Slot::Empty => true,
            Slot::Active { hash: h, key } => {
                if *h == hash {
                    found.push(key);
                }
                false
            }
            _ => false,
        });
        found
    }

    pub fn contains(&self, key: &Key) -> bool {
        self.contains_value(&key.0)
    }

    /// `contains` of a value already checked hashable, without making it a `Key`.
    pub fn contains_value(&self, key: &Value) -> bool {
        self.find_value(key, py_hash(key).0).is_some()
    }

    /// Adds `key`; false when it was already a member.
    pub fn insert(&mut self, key: Key) -> bool {
        let hash = py_hash(&key.0).0;
        self.add_entry(key, hash)
    }

    /// CPython's `set_add_entry`: the last dummy on the probe sequence before an empty slot is
    /// reused, else that empty slot, and a table three fifths full grows.
    fn add_entry(&mut self, key: Key, hash: i64) -> bool {
        let mut free = None;
        let mut outcome = None;
        Self::probe(self.mask(), hash, |i| match &self.table[i] {
            Slot::Empty => {
                outcome = Some(Err(i));
                true
            }
            Slot::Active { hash: h, key: k } if *h == hash && *k == key => {
                outcome = Some(Ok(()));
                true
            }
            Slot::Dummy => {
                free = Some(i);
                false
            }
            Slot::Active { .. } => false,
        });
        let Some(Err(empty)) = outcome else { return false };
        self.used += 1;
        if let Some(dummy) = free {
            self.table[dummy] = Slot::Active { hash, key };
            return true;
        }
        self.table[empty] = Slot::Active { hash, key };
        self.fill += 1;
        if self.fill * 5 >= self.mask() * 3 {
            self.resize(if self.used > 50_000 { self.used * 2 } else { self.used * 4 });
        }
        true
    }

    /// A new table of the smallest power of two above `min_used`, the members moved over in
    /// slot order, dummies dropped.
    fn resize(&mut self, min_used: usize) {
        let mut size = MIN_SIZE;
        while size <= min_used {
            size <<= 1;
        }
        let old = std::mem::replace(&mut self.table, vec![Slot::Empty; size]);
        for slot in old {
            if let Slot::Active { hash, key } = slot {
                self.insert_clean(key, hash);
            }
        }
        self.fill = self.used;
    }

    /// Puts a key known to be new into the first empty slot of its probe sequence.
    fn insert_clean(&mut self, key: Key, hash: i64) {
        let mut target = 0;
        Self::probe(self.mask(), hash, |i| {
            target = i;
            matches!(self.table[i], Slot::Empty)
        });
        self.table[target] = Slot::Active { hash, key };
    }

    /// Removes `key`, leaving a dummy; false when it was not a member.
    pub fn remove(&mut self, key: &Key) -> bool {
        let Some(i) = self.find(key, py_hash(&key.0).0) else { return false };
        self.table[i] = Slot::Dummy;
        self.used -= 1;
        true
    }

    /// `s.pop()`: the first member at or after the finger, which then moves past it.
    pub fn pop(&mut self) -> Option<Key> {
        if self.used == 0 {
            return None;
        }
        let mut i = self.finger & self.mask();
        while !matches!(self.table[i], Slot::Active { .. }) {
            i = (i + 1) & self.mask();
        }
        let Slot::Active { key, .. } = std::mem::replace(&mut self.table[i], Slot::Dummy) else { unreachable!() };
        self.used -= 1;
        self.finger = i + 1;
        Some(key)
    }

    /// `s.clear()`: back to the smallest table.
    pub fn clear(&mut self) {
        self.table = vec![Slot::Empty; MIN_SIZE];
        self.fill = 0;
        self.used = 0;
    }

    fn entries(&self) -> impl Iterator<Item = (i64, &Key)> + '_ {
        self.table.iter().filter_map(|s| match s {
            Slot::Active { hash, key } => Some((*hash, key)),
            _ => None,
        })
    }

    /// CPython's `set_merge`: `s.update(t)`, `set(t)` and `s.copy()` for a set `t`. One resize
    /// up front; an empty table of the same size and no dummies copies slot by slot, an empty
    /// table takes the members in `t`'s slot order, otherwise each is added.
    pub fn merge(&mut self, other: &SetMap) {
        if other.used == 0 {
            return;
        }
        if (self.fill + other.used) * 5 >= self.mask() * 3 {
            self.resize((self.used + other.used) * 2);
        }
        if self.fill == 0 && self.mask() == other.mask() && other.fill == other.used {
            self.table.clone_from(&other.table);
            self.fill = other.fill;
            self.used = other.used;
            return;
        }
        if self.fill == 0 {
            for (hash, key) in other.entries() {
                self.insert_clean(key.clone(), hash);
            }
            self.fill = other.used;
            self.used = other.used;
            return;
        }
        for (hash, key) in other.entries() {
            self.add_entry(key.clone(), hash);
        }
    }

    /// `s.update(d)` and `set(d)` for a dict `d`: one resize for the dict's size, then each key.
    pub fn merge_dict_keys<'k>(&mut self, keys: impl ExactSizeIterator<Item = &'k Key>) {
        if (self.fill + keys.len()) * 5 >= self.mask() * 3 {
            self.resize((self.used + keys.len()) * 2);
        }
        for key in keys {
            self.insert(key.clone());
        }
    }

    /// `s.copy()` (and the start of `s | t`).
    pub fn copy(&self) -> SetMap {
        let mut out = SetMap::default();
        out.merge(self);
        out
    }

    /// The frozenset CPython's compiler folds a set display of constants into: built one item
    /// at a time, then rebuilt from its own iteration order when the code object's constants
    /// are merged. A display makes a set of it with [`SetMap::copy`]; a `for` loop iterates it
    /// as it is. Each step may lay the table out differently from adding the items one by one.
    pub fn folded_constant(items: impl IntoIterator<Item = Key>) -> SetMap {
        let first: SetMap = items.into_iter().collect();
        first.iter().cloned().collect()
    }

    /// `s | t`.
    pub fn union(&self, other: &SetMap) -> SetMap {
        let mut out = self.copy();
        out.merge(other);
        out
    }

    /// `s & t`: the smaller set's members, in its order, that the larger holds.
    pub fn intersection(&self, other: &SetMap) -> SetMap {
        let (small, large) = if other.len() > self.len() { (self, other) } else { (other, self) };
        let mut out = SetMap::default();
        for (hash, key) in small.entries() {
            if large.find(key, hash).is_some() {
                out.add_entry(key.clone(), hash);
            }
        }
        out
    }

    /// `s & iterable` for an iterable that is not a set: its items, in its order, that `s`
    /// holds.
    pub fn intersection_items(&self, items: impl IntoIterator<Item = Key>) -> SetMap {
        let mut out = SetMap::default();
        for key in items {
            if self.contains(&key) {
                out.insert(key);
            }
        }
        out
    }

    /// `s - t`: a copy with `t`'s members discarded when `s` is over four times larger, else
    /// `s`'s members, in order, that `t` lacks.
    pub fn difference(&self, other: &SetMap) -> SetMap {
        if self.len() >> 2 > other.len() {
            let mut out = self.copy();
            out.difference_update(other.iter());
            return out;
        }
        let mut out = SetMap::default();
        for (hash, key) in self.entries() {
            if other.find(key, hash).is_none() {
                out.add_entry(key.clone(), hash);
            }
        }
        out
    }

    /// `s -= t` (and `s.difference_update(iterable)`): each item discarded in turn; a table more
    /// than a quarter dummies is then rebuilt.
    pub fn difference_update<'k>(&mut self, items: impl IntoIterator<Item = &'k Key>) {
        for key in items {
            self.remove(key);
        }
        if self.fill - self.used > self.mask() / 4 {
            self.resize(if self.used > 50_000 { self.used * 2 } else { self.used * 4 });
        }
    }

    /// `s ^ t`: a copy of `t` updated with `s`'s members.
    pub fn symmetric_difference(&self, other: &SetMap) -> SetMap {
        let mut out = other.copy();
        out.symmetric_difference_update(self);
        out
    }

    /// `s ^= t` for a set `t` (an iterable is made a set first): each of `t`'s members, in
    /// order, is removed when present and added otherwise.
    pub fn symmetric_difference_update(&mut self, other: &SetMap) {
        for (hash, key) in other.entries() {
            if !self.remove(key) {
                self.add_entry(key.clone(), hash);
            }
        }
    }
}

impl FromIterator<Key> for SetMap {
    /// Adds the items one by one, as `set(iterable)`, a comprehension or a display do.
    fn from_iter<I: IntoIterator<Item = Key>>(items: I) -> SetMap {
        let mut out = SetMap::default();
        out.extend(items);
        out
    }
}

impl Extend<Key> for SetMap {
    fn extend<I: IntoIterator<Item = Key>>(&mut self, items: I) {
        for key in items {
            self.insert(key);
        }
    }
}

impl<'a> IntoIterator for &'a SetMap {
    type Item = &'a Key;
    type IntoIter = Box<dyn Iterator<Item = &'a Key> + 'a>;
    fn into_iter(self) -> Self::IntoIter {
        Box::new(self.iter())
    }
}

impl SetMap {
    pub fn is_subset(&self, other: &SetMap) -> bool {
        self.len() <= other.len() && self.iter().all(|k| other.contains(k))
    }

    pub fn is_superset(&self, other: &SetMap) -> bool {
        other.is_subset(self)
    }
}

/// The argument of a set method, sorted by the path CPython takes for it.
pub enum Operand {
    Set(SetMap),
    /// A dict's keys, in order.
    DictKeys(Vec<Key>),
    /// Any other iterable's items, in order.
    Items(Vec<Key>),
}

impl Operand {
    pub fn of(
        v: Value,
        limits: &crate::limits::Limits,
        at: crate::source::Span,
    ) -> Result<Operand, crate::sema::Fault> {
        Ok(match v {
            Value::Set(s) => Operand::Set(s.borrow().clone()),
            Value::Dict(d) => Operand::DictKeys(d.borrow().keys().cloned().collect()),
            other => {
                let items = super::builtins::collect(other, limits, at)?;
                Operand::Items(items.into_iter().map(|x| Key::new(x, at)).collect::<Result<_, _>>()?)
            }
        })
    }

    /// [`Operand::of`], save that an iterable of items is taken up to its first item that
    /// cannot be hashed, given back with that item's fault: `s.update(xs)` and
    /// `s.difference_update(xs)` do their work on the items before it, as CPython does.
    pub fn until_fault(
        v: Value,
        limits: &crate::limits::Limits,
        at: crate::source::Span,
    ) -> Result<(Operand, Option<crate::sema::Fault>), crate::sema::Fault> {
        if matches!(v, Value::Set(_) | Value::Dict(_)) {
            return Ok((Operand::of(v, limits, at)?, None));
        }
        let mut keys = Vec::new();
        for item in super::builtins::collect(v, limits, at)? {
            match Key::new(item, at) {
                Ok(key) => keys.push(key),
                Err(fault) => return Ok((Operand::Items(keys), Some(fault))),
            }
        }
        Ok((Operand::Items(keys), None))
    }

    /// The operand as a set, built as `set(operand)` would build it.
    pub fn into_set(self) -> SetMap {
        match self {
            Operand::Set(s) => s.copy(),
            Operand::DictKeys(keys) => {
                let mut out = SetMap::default();
                out.merge_dict_keys(keys.iter());
                out
            }
            Operand::Items(items) => items.into_iter().collect(),
        }
    }
}

impl SetMap {
    /// `s.update(operand)` (and `|=`).
    pub fn update(&mut self, operand: Operand) {
        match operand {
            Operand::Set(other) => self.merge(&other),
            Operand::DictKeys(keys) => self.merge_dict_keys(keys.iter()),
            Operand::Items(items) => self.extend(items),
        }
    }

    /// `s.intersection(operand)`.
    pub fn intersection_with(&self, operand: Operand) -> SetMap {
        match operand {
            Operand::Set(other) => self.intersection(&other),
            Operand::DictKeys(items) | Operand::Items(items) => self.intersection_items(items),
        }
    }

    /// `s.difference(operand)`: a set, or a dict (looked up, not iterated), as for `-`; any
    /// other iterable is discarded from a copy.
    pub fn difference_with(&self, operand: Operand) -> SetMap {
        match operand {
            Operand::Set(other) => self.difference(&other),
            Operand::DictKeys(keys) => self.difference(&keys.into_iter().collect()),
            Operand::Items(items) => {
                let mut out = self.copy();
                out.difference_update(items.iter());
                out
            }
        }
    }

    /// `s.symmetric_difference_update(operand)` (and `^=`).
    pub fn symmetric_difference_update_with(&mut self, operand: Operand) {
        match operand {
            Operand::Set(other) => self.symmetric_difference_update(&other),
            Operand::DictKeys(keys) => {
                for key in keys {
                    if !self.remove(&key) {
                        self.insert(key);
                    }
                }
            }
            items @ Operand::Items(_) => self.symmetric_difference_update(&items.into_set()),
        }
    }
}

pub use super::set_order::{check_order, check_pop_order, check_text_order, unordered_items, CpythonOrderOnly};

#[cfg(test)]
mod tests {
    use super::{Key, SetMap, Value};
    use crate::ir::PyStr;
    use std::rc::Rc;

    #[test]
    fn dropping_a_set_drops_its_members() {
        let text = Rc::new(PyStr::from("kept"));
        let other = Rc::new(PyStr::from("other"));
        let mut set = SetMap::default();
        for i in 0..40 {
            set.insert(Key(Value::Int(i)));
        }
        set.insert(Key(Value::Str(text.clone())));
        set.insert(Key(Value::Float(0.5)));
        set.insert(Key(Value::Str(other.clone())));
        set.remove(&Key(Value::Str(other.clone())));
        assert_eq!(Rc::strong_count(&text), 2);
        assert_eq!(Rc::strong_count(&other), 1, "a removed member is let go at once");
        drop(set);
        assert_eq!(Rc::strong_count(&text), 1, "the set's drop let its str member go");
    }
}
