//! Instances of the program's classes as dict keys and set members. The domains hash and
//! compare keys themselves and cannot call the program, so before an operation that hashes
//! keys, this runs what CPython would run for them: each instance's own `__hash__`, kept on
//! the instance (a hash that later changes is refused), and `stored == key` for every stored
//! key of equal hash that is not the key itself, kept in a table the domain reads while the
//! operation runs. A comparison the table does not answer leaves a mark, and the operation is
//! refused rather than guessed. Instances hashed by identity or by a frozen dataclass's fields
//! need none of this: the domain hashes them alone.

use super::BuildKind;
use super::{Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp, HashRule, Method};
use crate::source::Span;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// How deep into tuples and frozensets keys are searched for instances.
pub(super) const KEY_DEPTH: usize = 16;
/// The most keys a table may have to be read whole for an operation whose own keys hold no
/// instance (`small_table`): enough for a table keyed by every `HTTPStatus` member (62, as
/// `http.client.responses` is), looked up by plain ints.
const SMALL_TABLE: i64 = 64;

thread_local! {
    static SETTLED: RefCell<Settled> = RefCell::new(Settled::default());
}

/// The program's answers to `stored == key` for one operation, by the two instances'
/// addresses, and whether the domain met a pair with no answer.
#[derive(Default)]
struct Settled {
    eqs: HashMap<(usize, usize), bool>,
    /// Instances by address, with what they compared as with every value of equal hash that
    /// is no instance (`None` when the answers differed).
    foreign: HashMap<usize, Option<bool>>,
    unsettled: bool,
}

fn pair<A, B>(a: &Rc<A>, b: &Rc<B>) -> (usize, usize) {
    let (a, b) = (Rc::as_ptr(a).cast::<()>() as usize, Rc::as_ptr(b).cast::<()>() as usize);
    (a.min(b), a.max(b))
}

/// What the program said two distinct key instances compare as, if the operation that is
/// running asked it.
pub fn settled_eq<A, B>(a: &Rc<A>, b: &Rc<B>) -> Option<bool> {
    SETTLED.with(|s| s.borrow().eqs.get(&pair(a, b)).copied())
}

/// Marks a comparison of an instance with its own `__eq__` that the program was not asked
/// (the operation is refused), answering `false` for now.
pub fn unsettled() -> bool {
    SETTLED.with(|s| s.borrow_mut().unsettled = true);
    false
}

fn settle<A, B>(a: &Rc<A>, b: &Rc<B>, eq: bool) {
    SETTLED.with(|s| {
        s.borrow_mut().eqs.insert(pair(a, b), eq);
    });
}

/// What the program said an instance compares as with the values of equal hash that are no
/// instances it met as a key in the running operation, when it said one thing to all of them.
pub fn foreign_eq<A>(a: &Rc<A>) -> Option<bool> {
    let a = Rc::as_ptr(a).cast::<()>() as usize;
    SETTLED.with(|s| s.borrow().foreign.get(&a).copied().flatten())
}

fn settle_foreign<A>(a: &Rc<A>, eq: bool) {
    let a = Rc::as_ptr(a).cast::<()>() as usize;
    SETTLED.with(|s| {
        let mut s = s.borrow_mut();
        let agreed = match s.foreign.get(&a) {
            None => Some(eq),
            Some(before) => before.filter(|b| *b == eq),
        };
        s.foreign.insert(a, agreed);
    });
}

/// Starts a run with no answers and no mark (a run before it on this thread, in either
/// domain, may have ended with either).
pub(super) fn start_run() {
    SETTLED.with(|s| *s.borrow_mut() = Settled::default());
}

/// Whether a comparison went unanswered since last asked.
fn take_unanswered() -> bool {
    SETTLED.with(|s| std::mem::take(&mut s.borrow_mut().unsettled))
}

/// Sets the answers aside (an operation's own, while the program runs for another one inside
/// its `__hash__` or `__eq__`), giving the ones set aside before.
fn swap_answers(answers: Answers) -> Answers {
    SETTLED.with(|s| {
        let mut s = s.borrow_mut();
        (std::mem::replace(&mut s.eqs, answers.0), std::mem::replace(&mut s.foreign, answers.1))
    })
}

type Answers = (HashMap<(usize, usize), bool>, HashMap<usize, Option<bool>>);

