//! `obj[a:b:c]` on an instance of a program class: its `__getitem__`, `__setitem__` or
//! `__delitem__` receives `slice(a, b, c)` (`None` for an omitted bound), as in CPython. A slice
//! object used as an index of a list, tuple or str slices it as the written form does
//! (`container_dunders.rs`).

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, Const};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `slice(a, b, c)` from a subscript's written bounds.
    pub(super) fn slice_object(&mut self, bounds: [Option<Val<D>>; 3], at: Span) -> Result<Val<D>, Fault> {
        let mut parts = Vec::with_capacity(3);
        for b in bounds {
            parts.push(match b {
                Some(v) => v,
                None => self.domain.constant(&Const::None, at)?,
            });
        }
        self.domain.builtin(Builtin::Slice, parts, Vec::new(), at)
    }

    /// The bounds of `seq[a:b:c]` on a builtin sequence, an instance with `__index__` among
    /// them read through it, as CPython reads a slice bound (the domain cannot call it).
    pub(super) fn index_bounds(&mut self, bounds: [Option<Val<D>>; 3], at: Span) -> Result<[Option<Val<D>>; 3], Fault> {
        let mut out = bounds;
        for bound in &mut out {
            if let Some(v) = bound.as_ref().filter(|v| self.is_object(v) && self.dunder(v, "__index__").is_some()) {
                *bound = Some(self.index_of(&v.clone(), at)?);
            }
        }
        Ok(out)
    }

    /// Whether `obj[a:b:c]` goes to `obj`'s own item methods: it is an instance of the program.
    pub(super) fn slices_through_dunders(&self, obj: &Val<D>) -> bool {
        !self.no_classes() && self.is_object(obj)
    }
}
