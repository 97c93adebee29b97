//! Dicts in the symbolic domain: keys and values that may be terms (a key that is a term is
//! stored under a placeholder of its own, and keys stay distinct on the path by branching on
//! equality, as sets do). A dict display that is empty or holds a term is a `SymDict`, shared by its aliases and changed in place. The same
//! rules as for lists keep copies from going stale: read-only operations on a dict whose values
//! are all known run on a copy; a dict is copied into another value only when nothing else holds
//! it; a view (`keys`, `values`, `items`) is live (`prover/views.rs`), and where a list of its
//! items stands in for it, the dict may not change while that list is held.
// Only dicts (and the values they combine with) are handled here; every other kind falls through
// to the domain's generic path, which one arm says.
#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only a few kinds are handled here; the rest fall through in one arm"
)]

use super::domain::{SymIter, SymVal, Symbolic};
use super::key_lookup::Missing;
use super::lists::SymList;
use super::symval::unsupported_symbolic;
use crate::interp::views::ViewKind;
use crate::interp::{Key, Value};
use crate::ir::{BinOp, Builtin, CmpOp, Method, PyExc};
use crate::sema::{Domain, Fault};
use crate::smt::BoolTerm;
use crate::source::Span;
use indexmap::IndexMap;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

pub(super) type Entries = IndexMap<Key, SymVal, ahash::RandomState>;

/// A dict of the symbolic domain.
#[derive(Debug, Default)]
pub struct SymDict {
    pub entries: RefCell<Entries>,
    /// The lists its views produced: while one is held, the dict may not change.
    views: RefCell<Vec<Weak<SymList>>>,
    /// Keys that are terms, each stored in `entries` under a placeholder of its own. Keys are
    /// kept distinct on the path: storing under a term branches on its equality with each key
    /// already there.
    terms: RefCell<Vec<(Key, SymVal)>>,
    /// How many times keys were removed (`pop`, `del`, `popitem`, `clear`): see [`DictShape`].
    removals: std::cell::Cell<u32>,
    /// A copy of an object's namespace (`vars(obj)`, `namespaces.rs`): CPython's is the live
    /// dict, so it may not change, nor be copied into a plain value that could outlive the watch.
    pub(super) namespace: std::cell::Cell<bool>,
    /// For a `defaultdict` (`default_dicts.rs`), what it calls for a missing key (`None` for
    /// `defaultdict(None)`, which calls nothing); `None` for a plain dict.
    pub(super) factory: RefCell<Option<Value>>,
}

/// What a loop over a dict checks at each step: its size (CPython's "changed size during
/// iteration"), and how many times keys were removed, so that keys deleted and others added
/// with the size unchanged are seen. CPython goes on from its table's slot there, and raises
/// "keys changed during iteration" or not depending on the table; the entries here shift
/// instead, so such a loop is refused rather than run in another order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DictShape {
    size: usize,
    removals: u32,
}

/// Marks the placeholders of keys that are terms (no program builds such a tuple).
const TERM_KEY: &str = "\u{0}clauz3: a key that is a term";

impl SymDict {
    pub(super) fn new(entries: Entries) -> Rc<SymDict> {
        Rc::new(SymDict { entries: RefCell::new(entries), ..SymDict::default() })
    }

    /// The key an entry is stored under, as the program sees it.
    pub fn key_of(&self, stored: &Key) -> SymVal {
        match self.terms.borrow().iter().find(|(k, _)| k == stored) {
            Some((_, term)) => term.clone(),
            None => SymVal::Concrete(stored.0.clone()),
        }
    }

    /// The entries with their keys as the program sees them.
    pub fn pairs(&self) -> Vec<(SymVal, SymVal)> {
        self.entries.borrow().iter().map(|(k, v)| (self.key_of(k), v.clone())).collect()
    }

    /// Whether a known key is among the keys, looked up as `dict_get` looks it up (hashed),
    /// when no key is a term; `None` otherwise (each key is compared in turn).
    pub(super) fn holds_known(&self, needle: &SymVal, at: Span) -> Result<Option<bool>, Fault> {
        match (key(needle, at)?, self.has_term_keys()) {
            (Some(k), false) => Ok(Some(self.entries.borrow().contains_key(&k))),
            _ => Ok(None),
        }
    }