fn unanswered(at: Span) -> Fault {
    Fault::unsupported(
        "two keys of equal hash, one an instance whose class defines `__eq__`, compared where clauz3 did not ask that `__eq__`",
        at,
    )
}

/// Which keys an operation hashes.
pub(super) enum Keys<'a, V> {
    /// These values, as they are (`d[k]`, `k in s`).
    Each(&'a [V]),
    /// The items of these iterables, and the items of the pairs among them (`set(xs)`,
    /// `s |= t`, a dict's items view): never the iterables themselves, which CPython iterates
    /// without hashing (a frozenset or tuple argument's members are hashed once).
    Within(&'a [V]),
    /// The first parts of the pairs these iterables hold (`dict(pairs)`, `d.update(pairs)`):
    /// CPython hashes each key once and never a pair or its value. A dict among them gives
    /// its keys, as for `Within`.
    Pairs(&'a [V]),
    /// As `Within`, each key looked up twice (`Counter` counting: `self[k] = self.get(k, 0) +
    /// 1` probes the table for the `get`, then again for the store, comparing each time).
    Counted(&'a [V]),
    /// As `Each`, each key looked up twice (an `OrderedDict`'s store or deletion probes its
    /// dict, then its own order, comparing each time).
    Twice(&'a [V]),
    /// As `Pairs`, each key hashed afresh (a dict's too) and looked up twice: an
    /// `OrderedDict`'s `update` stores each pair as `od[k] = v` does.
    OrderedPairs(&'a [V]),
    /// As `Within`, each item only looked up, never added (`==` and `<=` of sets): the items
    /// meet the containers' keys but not each other.
    Lookups(&'a [V]),
    /// As `Each`, with the hash a table stored for it (a set's member looked up in another
    /// set): no `__hash__` call.
    Stored(&'a [V]),
}

impl<'p, D: super::Domain + 'p> Evaluator<'p, D> {
    /// Runs `op`, which hashes `keys` and compares them with each other and with the keys of
    /// `containers` (dicts, sets and their views), once the program's `__hash__` and `__eq__`
    /// have been asked what CPython would ask.
    pub(super) fn with_keys<T>(
        &mut self,
        keys: Keys<'_, Val<D>>,
        containers: &[&Val<D>],
        at: Span,
        op: impl FnOnce(&mut Self) -> Result<T, Fault>,
    ) -> Result<T, Fault> {
        if !self.keyed_objects() {
            return op(self);
        }
        self.keys_settled(at)?;
        let outer = swap_answers(Answers::default());
        let within = matches!(
            keys,
            Keys::Within(_) | Keys::Pairs(_) | Keys::Counted(_) | Keys::OrderedPairs(_) | Keys::Lookups(_)
        );
        let adds = !matches!(keys, Keys::Lookups(_));
        let probes = if matches!(keys, Keys::Counted(_) | Keys::Twice(_) | Keys::OrderedPairs(_)) { 2 } else { 1 };
        let done = match self.key_candidates(keys, at) {
            Ok(candidates) => self.settle_candidates(candidates, containers, (within, adds), probes, at),
            Err(fault) => Err(fault),
        };
        let done = done.and_then(|()| op(self));
        swap_answers(outer);
        // A failure is no more trusted than a result: `d[200]` raising `KeyError` because a
        // stored member equal to 200 was taken as unequal is refused too.
        if take_unanswered() {
            return Err(unanswered(at));
        }
        done
    }

    /// Refuses the run when an operation not prepared here compared an instance with its own
    /// `__eq__` as a key (its answer may have been wrong): checked at each statement and before
    /// each prepared operation.
    pub(super) fn keys_settled(&mut self, at: Span) -> Result<(), Fault> {
        if self.keyed_objects() && take_unanswered() {
            return Err(unanswered(at));
        }
        Ok(())
    }

    /// The keys `keys` stands for, in the order the operation hashes them, each with whether
    /// it is hashed afresh (not a key of a dict or set, whose stored hash CPython reuses).
    fn key_candidates(&mut self, keys: Keys<'_, Val<D>>, at: Span) -> Result<Vec<(Val<D>, bool)>, Fault> {
        let (values, within) = match keys {
            Keys::Each(values) | Keys::Twice(values) => (values, false),
            Keys::Stored(values) => return Ok(values.iter().map(|v| (v.clone(), false)).collect()),
            Keys::Within(values) | Keys::Counted(values) | Keys::Lookups(values) => (values, true),
            Keys::Pairs(values) => return self.pair_key_candidates(values, false, at),
            Keys::OrderedPairs(values) => return self.pair_key_candidates(values, true, at),
        };
        let mut out = Vec::new();
        for v in values {
            if !within {
                out.push((v.clone(), true));
                continue;
            }
            let Some(items) = self.collected_keys(v, at)? else { continue };
            let fresh = !self.is_table(v, at)?;
            for item in items {
                if self.is_builtin_instance(&item, Builtin::Tuple, at)? && !self.is_object(&item) {
                    // Hashing the tuple hashes its parts: each instance's `__hash__` runs once.
                    let parts = self.collected(&item, at)?.unwrap_or_default();
                    out.push((item, fresh));
                    out.extend(parts.into_iter().map(|p| (p, false)));
                } else {
                    out.push((item, fresh));
                }
            }
        }
        Ok(out)
    }

    /// The keys `Keys::Pairs` stands for: each pair's first part, hashed afresh, and a dict's
    /// keys, with their stored hashes unless `fresh_tables`.
    fn pair_key_candidates(
        &mut self,
        values: &[Val<D>],
        fresh_tables: bool,
        at: Span,
    ) -> Result<Vec<(Val<D>, bool)>, Fault> {
        let mut out = Vec::new();
        for v in values {
            let Some(items) = self.collected_keys(v, at)? else { continue };
            if self.is_table(v, at)? {
                out.extend(items.into_iter().map(|key| (key, fresh_tables)));
                continue;
            }
            for item in items {
                if self.is_object(&item) || self.domain.as_lazy(&item).is_some() || self.domain.is_iterator(&item) {
                    continue;
                }
                if let Some(key) = self.collected(&item, at)?.and_then(|parts| parts.into_iter().next()) {
                    out.push((key, true));
                }
            }
        }
        Ok(out)
    }

    /// The keys `c` holds, as a lookup in it meets them: a dict's or set's keys, and the first
    /// parts of a dict's items view's pairs where one key is looked up in it (`(k, v) in
    /// d.items()` finds `k` among the dict's keys, then compares the values).
    fn stored_keys(&mut self, c: &Val<D>, within: bool, at: Span) -> Result<Vec<Val<D>>, Fault> {
        let stored = self.collected_keys(c, at)?.unwrap_or_default();
        if within || self.is_object(c) || self.type_name(c, at)? != "dict_items" {
            return Ok(stored);
        }
        let mut keys = Vec::with_capacity(stored.len());
        for pair in stored {
            keys.extend(self.collected(&pair, at)?.and_then(|parts| parts.into_iter().next()));
        }
        Ok(keys)
    }

    /// The items of a container (a dict's keys), taken without running the program: `None`
    /// for anything read only once (a generator, `zip`, `map`, `iter(xs)`: reading it here
    /// would leave the operation nothing), an instance or a str (left to the operation itself).
    fn collected_keys(&mut self, v: &Val<D>, at: Span) -> Result<Option<Vec<Val<D>>>, Fault> {
        if self.domain.as_lazy(v).is_some() || self.is_object(v) {
            return Ok(None);
        }
        let sequence =
            self.is_builtin_instance(v, Builtin::List, at)? || self.is_builtin_instance(v, Builtin::Tuple, at)?;
        let values = !sequence && self.type_name(v, at)? == "dict_values";
        if !(sequence || values || self.is_table(v, at)? || self.is_view(v, at)?) {
            return Ok(None);
        }
        self.collected(v, at)
    }

    /// Whether `v` is an instance, or a tuple or frozenset holding one (the values whose hash
    /// or equality may be the program's).
    pub(super) fn key_holds_object(&mut self, v: &Val<D>, depth: usize, at: Span) -> Result<bool, Fault> {
        if self.is_object(v) {
            return Ok(true);
        }
        let nests =
            self.is_builtin_instance(v, Builtin::Tuple, at)? || self.is_builtin_instance(v, Builtin::Frozenset, at)?;
        if !nests || depth == 0 {
            return Ok(false);
        }
        let Some(items) = self.collected(v, at)? else { return Ok(false) };
        for item in &items {
            if self.key_holds_object(item, depth - 1, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// The hashes of the instances in the fields a frozen dataclass's `hash()` hashes.
    pub(super) fn pin_field_hashes(&mut self, fields: &[Val<D>], at: Span) -> Result<(), Fault> {
        if !self.keyed_objects() {
            return Ok(());
        }
        for v in fields {
            if self.key_holds_object(v, KEY_DEPTH, at)? {
                self.pin_hashes(v, true, KEY_DEPTH, at)?;
            }
        }
        Ok(())
    }

    /// Takes the hash of every instance in `v` whose class hashes by its own `__hash__`
    /// (through frozen dataclasses' fields, tuples and frozensets), keeping the first one; a
    /// key that is not `fresh` keeps the hash it has.
    fn pin_hashes(&mut self, v: &Val<D>, fresh: bool, depth: usize, at: Span) -> Result<(), Fault> {
        let parts = match self.domain.as_object(v) {
            Some(obj) => match obj.class.hash_rule() {
                HashRule::Method(_) if fresh || obj.key_hash.borrow().is_none() => return self.pin_hash(&obj, v, at),
                HashRule::Method(_) => return Ok(()),
                HashRule::Fields => {
                    obj.class.hashed_fields().and_then(|spec| obj.hash_values_of(spec)).unwrap_or_default()
                }
                HashRule::Identity | HashRule::Unhashable | HashRule::Unmodelled | HashRule::Builtin => return Ok(()),
            },
            None if self.key_holds_object(v, 1, at)? => self.collected(v, at)?.unwrap_or_default(),
            None => return Ok(()),
        };
        if depth == 0 {
            return Ok(());
        }
        for part in &parts {
            if self.key_holds_object(part, depth - 1, at)? {
                self.pin_hashes(part, fresh, depth - 1, at)?;
            }
        }
        Ok(())
    }

    fn pin_hash(&mut self, obj: &Rc<super::Instance<Val<D>>>, v: &Val<D>, at: Span) -> Result<(), Fault> {
        let (hash, varies) = if let HashRule::Method(f) = obj.class.hash_rule() {
            self.hash_for_table(f, |ev| ev.object_hash(v, at))?
        } else {
            (self.object_hash(v, at)?, false)
        };
        let first = obj.key_hash.borrow().clone();
        match first {
            None => {
                *obj.key_hash.borrow_mut() = Some(hash);
                obj.key_hash_varies.set(varies);
            }
            Some(first) => {
                if !self.domain.test(CmpOp::Eq, first, hash, at)? {
                    return Err(Fault::unsupported(
                        format!(
                            "an instance of `{}` whose `__hash__` changed after it served as a dict key or set member: clauz3 hashes an instance by its first hash",
                            obj.class.name
                        ),
                        at,
                    ));
                }
            }
        }
        Ok(())
    }

    /// Asks `stored == key` for each candidate key and each stored key of equal hash (the
    /// containers' keys, then the candidates before it), as CPython's tables would, where
    /// either holds an instance. With `within`, the parts of stored pairs are keys too (a
    /// dict's items view holds pairs whose first part is looked up). Unless it `adds` them,
    /// the candidates are only looked up and never meet each other. Each key probes the
    /// table `probes` times, each probe comparing again.
    fn settle_candidates(
        &mut self,
        candidates: Vec<(Val<D>, bool)>,
        containers: &[&Val<D>],
        (within, adds): (bool, bool),
        probes: usize,
        at: Span,
    ) -> Result<(), Fault> {
        let mut fresh_objects = false;
        for (key, _) in &candidates {
            fresh_objects = fresh_objects || self.key_holds_object(key, KEY_DEPTH, at)?;
        }
        // `Some` for an operation on one key, holding its hash (when it has one).
        let lone = if within || candidates.len() != 1 { None } else { Some(self.lone_key_hash(&candidates[0], at)?) };
        let mut keys = Vec::new();
        for c in containers {
            let bucket = lone.as_ref().and_then(Option::as_ref).and_then(|h| self.domain.keys_with_hash(c, h));
            if bucket.is_none() && !fresh_objects && !self.small_table(c, at)? {
                continue;
            }
            let stored = match bucket {
                Some(stored) => stored,
                None => self.stored_keys(c, within, at)?,
            };
            self.stored_apart(&stored, at)?;
            for k in stored {
                if within && !self.is_object(&k) && self.is_builtin_instance(&k, Builtin::Tuple, at)? {
                    for part in self.collected(&k, at)?.unwrap_or_default() {
                        let holds = self.key_holds_object(&part, KEY_DEPTH, at)?;
                        keys.push((part, holds));
                    }
                }
                let holds = self.key_holds_object(&k, KEY_DEPTH, at)?;
                keys.push((k, holds));
            }
        }
        if !fresh_objects && !keys.iter().any(|(_, holds)| *holds) {
            return Ok(());
        }
        let mut hashes = Vec::with_capacity(keys.len() + candidates.len());
        for (k, _) in &keys {
            hashes.push(self.key_hash(k, at)?);
        }
        // Each key is hashed, then compared, before the next is hashed. A key equal to an
        // earlier one is found there: CPython compares it no further, and later keys never
        // meet it (it was not added).
        let mut found = vec![false; keys.len() + candidates.len()];
        for (key, fresh) in candidates {
            let holds = self.key_holds_object(&key, KEY_DEPTH, at)?;
            if holds && lone.is_none() {
                self.pin_hashes(&key, fresh, KEY_DEPTH, at)?;
            }
            hashes.push(match &lone {
                Some(hash) => hash.clone(),
                None => self.key_hash(&key, at)?,
            });
            keys.push((key, holds));
            let j = keys.len() - 1;
            for _ in 0..probes {
                for i in 0..j {
                    if found[i] || !(keys[i].1 || keys[j].1) {
                        continue;
                    }
                    let (Some(a), Some(b)) = (&hashes[i], &hashes[j]) else { continue };
                    if !self.domain.test(CmpOp::Eq, a.clone(), b.clone(), at)? {
                        continue;
                    }
                    let (stored, key) = (keys[i].0.clone(), keys[j].0.clone());
                    if self.settle_pair(&stored, &key, at)? {
                        found[j] = true;
                        self.unreached(&keys[i + 1..j], &key);
                        break;
                    }
                }
            }
            if !adds {
                keys.pop();
                hashes.pop();
                found[j] = false;
            }
        }
        Ok(())
    }

    /// The hash of an operation's one key, its instances' own hashes taken first: the stored
    /// keys it can meet are those of this hash, which a domain may find without reading its
    /// whole table. `None` for a key with no hash (the operation raises or refuses itself).
    fn lone_key_hash(&mut self, (key, fresh): &(Val<D>, bool), at: Span) -> Result<Option<Val<D>>, Fault> {
        if self.key_holds_object(key, KEY_DEPTH, at)? {
            self.pin_hashes(key, *fresh, KEY_DEPTH, at)?;
        }
        self.key_hash(key, at)
    }

    /// The stored instances after the one `key` was found equal to: CPython's probe stopped
    /// before them, so they do not match it, whatever the domain's table meets first.
    fn unreached(&mut self, later: &[(Val<D>, bool)], key: &Val<D>) {
        let Some(key) = self.domain.as_object(key) else { return };
        for (stored, _) in later {
            if let Some(stored) = self.domain.as_object(stored) {
                if !Rc::ptr_eq(&stored, &key) && settled_eq(&stored, &key).is_none() {
                    settle(&stored, &key, false);
                }
            }
        }
    }

    /// Whether a table is read whole before an operation whose own keys hold no instance (for
    /// a stored instance meeting a key of another type, or a copy): only a small one, so a
    /// program with such classes does not pay a pass over a large table per lookup. Past it,
    /// such a meeting is refused (the domain finds the comparison unanswered).
    fn small_table(&mut self, c: &Val<D>, at: Span) -> Result<bool, Fault> {
        let Ok(len) = self.domain.builtin(Builtin::Len, vec![c.clone()], Vec::new(), at) else { return Ok(false) };
        let limit = self.domain.constant(&crate::ir::Const::Int(SMALL_TABLE), at)?;
        self.domain.test(CmpOp::LtE, len, limit, at)
    }

    /// Two instances that are keys of one dict or set are unequal: CPython compared them when
    /// the later one was added, and copying or merging the table does not ask again.
    fn stored_apart(&mut self, stored: &[Val<D>], at: Span) -> Result<(), Fault> {
        let objects: Vec<_> = stored.iter().filter_map(|k| self.domain.as_object(k)).collect();
        if objects.len() < 2 || objects.iter().all(|o| !o.class.own_eq()) {
            return Ok(());
        }
        // Grouped by hash (an int, written out), so a large table costs one pass.
        let mut by_hash: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, o) in objects.iter().enumerate() {
            let v = self.domain.object_value(o.clone());
            if let Some(h) = self.key_hash(&v, at)? {
                by_hash.entry(self.domain.show(&h)).or_default().push(i);
            }
        }
        for group in by_hash.values() {
            for (n, &j) in group.iter().enumerate() {
                for &i in &group[..n] {
                    settle(&objects[i], &objects[j], false);
                }
            }
        }
        Ok(())
    }

    /// The domain's hash of a key whose instances' hashes are taken; `None` when it has none
    /// (the operation itself raises or refuses).
    fn key_hash(&mut self, key: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        match self.domain.table_hash(key.clone(), at) {
            Ok((h, _)) => Ok(Some(h)),
            Err(fault) if matches!(fault.kind(), super::FaultKind::Exception(_) | super::FaultKind::Unsupported) => {
                Ok(None)
            }
            Err(fault) => Err(fault),
        }
    }

    /// `stored == key` as CPython's tables compare keys (identity, then `==`; tuples item by
    /// item), keeping each answer about two instances for the domain.
    fn settle_pair(&mut self, stored: &Val<D>, key: &Val<D>, at: Span) -> Result<bool, Fault> {
        let (a, b) = (self.domain.as_object(stored), self.domain.as_object(key));
        if a.is_none() && b.is_none() {
            let tuples = self.is_builtin_instance(stored, Builtin::Tuple, at)?
                && self.is_builtin_instance(key, Builtin::Tuple, at)?;
            if !tuples {
                return self.item_matches(stored, key, at);
            }
            let (Some(xs), Some(ys)) = (self.collected(stored, at)?, self.collected(key, at)?) else {
                return Ok(false);
            };
            if xs.len() != ys.len() {
                return Ok(false);
            }
            for (x, y) in xs.iter().zip(&ys) {
                if !self.settle_pair(x, y, at)? {
                    return Ok(false);
                }
            }
            return Ok(true);
        }
        if let (Some(a), Some(b)) = (&a, &b) {
            if Rc::ptr_eq(a, b) {
                return Ok(true);
            }
        }
        let eq = self.compare(CmpOp::Eq, stored.clone(), key.clone(), at)?;
        let eq = self.truth(&eq, at)?;
        match (&a, &b) {
            (Some(a), Some(b)) => settle(a, b, eq),
            (Some(o), None) | (None, Some(o)) => settle_foreign(o, eq),
            (None, None) => {}
        }
        Ok(eq)
    }
}

/// The methods of dicts and sets that hash one key given as an argument.
const ONE_KEY: [Method; 7] =
    [Method::Get, Method::Pop, Method::Setdefault, Method::Add, Method::Discard, Method::Remove, Method::MoveToEnd];

/// The methods of dicts (`Counter`s among them) and sets whose arguments are no keys
/// (`most_common(1)` hashes nothing).
const NO_KEYS: [Method; 9] = [
    Method::MostCommon,
    Method::Elements,
    Method::Total,
    Method::Copy,
    Method::Keys,
    Method::Values,
    Method::Items,
    Method::Clear,
    Method::Popitem,
];

impl<'p, D: super::Domain + 'p> Evaluator<'p, D> {
    /// Whether `v` is a dict, set or frozenset (whose operations hash keys).
    pub(super) fn is_table(&mut self, v: &Val<D>, at: Span) -> Result<bool, Fault> {
        if self.is_object(v) {
            return Ok(false);
        }
        for b in [Builtin::Dict, Builtin::Set, Builtin::Frozenset] {
            if self.is_builtin_instance(v, b, at)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// A set display or comprehension (`BuildKind::Set`, ...), its items hashed here first.
    pub(super) fn build_keyed(&mut self, kind: BuildKind, items: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        if !self.keyed_objects() || matches!(kind, BuildKind::List | BuildKind::Tuple) {
            return self.domain.build(kind, items, at);
        }
        let keys = items.clone();
        self.with_keys(Keys::Each(&keys), &[], at, |ev| ev.domain.build(kind, items, at))
    }

    /// A dict display or comprehension, its keys hashed here first.
    pub(super) fn build_dict_keyed(&mut self, pairs: Vec<(Val<D>, Val<D>)>, at: Span) -> Result<Val<D>, Fault> {
        if !self.keyed_objects() {
            return self.domain.build_dict(pairs, at);
        }
        let keys: Vec<Val<D>> = pairs.iter().map(|(k, _)| k.clone()).collect();
        self.with_keys(Keys::Each(&keys), &[], at, |ev| ev.domain.build_dict(pairs, at))
    }

    /// `obj[index]`, `obj[index] = v`, `del obj[index]` on the domain's value `obj`.
    pub(super) fn item_keyed<T>(
        &mut self,
        obj: &Val<D>,
        index: &Val<D>,
        at: Span,
        op: impl FnOnce(&mut Self) -> Result<T, Fault>,
    ) -> Result<T, Fault> {
        if !self.keyed_objects() {
            return op(self);
        }
        self.with_keys(Keys::Each(std::slice::from_ref(index)), &[obj], at, op)
    }

    /// A comparison of `l` with `r`: `l in r` hashes `l` and looks it up in a dict, set or
    /// dict view; `==` and ordering of two dicts or sets look `l`'s keys up in `r`.
    pub(super) fn compare_keyed(
        &mut self,
        op: CmpOp,
        l: &Val<D>,
        r: &Val<D>,
        at: Span,
        run: impl FnOnce(&mut Self) -> Result<Val<D>, Fault>,
    ) -> Result<Val<D>, Fault> {
        if !self.keyed_objects() {
            return run(self);
        }
        match op {
            CmpOp::In | CmpOp::NotIn if self.is_table(r, at)? => {
                self.with_keys(Keys::Each(std::slice::from_ref(l)), &[r], at, run)
            }
            CmpOp::In | CmpOp::NotIn if self.is_view(r, at)? => {
                // A keys view looks `l` up; an items view looks up the first part of a pair
                // (then compares the values), and takes anything else as absent unhashed.
                let key = match self.type_name(r, at)?.as_str() {
                    "dict_items" => self.pair_key(l, at)?,
                    _ => Some(l.clone()),
                };
                let keys = key.as_slice();
                self.with_keys(Keys::Each(keys), &[r], at, run)
            }
            CmpOp::Eq | CmpOp::NotEq | CmpOp::Lt | CmpOp::LtE | CmpOp::Gt | CmpOp::GtE
                if self.is_table(l, at)? && self.is_table(r, at)? =>
            {
                if let Some(v) = self.counter_eq(op, l, r, at)? {
                    return Ok(v);
                }
                // CPython compares sizes first: `==` of two sizes, `<=`/`<` of a larger (or
                // not smaller) `l`, `>=`/`>` of a smaller (or not larger) `l` look nothing
                // up; `>=`/`>` look `r`'s items up in `l`, the others `l`'s in `r`.
                let (nl, nr) = (self.len_of(l, at)?, self.len_of(r, at)?);
                let (sizes_decide, reversed) = match op {
                    CmpOp::Eq | CmpOp::NotEq => (CmpOp::NotEq, false),
                    CmpOp::LtE => (CmpOp::Gt, false),
                    CmpOp::Lt => (CmpOp::GtE, false),
                    CmpOp::GtE => (CmpOp::Lt, true),
                    CmpOp::Gt
                    | CmpOp::In
                    | CmpOp::NotIn
                    | CmpOp::IsNone
                    | CmpOp::IsNotNone
                    | CmpOp::Is
                    | CmpOp::IsNot => (CmpOp::LtE, true),
                };
                let orders = !matches!(op, CmpOp::Eq | CmpOp::NotEq);
                let sets = self.both_sets(l, r, at)?;
                let dicts = !sets
                    && self.is_builtin_instance(l, Builtin::Dict, at)?
                    && self.is_builtin_instance(r, Builtin::Dict, at)?;
                // A dict and a set are never equal: CPython looks nothing up.
                if !sets && !dicts && !orders {
                    return run(self);
                }
                if (!orders || sets) && self.domain.test(sizes_decide, nl, nr, at)? {
                    return run(self);
                }
                match reversed && self.both_sets(l, r, at)? {
                    true => self.with_keys(Keys::Lookups(std::slice::from_ref(r)), &[l], at, run),
                    false => self.with_keys(Keys::Lookups(std::slice::from_ref(l)), &[r], at, run),
                }
            }
            CmpOp::In
            | CmpOp::NotIn
            | CmpOp::Eq
            | CmpOp::NotEq
            | CmpOp::Lt
            | CmpOp::LtE
            | CmpOp::Gt
            | CmpOp::GtE
            | CmpOp::Is
            | CmpOp::IsNot
            | CmpOp::IsNone
            | CmpOp::IsNotNone => run(self),
        }
    }

    /// Whether `c.update(xs)` or `c.subtract(xs)` of the `Counter` `c` looks each key up twice
    /// (`self[k] = self.get(k, 0) + n`): all but an update of an empty `Counter` from a
    /// mapping, which `dict.update` stores in one probe each.
    fn counts_twice(&mut self, m: Method, c: &Val<D>, args: &[Val<D>], at: Span) -> Result<bool, Fault> {
        if !matches!(m, Method::Update | Method::Subtract) || !self.is_builtin_instance(c, Builtin::Counter, at)? {
            return Ok(false);
        }
        let [arg] = args else { return Ok(false) };
        if m == Method::Subtract || !self.is_table(arg, at)? || self.is_builtin_instance(arg, Builtin::Set, at)? {
            return Ok(true);
        }
        let empty = self.domain.builtin(Builtin::Len, vec![c.clone()], Vec::new(), at)?;
        let zero = self.domain.constant(&crate::ir::Const::Int(0), at)?;
        Ok(!self.domain.test(CmpOp::Eq, empty, zero, at)?)
    }

    /// A method of a dict or set, which hashes its argument (`d.get(k)`) or the items of its
    /// arguments (`s.update(xs)`).
    pub(super) fn method_keyed(
        &mut self,
        m: Method,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Vec<(Rc<str>, Val<D>)>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if !self.keyed_objects() || (m != Method::Fromkeys && !self.is_table(&receiver, at)?) {
            return self.domain.method(m, receiver, args, kwargs, at);
        }
        if NO_KEYS.contains(&m) {
            return self.domain.method(m, receiver, args, kwargs, at);
        }
        if m == Method::Setdefault
            && (1..=2).contains(&args.len())
            && kwargs.is_empty()
            && self.is_ordered_dict(&receiver, at)?
        {
            return self.ordered_setdefault(receiver, args, at);
        }
        if let [other] = args.as_slice() {
            if self.both_sets(&receiver, other, at)? {
                return self.set_method_keyed(m, receiver, args, kwargs, at);
            }
            if let Some(answer) = self.set_test_keyed(m, &receiver, other, at)? {
                return Ok(answer);
            }
        }
        let (keys, table) = (args.clone(), receiver.clone());
        let keys = if ONE_KEY.contains(&m) {
            Keys::Each(&keys[..keys.len().min(1)])
        } else if m == Method::Update && self.is_ordered_dict(&table, at)? {
            Keys::OrderedPairs(&keys)
        } else if m == Method::Update && self.is_pair_table(&table, at)? {
            Keys::Pairs(&keys)
        } else if self.counts_twice(m, &table, &keys, at)? {
            Keys::Counted(&keys)
        } else {
            Keys::Within(&keys)
        };
        self.with_keys(keys, &[&table], at, |ev| ev.domain.method(m, receiver, args, kwargs, at))
    }

    /// `set(xs)`, `frozenset(xs)`, `dict(pairs)`, `hash(t)`: the items hashed here first.
    pub(super) fn builtin_keyed(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: Vec<(Rc<str>, Val<D>)>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if !self.keyed_objects() || !matches!(b, Builtin::Set | Builtin::Frozenset | Builtin::Dict | Builtin::Hash) {
            return self.domain.builtin(b, args, kwargs, at);
        }
        if let [source] = args.as_slice() {
            if b != Builtin::Hash && b != Builtin::Dict && self.both_sets(source, source, at)? {
                // A set's members copied into a new one: stored hashes, no comparisons.
                return self.domain.builtin(b, args, kwargs, at);
            }
        }
        let keys = args.clone();
        let keys = if b == Builtin::Hash {
            Keys::Each(&keys)
        } else if b == Builtin::Dict {
            Keys::Pairs(&keys)
        } else {
            Keys::Within(&keys)
        };
        self.with_keys(keys, &[], at, |ev| ev.domain.builtin(b, args, kwargs, at))
    }
}
