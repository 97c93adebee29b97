//! `__name__`, `__qualname__` and `__module__` of a subscripted class (`list[str]`,
//! `Box[int]`): CPython's aliases answer them from the class they subscript (`__origin__`),
//! as `dataclasses.fields(C)[i].type.__name__` reads them. Only a subscripted class has an
//! `__origin__` among the values that reach this read (objects, classes and functions answer
//! these names before it).

use super::{Domain, Evaluator, Fault, Val};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `alias.__name__` (or `__qualname__`, `__module__`) read from `alias.__origin__`; `None`
    /// for another name or a value without an `__origin__`.
    pub(super) fn alias_name_attribute(&mut self, v: &Val<D>, name: &str, at: Span) -> Option<Result<Val<D>, Fault>> {
        if !matches!(name, "__name__" | "__qualname__" | "__module__") {
            return None;
        }
        let origin = self.domain.attribute(v.clone(), "__origin__", at).ok()?;
        Some(self.get_attribute(origin, name, at))
    }
}