    pub(super) fn shape(&self) -> DictShape {
        DictShape { size: self.entries.borrow().len(), removals: self.removals.get() }
    }

    fn removed(&self) {
        self.removals.set(self.removals.get().wrapping_add(1));
    }

    fn has_term_keys(&self) -> bool {
        !self.terms.borrow().is_empty()
    }

    /// A copy of the same kind (`d.copy()`), term keys included.
    fn duplicate(&self) -> Rc<SymDict> {
        let copy = self.with_values(Clone::clone);
        *copy.factory.borrow_mut() = self.factory.borrow().clone();
        copy
    }

    /// The dict of `map`, of this dict's kind.
    pub(super) fn value_of(&self, map: crate::interp::DictMap) -> Value {
        match &*self.factory.borrow() {
            Some(factory) => {
                let kind = crate::interp::DictKind::Defaultdict(RefCell::new(factory.clone()));
                Value::Dict(Rc::new(crate::interp::DictCell::of_kind(map, kind)))
            }
            None => Value::dict(map),
        }
    }

    /// A plain dict's copy (`dict(d)`), term keys included, with each value mapped by `f`.
    pub(super) fn with_values(&self, f: impl Fn(&SymVal) -> SymVal) -> Rc<SymDict> {
        let copy = SymDict::new(self.entries.borrow().iter().map(|(k, v)| (k.clone(), f(v))).collect());
        copy.terms.borrow_mut().extend(self.terms.borrow().iter().cloned());
        copy
    }

    /// The entries as plain values, when every key and value is plain already.
    pub fn known(&self) -> Option<Value> {
        if self.has_term_keys() {
            return None;
        }
        let mut map = crate::interp::DictMap::default();
        for (k, v) in self.entries.borrow().iter() {
            let SymVal::Concrete(v) = v else { return None };
            map.insert(k.clone(), v.clone());
        }
        Some(self.value_of(map))
    }

    /// The keys as a plain dict (each mapped to `None`), when no key is a term: all a keys
    /// view reads.
    pub(super) fn plain_keys(&self) -> Option<Value> {
        if self.has_term_keys() {
            return None;
        }
        Some(Value::dict(self.entries.borrow().keys().map(|k| (k.clone(), Value::None)).collect()))
    }

    /// The entries as plain values; with `owned`, nested lists and dicts must be held by this
    /// dict alone (see `lists::plain`).
    pub(super) fn plain(&self, owned: bool) -> Option<Value> {
        if self.has_term_keys() || (owned && self.namespace.get()) {
            return None;
        }
        let mut map = crate::interp::DictMap::default();
        for (k, v) in self.entries.borrow().iter() {
            map.insert(k.clone(), super::lists::plain(v, owned)?);
        }
        Some(self.value_of(map))
    }

    /// Keeps the dict from changing while `list`, a list of a view's items read once, is held.
    pub(super) fn register_view(&self, list: &Rc<SymList>) {
        self.views.borrow_mut().push(Rc::downgrade(list));
    }

    fn mutable(&self, at: Span) -> Result<(), Fault> {
        if self.namespace.get() {
            return Err(super::namespaces::written(at));
        }
        self.views.borrow_mut().retain(|w| w.strong_count() > 0);
        if !self.views.borrow().is_empty() {
            return Err(Fault::unsupported(
                "changing a dict while a list of its `keys()`, `values()` or `items()` is in use is not supported by the prover",
                at,
            ));
        }
        Ok(())
    }
}

/// `v` as a plain key, `None` for a term. CPython hashes a key before it looks: an unhashable
/// one is its `TypeError` (or refused, for a list of the prover's), never a missing key.
fn key(v: &SymVal, at: Span) -> Result<Option<Key>, Fault> {
    Symbolic::hashed_lookup(v, at)?;
    match Symbolic::plain_tuple_key(v.clone()) {
        SymVal::Concrete(c) => Key::new(c, at).map(Some),
        _ => Ok(None),
    }
}

