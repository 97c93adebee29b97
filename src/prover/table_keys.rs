//! Keys of the prover's dicts that hold instances of the program's classes (an enum member, a
//! `date`, a `Decimal`, a frozen dataclass, a tuple holding one), compared as CPython's tables
//! compare keys: one object, or equal hashes and `stored == key`. A dict's order is its
//! insertion order whatever the keys' hashes, so only that comparison needs the program: it
//! was asked before the operation (`sema/hashed_keys.rs`), and the answers are read here
//! (`sema::settled_eq`, `sema::foreign_eq`). Keys whose hashes are known and differ are
//! unequal; an instance compared by identity, or by a dataclass's generated `__eq__`, needs no
//! answer; any other comparison the program was not asked stops the path.
// Only the kinds a key can be are read here; every other kind is no key, which one arm says.
#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only the kinds a key can be are handled; the rest fall through in one arm"
)]

use super::domain::{SymVal, Symbolic};
use crate::interp::Value;
use crate::ir::HashRule;
use crate::sema::{Fault, Instance};
use crate::smt::BoolTerm;
use crate::source::Span;
use std::rc::Rc;

type Object = Instance<SymVal>;

/// How deep into tuples and instances' fields keys are read.
const DEPTH: usize = 16;

/// Whether a dict of the prover's may hold `v` as a key: a plain value, an int, str or bool
/// term, an instance CPython can hash, or a tuple of such.
pub(super) fn table_key(v: &SymVal) -> bool {
    key_at(v, DEPTH)
}

fn key_at(v: &SymVal, depth: usize) -> bool {
    match v {
        SymVal::Concrete(_) | SymVal::Int(_) | SymVal::Str(_) | SymVal::Bool(_) => true,
        SymVal::Object(o) => depth > 0 && hashable(o, depth - 1),
        SymVal::Tuple(items) => depth > 0 && items.iter().all(|i| key_at(i, depth - 1)),
        _ => false,
    }
}

/// Whether an instance has a hash a table can use: by identity, the program's `__hash__`
/// (taken before the operation), a frozen dataclass's fields, or the builtin value it holds.
fn hashable(o: &Object, depth: usize) -> bool {
    match o.class.hash_rule() {
        HashRule::Identity => true,
        HashRule::Method(_) => o.key_hash.borrow().is_some(),
        HashRule::Fields => fields(o).is_some_and(|f| f.iter().all(|v| key_at(v, depth))),
        HashRule::Builtin => o.base.get().is_some_and(|b| key_at(b, depth)),
        HashRule::Unhashable | HashRule::Unmodelled => false,
    }
}

/// The fields a frozen dataclass's generated `__hash__` hashes.
fn fields(o: &Object) -> Option<Vec<SymVal>> {
    o.hash_values_of(o.class.hashed_fields()?)
}

/// The items of a tuple, plain or holding terms.
fn tuple_items(v: &SymVal) -> Option<Vec<SymVal>> {
    match v {
        SymVal::Tuple(t) if t.class.is_none() => Some(t.to_vec()),
        SymVal::Concrete(Value::Tuple(t)) if t.class().is_none() => {
            Some(t.iter().cloned().map(SymVal::Concrete).collect())
        }
        _ => None,
    }
}

/// Whether a key holds an instance (itself, or in a tuple).
fn holds_object(v: &SymVal) -> bool {
    match v {
        SymVal::Object(_) => true,
        SymVal::Tuple(items) => items.iter().any(holds_object),
        _ => false,
    }
}

/// CPython's hash of a key, where this run knows it as a number (a term's is unknown).
fn known_hash(v: &SymVal, depth: usize) -> Option<i64> {
    match v {
        SymVal::Concrete(c) => Some(crate::interp::pyset::py_hash(c).0),
        SymVal::Object(o) if depth > 0 => match o.class.hash_rule() {
            HashRule::Method(_) => match &*o.key_hash.borrow() {
                Some(SymVal::Concrete(Value::Int(h))) => Some(*h),
                _ => None,
            },
            HashRule::Fields => known_hash(&SymVal::tuple(fields(o)?), depth - 1),
            HashRule::Builtin => known_hash(o.base.get()?, depth - 1),
            HashRule::Identity | HashRule::Unhashable | HashRule::Unmodelled => None,
        },
        SymVal::Tuple(items) if depth > 0 => {
            let hashes = items.iter().map(|i| known_hash(i, depth - 1)).collect::<Option<Vec<_>>>()?;
            Some(crate::interp::pyset::tuple_hash_of(hashes.into_iter(), items.len()))
        }
        _ => None,
    }
}

fn refused(at: Span) -> Fault {
    Fault::unsupported(
        "two dict keys, one an instance whose class defines `__eq__`, compared where clauz3 did not ask that `__eq__`",
        at,
    )
}

fn known(b: bool) -> SymVal {
    SymVal::Concrete(Value::Bool(b))
}

