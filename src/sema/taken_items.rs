//! Taking every item of an iterable at once: a list's items, a generator run to its end, a
//! list of unknown length either item by item (one path per length) or left whole for the
//! domain.

use super::{Domain, Evaluator, Fault};
use crate::source::Span;

/// What [`Evaluator::take_items`] found: the items, or the fault that kept it from taking any.
pub(super) enum Taken<V> {
    Items(Vec<V>),
    Whole(Fault),
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Every item of an iterable (running a generator to its end).
    /// A list of unknown length is taken item by item, one path per length.
    pub(super) fn collect(&mut self, iterable: D::Val, at: Span) -> Result<Vec<D::Val>, Fault> {
        match self.take_items_or_whole(iterable, false, at)? {
            Taken::Items(items) => Ok(items),
            Taken::Whole(why) => Err(why),
        }
    }

    /// Every item of an iterable, or why none was taken: a value that is not iterable, or a
    /// list of unknown length, which the domain may take whole instead. What is raised while
    /// the items are produced (a generator's body, an instance's `__next__`) is raised here:
    /// the iterator is partly consumed by then, and no one may read it again in its place.
    pub(super) fn take_items(&mut self, iterable: D::Val, at: Span) -> Result<Taken<D::Val>, Fault> {
        self.take_items_or_whole(iterable, true, at)
    }

    /// `take_items`; with `whole` false a list of unknown length is taken item by item (one
    /// path per length) rather than left for the domain to take whole.
    fn take_items_or_whole(&mut self, iterable: D::Val, whole: bool, at: Span) -> Result<Taken<D::Val>, Fault> {
        let mut out = Vec::new();
        if let Err(why) = self.not_awaitable(&iterable, at) {
            return Ok(Taken::Whole(why));
        }
        let iterable = match self.iterable(iterable, at) {
            Ok(iterable) => iterable,
            Err(why) => return Ok(Taken::Whole(why)),
        };
        if let Some(lazy) = self.domain.as_lazy(&iterable) {
            while let Some(v) = self.gen_next(&lazy, at)? {
                out.push(v);
            }
            return Ok(Taken::Items(out));
        }
        let mut it = match self.domain.iter_start(iterable, at) {
            Ok(it) => it,
            Err(why) => return Ok(Taken::Whole(why)),
        };
        if self.domain.quantified(&it) {
            if whole {
                // One item stands for every row there: collected, the list would have one item.
                return Ok(Taken::Whole(Fault::unsupported(
                    "taking every item of a list of unknown length (a trusted query result) at once here is not supported by the prover; loop over it with `for` instead",
                    at,
                )));
            }
            it = self.domain.item_by_item(it);
        }
        while let Some(v) = self.domain.iter_next(&mut it, at)? {
            // Each item is a step: `[*range(2**62)]` meets the run's budget, not the machine's
            // memory.
            self.domain.step(at)?;
            out.push(v);
        }
        Ok(Taken::Items(out))
    }

    /// What `n` targets unpack from `v`: of an iterator (a generator, `iter(xs)`, `map(...)`),
    /// a list of the items CPython reads, at most `n + 1` (one more tells "too many values"),
    /// the rest left in it; any other value as it is.
    pub(super) fn items_to_unpack(&mut self, v: D::Val, n: usize, at: Span) -> Result<D::Val, Fault> {
        if self.domain.as_lazy(&v).is_none() && !self.domain.is_iterator(&v) {
            return Ok(v);
        }
        let mut source = self.gen_source(v, at)?;
        let mut items = Vec::new();
        while items.len() <= n {
            let Some(item) = self.gen_pull(&mut source, at)? else { break };
            items.push(item);
        }
        self.domain.build(super::BuildKind::List, items, at)
    }

    /// A generator's items as a list (what a consumer of the whole iterable sees); any other
    /// value as it is.
    pub(super) fn drained(&mut self, v: D::Val, at: Span) -> Result<D::Val, Fault> {
        if self.domain.as_lazy(&v).is_none() {
            return Ok(v);
        }
        let items = self.collect(v, at)?;
        self.domain.build(super::BuildKind::List, items, at)
    }
}