impl Symbolic<'_> {
    /// A dict display: empty or holding a term, it is a dict of the symbolic domain.
    pub(super) fn dict_display(pairs: &[(SymVal, SymVal)]) -> bool {
        pairs.iter().all(|(k, _)| Self::term_key(k))
    }

    /// A key a dict of the symbolic domain may hold: a plain value, a term, or an instance
    /// compared by identity (`object_keys.rs`).
    fn term_key(k: &SymVal) -> bool {
        super::table_keys::table_key(k)
    }

    pub(super) fn new_dict(&mut self, pairs: Vec<(SymVal, SymVal)>, at: Span) -> Result<SymVal, Fault> {
        let dict = SymDict::new(Entries::default());
        for (k, v) in pairs {
            self.dict_set(&dict, &k, v, at)?;
        }
        Ok(SymVal::Dict(dict))
    }

    /// The pairs of a dict (its keys as the program sees them), in order; `None` for any
    /// other value.
    pub(super) fn mapping_items(&mut self, v: &SymVal, at: Span) -> Result<Option<crate::sema::Pairs<SymVal>>, Fault> {
        Ok(match v {
            SymVal::Dict(d) => Some(d.pairs()),
            SymVal::Concrete(c) => self
                .inner
                .dict_items(c, at)?
                .map(|pairs| pairs.into_iter().map(|(k, v)| (SymVal::Concrete(k), SymVal::Concrete(v))).collect()),
            _ => None,
        })
    }

    /// A dict kept as a plain value: only when nothing else holds it.
    pub(super) fn stored_dict(dict: Rc<SymDict>, what: &str, at: Span) -> Result<Value, Fault> {
        match (Rc::strong_count(&dict), dict.known()) {
            (_, Some(_)) if dict.namespace.get() => Err(super::namespaces::kept_elsewhere(what, at)),
            (1, Some(_)) if dict.plain(true).is_some() => Ok(dict.plain(true).unwrap_or(Value::None)),
            (_, Some(_)) => Err(Fault::unsupported(
                format!(
                    "{what}: a dict that is also held elsewhere cannot be copied into another value by the prover yet"
                ),
                at,
            )),
            (_, None) => Err(unsupported_symbolic(what, at)),
        }
    }

    pub(super) fn dict_get(
        &mut self,
        dict: &Rc<SymDict>,
        index: &SymVal,
        default: Option<SymVal>,
        at: Span,
    ) -> Result<SymVal, Fault> {
        if let (Some(k), false) = (key(index, at)?, dict.has_term_keys()) {
            return match (dict.entries.borrow().get(&k).cloned(), default) {
                (Some(v), _) => Ok(v),
                (None, Some(d)) => Ok(d),
                // CPython's `KeyError(key)`, which a handler may show or read `args` of.
                (None, None) => Err(crate::interp::exceptions::key_error(&k.0, at)),
            };
        }
        // A symbolic key (or keys that are terms): the value of the key it equals (a `KeyError`
        // obligation without a default).
        let candidates = dict.pairs();
        let missing = match default {
            Some(d) => Missing::Default(d),
            None => Missing::Raise(PyExc::KeyError, String::new()),
        };
        self.select_by_table_key(candidates, index, missing, "looking a dict up", at)
    }

    pub(super) fn dict_set(
        &mut self,
        dict: &Rc<SymDict>,
        index: &SymVal,
        value: SymVal,
        at: Span,
    ) -> Result<(), Fault> {
        dict.mutable(at)?;
        match self.dict_slot(dict, index, at)? {
            Some(k) => {
                dict.entries.borrow_mut().insert(k, value);
                Ok(())
            }
            None => {
                let plain = key(index, at)?;
                self.insert_new(dict, index, plain, value, at)
            }
        }
    }

    /// Where the key equal to `index` is stored on this path, if one is (a branch per stored
    /// key that may be equal, where some key is a term).
    pub(super) fn dict_slot(&mut self, dict: &Rc<SymDict>, index: &SymVal, at: Span) -> Result<Option<Key>, Fault> {
        let plain = key(index, at)?;
        if let (Some(k), false) = (plain, dict.has_term_keys()) {
            return Ok(dict.entries.borrow().get_full(&k).map(|(_, stored, _)| stored.clone()));
        }
        if !Self::term_key(index) {
            return Err(unsupported_symbolic("storing under this dict key", at));
        }
        self.stored_equal(dict, index, at)
    }

    /// The entry of the key `index` equals on this path, if any (one branch per key that may).
    fn stored_equal(&mut self, dict: &Rc<SymDict>, index: &SymVal, at: Span) -> Result<Option<Key>, Fault> {
        let stored: Vec<Key> = dict.entries.borrow().keys().cloned().collect();
        for k in stored {
            let existing = dict.key_of(&k);
            let eq = self.key_eq(&existing, index, at)?;
            let eq = self.truth_term(&eq, at)?;
            if self.decide(eq, at)? {
                return Ok(Some(k));
            }
        }
        Ok(None)
    }

    /// Adds `index`, equal to no key there on this path, last.
    fn insert_new(
        &mut self,
        dict: &Rc<SymDict>,
        index: &SymVal,
        plain: Option<Key>,
        value: SymVal,
        at: Span,
    ) -> Result<(), Fault> {
        let slot = match plain {
            Some(k) => k,
            None => {
                let n = dict.terms.borrow().len() as i64;
                let placeholder = Key::new(Value::tuple(vec![Value::str(TERM_KEY), Value::Int(n)]), at)?;
                dict.terms.borrow_mut().push((placeholder.clone(), index.clone()));
                placeholder
            }
        };
        dict.entries.borrow_mut().insert(slot, value);
        Ok(())
    }

    /// Iteration over the keys, checking the size at each step as Python does.
    pub(super) fn dict_iter(dict: Rc<SymDict>) -> SymIter {
        let shape = dict.shape();
        SymIter::Dict { dict, kind: ViewKind::Keys, next: 0, shape }
    }

    /// The next item of an iteration over a dict or one of its views.
    pub(super) fn dict_next(
        dict: &Rc<SymDict>,
        kind: ViewKind,
        next: &mut usize,
        shape: DictShape,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let now = dict.shape();
        if now.size != shape.size {
            return Err(Fault::exc(PyExc::RuntimeError, "dictionary changed size during iteration", at));
        }
        if now.removals != shape.removals {
            return Err(Fault::unsupported(
                "a loop over a dict from which keys were deleted and others added while it runs (where CPython goes on, or raises `RuntimeError`, depends on its hash table) is not supported by the prover",
                at,
            ));
        }
        let entries = dict.entries.borrow();
        let item = entries.get_index(*next).map(|(k, v)| super::views::pick(kind, dict.key_of(k), v.clone()));
        *next += 1;
        Ok(item)
    }

    /// `d | other` of two dicts (a plain dict or a `defaultdict`), one at least the prover's: a
    /// new dict of `d`'s items updated by `other`'s. A `defaultdict` on either side makes a
    /// `defaultdict` with its factory (the left one's first: on the right, its `__ror__` runs
    /// before `dict.__or__`, as for any subclass's reflected operator).
    pub(super) fn dict_union(&mut self, op: BinOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        let as_dict = |v: &SymVal| match v {
            SymVal::Dict(d) => Some(d.duplicate()),
            SymVal::Concrete(Value::Dict(d))
                if d.is_plain() || matches!(d.kind(), crate::interp::DictKind::Defaultdict(_)) =>
            {
                match super::default_dicts::adopt_dict(d) {
                    SymVal::Dict(copy) => Some(copy),
                    _ => None,
                }
            }
            _ => None,
        };
        if op != BinOp::BitOr || !matches!((l, r), (SymVal::Dict(_), _) | (_, SymVal::Dict(_))) {
            return Ok(None);
        }
        let (Some(merged), Some(right)) = (as_dict(l), as_dict(r)) else { return Ok(None) };
        if merged.factory.borrow().is_none() {
            *merged.factory.borrow_mut() = right.factory.borrow().clone();
        }
        self.dict_method(Method::Update, &merged, vec![SymVal::Dict(right)], Vec::new(), at)?;
        Ok(Some(SymVal::Dict(merged)))
    }

    /// `d |= other`: `dict.__ior__` is `update` (a mapping or an iterable of pairs, which
    /// `d | other` refuses), changing the dict every name holding it sees.
    pub(super) fn dict_inplace(&mut self, op: BinOp, l: &SymVal, r: SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        let (BinOp::BitOr, SymVal::Dict(dict)) = (op, l) else { return Ok(None) };
        self.dict_method(Method::Update, dict, vec![r], Vec::new(), at)?;
        Ok(Some(l.clone()))
    }

    pub(super) fn dict_method(
        &mut self,
        m: Method,
        dict: &Rc<SymDict>,
        args: Vec<SymVal>,
        kwargs: Vec<(Rc<str>, SymVal)>,
        at: Span,
    ) -> Result<SymVal, Fault> {
        match (m, args.as_slice(), kwargs.is_empty()) {
            (Method::Get, [k], true) => return self.dict_get(dict, k, Some(SymVal::Concrete(Value::None)), at),
            (Method::Get, [k, d], true) => return self.dict_get(dict, k, Some(d.clone()), at),
            (Method::Keys | Method::Values | Method::Items, [], true) => return Ok(Self::view_of(dict, m)),
            (Method::Copy, [], true) => return Ok(SymVal::Dict(dict.duplicate())),
            (Method::Update | Method::Popitem | Method::Clear, _, _) if dict.has_term_keys() => {
                return Err(unsupported_symbolic(&format!("`.{}()` on a dict whose keys are terms", m.name()), at))
            }
            (Method::Setdefault, [k, d], true) => {
                if let Some(slot) = self.dict_slot(dict, k, at)? {
                    return Ok(dict.entries.borrow().get(&slot).cloned().unwrap_or(SymVal::Concrete(Value::None)));
                }
                dict.mutable(at)?;
                self.insert_new(dict, k, key(k, at)?, d.clone(), at)?;
                return Ok(d.clone());
            }
            (Method::Pop, [k, rest @ ..], true) if rest.len() <= 1 => {
                // CPython's `dict.pop` answers an empty dict before it hashes the key.
                if dict.entries.borrow().is_empty() {
                    match (rest.first(), k.known()) {
                        (Some(default), _) => return Ok(default.clone()),
                        (None, Some(known)) => return Err(crate::interp::exceptions::key_error(known, at)),
                        (None, None) => {}
                    }
                }
                let Some(slot) = self.dict_slot(dict, k, at)? else {
                    // No key equals it on this path: the default, or `KeyError`.
                    return self.dict_get(dict, k, rest.first().cloned(), at);
                };
                dict.mutable(at)?;
                let value = dict.entries.borrow_mut().shift_remove(&slot);
                dict.removed();
                return Ok(value.unwrap_or(SymVal::Concrete(Value::None)));
            }
            (Method::Update, others, _) if others.len() <= 1 => {
                dict.mutable(at)?;
                let mut pairs = match others.first() {
                    None => Vec::new(),
                    Some(other) => match self.mapping_items(other, at)? {
                        Some(pairs) => pairs,
                        // `d.update([(k, v), ...])`: pairs of known length two, in order.
                        None => sequence_items(other)
                            .and_then(pairs_of)
                            .ok_or_else(|| unsupported_symbolic("`update()` with this value", at))?,
                    },
                };
                // `d.update(k=v)`: each keyword is a str key.
                pairs.extend(kwargs.into_iter().map(|(k, v)| (SymVal::Concrete(Value::str(&*k)), v)));
                // Through `dict_set`, so a key that is a term of the other dict is compared
                // with the keys already here.
                for (k, v) in pairs {
                    self.dict_set(dict, &k, v, at)?;
                }
                return Ok(SymVal::Concrete(Value::None));
            }
            (Method::Clear, [], true) => {
                dict.mutable(at)?;
                dict.entries.borrow_mut().clear();
                dict.removed();
                return Ok(SymVal::Concrete(Value::None));
            }
            (Method::Popitem, [], true) => {
                dict.mutable(at)?;
                let last = dict.entries.borrow_mut().pop();
                dict.removed();
                return match last {
                    Some((k, v)) => Ok(SymVal::tuple(vec![dict.key_of(&k), v])),
                    None => {
                        Err(crate::interp::exceptions::key_error(&Value::str("popitem(): dictionary is empty"), at))
                    }
                };
            }
            _ => {}
        }
        Err(unsupported_symbolic(&format!("`.{}()` on a dict holding symbolic values", m.name()), at))
    }

    /// `dict(pairs)` of a list or tuple (`zip(keys, values)` held as one) whose items are each
    /// a pair of known length two: the dict a display of those pairs makes, in order, a later
    /// equal key keeping the first one's place with the later value, as CPython's `dict()`
    /// does. `None` for anything else (an item whose length is unknown or not two, which
    /// CPython reports with messages of its own), left to the generic path.
    pub(super) fn dict_of_pairs(&mut self, args: &[SymVal], at: Span) -> Result<Option<SymVal>, Fault> {
        let items = match args {
            [SymVal::List(l)] => l.items.borrow().clone(),
            [SymVal::Tuple(t)] => t.to_vec(),
            _ => return Ok(None),
        };
        let Some(pairs) = pairs_of(items) else { return Ok(None) };
        if !Self::dict_display(&pairs) {
            return Ok(None);
        }
        self.new_dict(pairs, at).map(Some)
    }

    /// Builtins over a dict of the symbolic domain; `None` leaves the call to the generic path.
    /// The eager ones that only iterate it (`sorted(d)`, `min(d)`, `set(d)`, ...) read its keys,
    /// which are what iterating a dict gives.
    pub(super) fn dict_builtin(&mut self, b: Builtin, args: &[SymVal], at: Span) -> Result<Option<SymVal>, Fault> {
        let [SymVal::Dict(dict)] = args else { return Ok(None) };
        let keys = || dict.entries.borrow().keys().map(|k| dict.key_of(k)).collect::<Vec<_>>();
        Ok(Some(match b {
            Builtin::Len => SymVal::Concrete(Value::Int(dict.entries.borrow().len() as i64)),
            Builtin::Bool => SymVal::Concrete(Value::Bool(!dict.entries.borrow().is_empty())),
            Builtin::List => SymVal::List(SymList::new(keys())),
            Builtin::Tuple => SymVal::tuple(keys()),
            Builtin::Dict => SymVal::Dict(dict.with_values(Clone::clone)),
            Builtin::Sorted
            | Builtin::Min
            | Builtin::Max
            | Builtin::Set
            | Builtin::Sum
            | Builtin::Any
            | Builtin::All => {
                return self.builtin(b, vec![SymVal::List(SymList::new(keys()))], Vec::new(), at).map(Some);
            }
            _ => return Ok(None),
        }))
    }

    /// `dict(d, key=value, ...)` of a dict of the symbolic domain, or of pairs `dict_of_pairs`
    /// reads (`dict(zip(names, row), key=value)`): a copy of `d` (its values shared, as
    /// CPython's) or the dict of the pairs, then each keyword stored under its name in order,
    /// as CPython updates it; `None` leaves any other call to the generic path.
    pub(super) fn dict_with_keywords(
        &mut self,
        args: &[SymVal],
        kwargs: &[(Rc<str>, SymVal)],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if kwargs.is_empty() {
            return Ok(None);
        }
        let copy = match args {
            [SymVal::Dict(dict)] => dict.with_values(Clone::clone),
            [_] => match self.dict_of_pairs(args, at)? {
                Some(SymVal::Dict(made)) => made,
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        for (name, value) in kwargs {
            self.dict_set(&copy, &SymVal::Concrete(Value::str(&**name)), value.clone(), at)?;
        }
        Ok(Some(SymVal::Dict(copy)))
    }

    /// `==`/`!=` between dicts: same keys, equal values.
    pub(super) fn dict_compare(
        &mut self,
        op: CmpOp,
        l: &SymVal,
        r: &SymVal,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let entries = |v: &SymVal| -> Option<Entries> {
            match v {
                SymVal::Dict(d) if d.has_term_keys() => None,
                SymVal::Dict(d) => Some(d.entries.borrow().clone()),
                SymVal::Concrete(Value::Dict(d)) => {
                    Some(d.borrow().iter().map(|(k, v)| (k.clone(), SymVal::Concrete(v.clone()))).collect())
                }
                _ => None,
            }
        };
        if !(matches!(l, SymVal::Dict(_)) || matches!(r, SymVal::Dict(_))) || matches!(op, CmpOp::In | CmpOp::NotIn) {
            return Ok(None);
        }
        let is_dict = |v: &SymVal| matches!(v, SymVal::Dict(_) | SymVal::Concrete(Value::Dict(_)));
        let (CmpOp::Eq | CmpOp::NotEq, Some(a), Some(b)) = (op, entries(l), entries(r)) else {
            if matches!(op, CmpOp::Eq | CmpOp::NotEq) && is_dict(l) && is_dict(r) {
                // Two dicts, one keyed by terms: equal for some values of the keys.
                return Err(unsupported_symbolic("comparing dicts whose keys are symbolic", at));
            }
            return match op {
                CmpOp::IsNone => Ok(Some(SymVal::Concrete(Value::Bool(false)))),
                CmpOp::IsNotNone => Ok(Some(SymVal::Concrete(Value::Bool(true)))),
                CmpOp::Eq => Ok(Some(SymVal::Concrete(Value::Bool(false)))),
                CmpOp::NotEq => Ok(Some(SymVal::Concrete(Value::Bool(true)))),
                _ => Err(super::exceptions::unshown(Fault::type_error(
                    format!("'{}' not supported between dicts", op.symbol()),
                    at,
                ))),
            };
        };
        let mut same = vec![BoolTerm::lit(a.len() == b.len())];
        for (k, x) in &a {
            match b.get(k) {
                Some(y) => {
                    let eq = self.item_eq(x.clone(), y.clone(), at)?;
                    same.push(Self::as_bool(&eq).ok_or_else(|| unsupported_symbolic("comparing dicts", at))?);
                }
                None => same.push(BoolTerm::lit(false)),
            }
        }
        let all = BoolTerm::and(&same);
        Ok(Some(SymVal::Bool(if op == CmpOp::Eq { all } else { all.not() })))
    }
}

impl Symbolic<'_> {
    /// `d.get(key[, default])` and `seq.index(x)` on a concrete dict, list or tuple given a
    /// symbolic argument, which the interpreter cannot run; `None` for any other call.
    pub(super) fn concrete_receiver_method(
        &mut self,
        m: Method,
        receiver: &SymVal,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let SymVal::Concrete(container) = receiver else { return Ok(None) };
        if args.iter().all(|a| matches!(a, SymVal::Concrete(_))) {
            return Ok(None);
        }
        match (m, container, args) {
            (Method::Get, Value::Dict(_), [key]) => self.symbolic_get(container, key, None, at).map(Some),
            (Method::Get, Value::Dict(_), [key, default]) => {
                self.symbolic_get(container, key, Some(default), at).map(Some)
            }
            (Method::Index, Value::List(_) | Value::Tuple(_), [needle]) => {
                self.symbolic_index(container, needle, at).map(Some)
            }
            _ => Ok(None),
        }
    }
}

