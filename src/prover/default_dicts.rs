//! `collections.defaultdict` in the symbolic domain: a dict of the prover's (`dicts.rs`) that
//! knows its factory, so its values may hold terms and the prover's lists and dicts
//! (`groups[k].append(v)`, `totals[k] += amount` of `Decimal`s). The interpreter makes it
//! (checking the arguments as CPython does); one nobody else holds yet becomes the prover's,
//! as a plain dict the interpreter returns does.
//! A missing key calls the factory, found by comparing the key with every stored one as a
//! lookup does; everything else is a dict's, its plain copies and its type a `defaultdict`'s.

use super::dicts::{Entries, SymDict};
use super::domain::{SymVal, Symbolic};
use crate::interp::{DictCell, DictKind, Value};
use crate::sema::{Domain, Fault};
use crate::source::Span;

/// A dict or `defaultdict` the interpreter made, which nothing else holds, as the prover's own.
pub(super) fn adopt_dict(d: &DictCell) -> SymVal {
    let entries: Entries = d.borrow().iter().map(|(k, v)| (k.clone(), SymVal::Concrete(v.clone()))).collect();
    let dict = SymDict::new(entries);
    if let DictKind::Defaultdict(factory) = d.kind() {
        *dict.factory.borrow_mut() = Some(factory.borrow().clone());
    }
    SymVal::Dict(dict)
}

impl Symbolic<'_> {
    /// `Domain::missing_factory`: the factory of a `defaultdict` where no stored key equals
    /// `key` on this path.
    pub(super) fn factory_for_missing(
        &mut self,
        obj: &SymVal,
        key: &SymVal,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if let SymVal::Dict(dict) = obj {
            let factory = dict.factory.borrow().clone();
            let Some(factory) = factory.filter(|f| !matches!(f, Value::None)) else { return Ok(None) };
            return Ok(match self.dict_slot(dict, key, at)? {
                Some(_) => None,
                None => Some(SymVal::Concrete(factory)),
            });
        }
        Self::no_collection_terms(&[obj, key], at)?;
        match (obj, &Self::plain_tuple_key(key.clone())) {
            (SymVal::Concrete(o), SymVal::Concrete(k)) => {
                Ok(self.inner.missing_factory(o, k, at)?.map(SymVal::Concrete))
            }
            _ => Ok(None),
        }
    }

    /// `Domain::renew_collection`: the factory a class deriving from `defaultdict` sets in
    /// its `__init__`.
    pub(super) fn renewed_collection(&mut self, held: &SymVal, made: &SymVal, at: Span) -> Result<(), Fault> {
        match (held, made) {
            (SymVal::Concrete(h), SymVal::Concrete(m)) => self.inner.renew_collection(h, m, at),
            (SymVal::Dict(h), SymVal::Dict(m)) if h.factory.borrow().is_some() => {
                *h.factory.borrow_mut() = m.factory.borrow().clone();
                Ok(())
            }
            (SymVal::Dict(h), SymVal::Concrete(Value::Dict(m))) if h.factory.borrow().is_some() => {
                let DictKind::Defaultdict(factory) = m.kind() else {
                    return Err(Fault::internal("a defaultdict renewed from another kind", at));
                };
                *h.factory.borrow_mut() = Some(factory.borrow().clone());
                Ok(())
            }
            _ => Err(super::symval::unsupported_symbolic("a `defaultdict` or `deque` with a symbolic value", at)),
        }
    }
}