impl Symbolic<'_> {
    /// `stored == key` as a dict of the prover's compares two keys (a bool, or a bool term).
    pub(super) fn key_eq(&mut self, stored: &SymVal, key: &SymVal, at: Span) -> Result<SymVal, Fault> {
        self.key_eq_at(stored, key, DEPTH, at)
    }

    fn key_eq_at(&mut self, a: &SymVal, b: &SymVal, depth: usize, at: Span) -> Result<SymVal, Fault> {
        if depth == 0 || !(holds_object(a) || holds_object(b)) {
            return self.item_eq(b.clone(), a.clone(), at);
        }
        if let (Some(x), Some(y)) = (tuple_items(a), tuple_items(b)) {
            if x.len() != y.len() {
                return Ok(known(false));
            }
            let mut all = Vec::with_capacity(x.len());
            for (p, q) in x.iter().zip(&y) {
                let eq = self.key_eq_at(p, q, depth - 1, at)?;
                let eq = Self::as_bool(&eq).ok_or_else(|| refused(at))?;
                if eq.known() == Some(false) {
                    return Ok(known(false));
                }
                all.push(eq);
            }
            return Ok(SymVal::Bool(BoolTerm::and(&all)));
        }
        if let (SymVal::Object(x), SymVal::Object(y)) = (a, b) {
            if Rc::ptr_eq(x, y) {
                return Ok(known(true));
            }
        }
        // Keys of unequal hashes are never compared; the program's answers are for keys of
        // equal hash.
        let hashes = (known_hash(a, depth), known_hash(b, depth));
        if let (Some(h), Some(k)) = hashes {
            if h != k {
                return Ok(known(false));
            }
        }
        if let (SymVal::Object(x), SymVal::Object(y)) = (a, b) {
            if let Some(eq) = crate::sema::settled_eq(x, y) {
                return Ok(known(eq));
            }
        }
        let object = match (a, b) {
            (SymVal::Object(x), _) | (_, SymVal::Object(x)) => x.clone(),
            _ => return Ok(known(false)), // a tuple holding an instance beside no tuple
        };
        let plain_side = !matches!((a, b), (SymVal::Object(_), SymVal::Object(_)));
        if plain_side && hashes.0.is_some() && hashes.1.is_some() {
            if let Some(eq) = crate::sema::foreign_eq(&object) {
                return Ok(known(eq));
            }
        }
        let hashes_known = hashes.0.is_some() && hashes.1.is_some();
        let (x, other) = match (a, b) {
            (SymVal::Object(x), SymVal::Object(y)) => (x, Some(y)),
            _ => (&object, None),
        };
        if x.class.own_eq() || other.is_some_and(|y| y.class.own_eq()) {
            return Err(refused(at));
        }
        // No `__eq__` of the program's on either side: the builtin value an instance holds
        // compares as that value (its hash was the value's, or was known and equal above).
        let held = |o: &Object| {
            let value = o.base.get().cloned().or_else(|| o.builtin_base_value())?;
            Some((value, matches!(o.class.hash_rule(), HashRule::Builtin)))
        };
        let plain = match (a, b) {
            (SymVal::Object(_), v) | (v, SymVal::Object(_)) => v.clone(),
            _ => return Ok(known(false)),
        };
        let (p, q) = match (held(x), other.map(|y| held(y))) {
            (Some((p, _)), Some(Some((q, _)))) => (p, q),
            (Some(_), Some(None)) | (None, Some(Some(_))) => return Ok(known(false)),
            (Some((p, by_value)), None) if by_value || hashes_known => (p, plain),
            (Some(_), None) => return Err(refused(at)),
            (None, _) => {
                // By identity, or a dataclass's generated `__eq__` (its compared fields, of an
                // instance of its own class only).
                let (Some(crate::ir::Special::Generated(spec)), Some(y)) = (x.class.special("__eq__"), other) else {
                    return Ok(known(false));
                };
                if !Rc::ptr_eq(&x.class, &y.class) {
                    return Ok(known(false));
                }
                let (Some(p), Some(q)) = (x.values_of(spec), y.values_of(spec)) else { return Err(refused(at)) };
                return self.key_eq_at(&SymVal::tuple(p), &SymVal::tuple(q), depth - 1, at);
            }
        };
        self.item_eq(q, p, at)
    }

    /// The hash a table finds an instance (or a tuple holding one) by, for `Domain::table_hash`:
    /// `None` for any other key.
    pub(super) fn object_table_hash(&mut self, v: &SymVal) -> Option<(SymVal, bool)> {
        if !holds_object(v) {
            return None;
        }
        if let SymVal::Object(o) = v {
            if matches!(o.class.hash_rule(), HashRule::Method(_)) {
                let pinned = o.key_hash.borrow().clone()?;
                return Some((pinned, !o.key_hash_varies.get()));
            }
        }
        known_hash(v, DEPTH).map(|h| (SymVal::Concrete(Value::Int(h)), false))
    }
}