/// The items of a list or tuple, the prover's or a plain one (not an iterator held as a list).
fn sequence_items(v: &SymVal) -> Option<Vec<SymVal>> {
    match v {
        SymVal::List(l) if !l.iterator.get() => Some(l.items.borrow().clone()),
        SymVal::Tuple(t) => Some(t.to_vec()),
        SymVal::Concrete(Value::List(l)) => Some(l.borrow().iter().cloned().map(SymVal::Concrete).collect()),
        SymVal::Concrete(Value::Tuple(t)) => Some(t.iter().cloned().map(SymVal::Concrete).collect()),
        _ => None,
    }
}

/// Each item as a key and a value, where every item is a pair of known length two (a tuple,
/// or a list of which only the two items are kept, as CPython keeps them, each with its own
/// identity: `dict(line.split("=", 1) for ...)`); `None` where one is not (CPython reports
/// those with messages of its own, left to the generic path).
fn pairs_of(items: Vec<SymVal>) -> Option<Vec<(SymVal, SymVal)>> {
    let pair = |item: &SymVal| match item {
        SymVal::Tuple(t) if t.len() == 2 => Some((t[0].clone(), t[1].clone())),
        SymVal::Concrete(Value::Tuple(t)) if t.len() == 2 => {
            Some((SymVal::Concrete(t[0].clone()), SymVal::Concrete(t[1].clone())))
        }
        SymVal::List(l) if !l.iterator.get() && l.items.borrow().len() == 2 => {
            let two = l.items.borrow();
            Some((two[0].clone(), two[1].clone()))
        }
        SymVal::Concrete(Value::List(l)) if l.borrow().len() == 2 => {
            let two = l.borrow();
            Some((SymVal::Concrete(two[0].clone()), SymVal::Concrete(two[1].clone())))
        }
        _ => None,
    };
    items.iter().map(pair).collect()
}
