//! Mutable class attributes (`log = []` in a class body): one value per run, built the first
//! time it is read and then shared by the class, its subclasses and every instance, as CPython
//! shares the one object the class body made.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::ModuleValue;
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The shared value of the class attribute numbered `key` (`Member::Shared`).
    pub(super) fn shared_class_value(&mut self, key: u32, value: &ModuleValue, at: Span) -> Result<Val<D>, Fault> {
        if let Some((_, v)) = self.class_values.iter().find(|(k, _)| *k == key) {
            return Ok(v.clone());
        }
        let v = self.module_value(value, at)?;
        self.class_values.push((key, v.clone()));
        Ok(v)
    }
}
