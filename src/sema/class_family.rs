//! `isinstance`/`issubclass` against a family of abstract classes clauz3 answers itself (the
//! `numbers` tower, `collections.abc`): whether the second argument names one of the family,
//! alone or in a tuple, and the check over such a tuple, each class of the family answered by
//! the family's own rule and any other class as the builtin answers it.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef};
use crate::source::Span;

/// The family's rule for one class: `isinstance(v, class)` (or `issubclass`, the builtin).
pub(super) type OneCheck<'p, D> = fn(&mut Evaluator<'p, D>, Builtin, &Val<D>, &ClassDef, Span) -> Result<bool, Fault>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Whether `classes` is a class of the family (`member`), or a tuple naming one.
    pub(super) fn names_class_family(
        &mut self,
        classes: &Val<D>,
        member: fn(&ClassDef) -> bool,
        at: Span,
    ) -> Result<bool, Fault> {
        if let Some(class) = self.domain.as_class(classes) {
            return Ok(member(&class));
        }
        if !self.is_builtin_instance(classes, Builtin::Tuple, at)? {
            return Ok(false);
        }
        let items = self.collect(classes.clone(), at)?;
        Ok(items.iter().any(|c| self.domain.as_class(c).is_some_and(|c| member(&c))))
    }

    /// `isinstance(v, classes)` or `issubclass(v, classes)` (`b`) where `classes` names a class
    /// of the family (see [`Self::names_class_family`]), each class of a tuple by `one`.
    pub(super) fn class_family_check(
        &mut self,
        b: Builtin,
        v: &Val<D>,
        classes: &Val<D>,
        one: OneCheck<'p, D>,
        at: Span,
    ) -> Result<bool, Fault> {
        if let Some(class) = self.domain.as_class(classes) {
            return one(self, b, v, &class, at);
        }
        let items = self.collect(classes.clone(), at)?;
        for item in items {
            let is = match self.domain.as_class(&item) {
                Some(class) => one(self, b, v, &class, at)?,
                None => {
                    let args = vec![v.clone(), item];
                    let answer = match self.builtin_on_objects(b, args, &mut Vec::new(), at)? {
                        Ok(answer) => answer,
                        Err(args) => self.domain.builtin(b, args, Vec::new(), at)?,
                    };
                    self.domain.truth(&answer, at)?
                }
            };
            if is {
                return Ok(true);
            }
        }
        Ok(false)
    }
}
