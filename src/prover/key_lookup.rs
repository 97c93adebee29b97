//! Lookups by a symbolic key or index in a container the prover holds item by item: each
//! candidate key is compared with it, and the value is one if-then-else term over the
//! candidates, or, for values no one term holds (lists, instances, mixed kinds), one path per
//! candidate the key may equal.

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use super::ObligationKind;
use crate::interp::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::smt::{BoolTerm, IntTerm, StrTerm};
use crate::source::Span;

/// What a lookup gives when no key matches.
pub(super) enum Missing {
    Raise(PyExc, String),
    Default(SymVal),
}

impl Symbolic<'_> {
    /// `container[key]` for a concrete list, tuple or dict and a symbolic key: an `IndexError`
    /// or `KeyError` obligation, then the item chosen by the key (an if-then-else over items).
    pub(super) fn symbolic_lookup(&mut self, container: &Value, key: &SymVal, at: Span) -> Result<SymVal, Fault> {
        if let Value::Dict(_) = container {
            // CPython hashes the key first: an unhashable one is never a missing key.
            Self::hashed_lookup(key, at)?;
        }
        let (pairs, exc): (Vec<(SymVal, SymVal)>, PyExc) = match container {
            Value::List(items) => (Self::indexed(&items.borrow()), PyExc::IndexError),
            Value::Tuple(items) => (Self::indexed(items), PyExc::IndexError),
            Value::Dict(d) => (
                d.borrow().iter().map(|(k, v)| (SymVal::Concrete(k.0.clone()), SymVal::Concrete(v.clone()))).collect(),
                PyExc::KeyError,
            ),
            Value::None
            | Value::Bool(_)
            | Value::Int(_)
            | Value::Big(_)
            | Value::Float(_)
            | Value::Complex(_)
            | Value::Object(_)
            | Value::Class(_)
            | Value::Str(_)
            | Value::Bytes(_)
            | Value::ByteArray(_)
            | Value::Set(_)
            | Value::Range(_)
            | Value::Slice(_)
            | Value::Iter(_)
            | Value::Function(_)
            | Value::Builtin(_)
            | Value::Method(_)
            | Value::Contract(_)
            | Value::Record(_)
            | Value::Row(_)
            | Value::RowClass(_)
            | Value::Exception(_)
            | Value::ExcClass(_)
            | Value::View(_)
            | Value::ViewClass(_)
            | Value::Column(_) => return Err(unsupported_symbolic("indexing", at)),
        };
        // For sequences, negative indexes count from the end: each item answers to two keys.
        let mut candidates = Vec::with_capacity(pairs.len() * 2);
        let n = pairs.len() as i64;
        for (i, (k, v)) in pairs.into_iter().enumerate() {
            if exc == PyExc::IndexError {
                candidates.push((SymVal::Concrete(Value::Int(i as i64 - n)), v.clone()));
            }
            candidates.push((k, v));
        }
        let missing = if let Value::Dict(d) = container {
            // A `defaultdict` stores what its factory makes for a missing key: not modelled.
            if crate::interp::calls_factory(d) {
                return Err(unsupported_symbolic("looking a `defaultdict` up", at));
            }
            // A `Counter` reads a missing key as zero.
            crate::interp::missing_count(d).map(|zero| Missing::Default(SymVal::Concrete(zero)))
        } else {
            None
        };
        let missing = missing.unwrap_or_else(|| {
            let message = if exc == PyExc::IndexError {
                format!("{} index out of range", container.type_name())
            } else {
                String::new() // a symbolic key has no single value to name; the counterexample shows it
            };
            Missing::Raise(exc, message)
        });
        self.select_by_key(candidates, key, missing, "indexing", at)
    }

    /// `d.get(key[, default])` on a concrete dict with a symbolic key: the value of the key it
    /// equals, else the default (an if-then-else over the items).
    pub(super) fn symbolic_get(
        &mut self,
        dict: &Value,
        key: &SymVal,
        default: Option<&SymVal>,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let Value::Dict(d) = dict else { return Err(unsupported_symbolic("`.get()`", at)) };
        Self::hashed_lookup(key, at)?;
        let candidates =
            d.borrow().iter().map(|(k, v)| (SymVal::Concrete(k.0.clone()), SymVal::Concrete(v.clone()))).collect();
        let default = default.cloned().unwrap_or(SymVal::Concrete(Value::None));
        self.select_by_key(candidates, key, Missing::Default(default), "`.get()`", at)
    }

    /// `seq.index(x)` on a concrete list or tuple with a symbolic `x`: a `ValueError` obligation
    /// (`x` must be an item), then the position of its first occurrence.
    pub(super) fn symbolic_index(&mut self, seq: &Value, needle: &SymVal, at: Span) -> Result<SymVal, Fault> {
        let items: Vec<Value> = if let Value::List(items) = seq {
            items.borrow().to_vec()
        } else if let Value::Tuple(items) = seq {
            items.to_vec()
        } else {
            return Err(unsupported_symbolic("`.index()`", at));
        };
        let kind = seq.type_name();
        let candidates = items
            .into_iter()
            .enumerate()
            .map(|(i, item)| (SymVal::Concrete(item), SymVal::Concrete(Value::Int(i as i64))))
            .collect();
        let missing = Missing::Raise(PyExc::ValueError, format!("{kind}.index(x): x not in {kind}"));
        self.select_by_key(candidates, needle, missing, "`.index()`", at)
    }

    /// The value paired with the first candidate equal to `key`, as one if-then-else term; when
    /// none is, the default, or the exception (an obligation, decided on this path).
    pub(super) fn select_by_key(
        &mut self,
        candidates: Vec<(SymVal, SymVal)>,
        key: &SymVal,
        missing: Missing,
        what: &str,
        at: Span,
    ) -> Result<SymVal, Fault> {
        self.select_where(candidates, missing, what, at, |this, k| this.item_eq(key.clone(), k, at))
    }

    /// `select_by_key` over a dict's keys, compared as its table compares them (instances
    /// among them by their hashes and the program's answers: `table_keys`).
    pub(super) fn select_by_table_key(
        &mut self,
        candidates: Vec<(SymVal, SymVal)>,
        key: &SymVal,
        missing: Missing,
        what: &str,
        at: Span,
    ) -> Result<SymVal, Fault> {
        self.select_where(candidates, missing, what, at, |this, k| this.key_eq(&k, key, at))
    }

    /// The value paired with the first candidate `matches` says is the one looked for.
    fn select_where(
        &mut self,
        candidates: Vec<(SymVal, SymVal)>,
        missing: Missing,
        what: &str,
        at: Span,
        mut matches: impl FnMut(&mut Self, SymVal) -> Result<SymVal, Fault>,
    ) -> Result<SymVal, Fault> {
        let mut conds = Vec::with_capacity(candidates.len());
        let mut values = Vec::with_capacity(candidates.len() + 1);
        for (k, v) in candidates {
            let eq = matches(self, k)?;
            conds.push(Self::as_bool(&eq).ok_or_else(|| unsupported_symbolic(what, at))?);
            values.push(v);
        }
        self.select_among(conds, values, missing, what, at)
    }

    /// The value whose condition holds first (`values` has one more, the default, with
    /// `Missing::Default`).
    fn select_among(
        &mut self,
        conds: Vec<BoolTerm>,
        mut values: Vec<SymVal>,
        missing: Missing,
        what: &str,
        at: Span,
    ) -> Result<SymVal, Fault> {
        match missing {
            Missing::Default(d) => values.push(d),
            Missing::Raise(exc, message) => {
                self.meet(ObligationKind::Exception(exc), at);
                if !self.decide(BoolTerm::or(&conds), at)? {
                    // CPython's words where they name no value (a `KeyError` holds the key, a
                    // list's `index` names the item): else the exception's arguments are unknown.
                    let fault = Fault::exc(exc, message.clone(), at);
                    let cpythons =
                        ["list index out of range", "tuple index out of range", "tuple.index(x): x not in tuple"];
                    return Err(if cpythons.contains(&message.as_str()) {
                        fault
                    } else {
                        super::exceptions::unshown(fault)
                    });
                }
            }
        }
        if let Some(one) = Self::select(&conds, &values) {
            return Ok(one);
        }
        // Values no one term can hold (lists, tuples, instances, or mixed kinds): a path for
        // each candidate the key may equal, tried in order as the lookup tries them, then one
        // for the default. Each is a finite case split, so it does not count toward a loop's
        // bound.
        for (cond, value) in conds.iter().zip(&values) {
            let equal = match cond.known() {
                Some(side) => side,
                None => self.decide_once(cond.clone(), at)?,
            };
            if equal {
                return Ok(value.clone());
            }
        }
        // With `Missing::Raise` some candidate was decided equal above, so no path gets here.
        values
            .get(conds.len())
            .cloned()
            .ok_or_else(|| unsupported_symbolic(&format!("{what} over values of mixed types"), at))
    }

    fn indexed(items: &[Value]) -> Vec<(SymVal, SymVal)> {
        items
            .iter()
            .enumerate()
            .map(|(i, v)| (SymVal::Concrete(Value::Int(i as i64)), SymVal::Concrete(v.clone())))
            .collect()
    }

    /// The value whose condition holds (exactly one does), as an if-then-else term.
    pub(super) fn select(conds: &[BoolTerm], values: &[SymVal]) -> Option<SymVal> {
        let (last, rest) = values.split_last()?;
        if let Some(first) = Self::as_str(last) {
            let mut acc = first;
            for (c, v) in conds.iter().zip(rest).rev() {
                acc = StrTerm::ite(c, &Self::as_str(v)?, &acc);
            }
            return Some(SymVal::Str(acc));
        }
        if let SymVal::Concrete(Value::Int(_) | Value::Big(_)) | SymVal::Int(_) = last {
            let to_int = |v: &SymVal| {
                if let SymVal::Int(t) = v {
                    Some(t.clone())
                } else if let SymVal::Concrete(c @ (Value::Int(_) | Value::Big(_))) = v {
                    c.as_bigint().map(|i| IntTerm::lit(&i))
                } else {
                    None
                }
            };
            let mut acc = to_int(last)?;
            for (c, v) in conds.iter().zip(rest).rev() {
                acc = IntTerm::ite(c, &to_int(v)?, &acc);
            }
            return Some(SymVal::Int(acc));
        }
        let mut acc = Self::as_bool(last)?;
        for (c, v) in conds.iter().zip(rest).rev() {
            acc = BoolTerm::ite(c, &Self::as_bool(v)?, &acc);
        }
        Some(SymVal::Bool(acc))
    }
}
