//! `zip(...)` given a generator among its arguments, run lazily item by item as CPython's
//! zip object is, with `strict=True`'s checks: the first argument to end must be the first
//! one (else "shorter"), and then every other one must end at the same step (else "longer").

use super::generator::{LazyObj, Source};
use super::{Domain, Evaluator, Fault, Val};
use crate::source::Span;

/// CPython's `ValueError` message for `zip(strict=True)` when argument `i` (from 0) ends
/// before (`"shorter"`) or after (`"longer"`) the ones before it.
pub(crate) fn zip_unequal_message(i: usize, how: &str) -> String {
    let before = if i == 1 { "argument 1".to_owned() } else { format!("arguments 1-{i}") };
    format!("zip() argument {} is {how} than {before}", i + 1)
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The lazy `zip` of `sources`, strict or not.
    pub(super) fn lazy_zip(&mut self, sources: Vec<Source<D::Iter>>, strict: bool) -> Val<D> {
        self.lazy_obj(LazyObj::Zip { sources, strict })
    }

    /// The next tuple of a lazy `zip`, `None` once it ends. After a raised exception it reads
    /// on from where its iterators stand, as CPython's zip object does.
    pub(super) fn zip_next(
        &mut self,
        sources: &mut [Source<D::Iter>],
        strict: bool,
        at: Span,
    ) -> Result<Option<Val<D>>, Fault> {
        match self.zip_step(sources, strict, at)? {
            Some(items) => self.domain.build(super::BuildKind::Tuple, items, at).map(Some),
            None => Ok(None),
        }
    }

    fn zip_step(
        &mut self,
        sources: &mut [Source<D::Iter>],
        strict: bool,
        at: Span,
    ) -> Result<Option<Vec<Val<D>>>, Fault> {
        if sources.is_empty() {
            return Ok(None);
        }
        let mut items = Vec::with_capacity(sources.len());
        for i in 0..sources.len() {
            match self.gen_pull(&mut sources[i], at)? {
                Some(v) => items.push(v),
                None if !strict => return Ok(None),
                None if i > 0 => return Err(Fault::value_error(zip_unequal_message(i, "shorter"), at)),
                None => {
                    // The first ended: every other must end at this step too.
                    for (j, other) in sources.iter_mut().enumerate().skip(1) {
                        if self.gen_pull(other, at)?.is_some() {
                            return Err(Fault::value_error(zip_unequal_message(j, "longer"), at));
                        }
                    }
                    return Ok(None);
                }
            }
        }
        Ok(Some(items))
    }
}
