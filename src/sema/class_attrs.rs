//! Mutable class attributes (`log = []` in a class body): one value per run, built the first
//! time it is read and then shared by the class, its subclasses and every instance, as CPython
//! shares the one object the class body made. Class attributes assigned at run time
//! (`Cls.count += 1`) are kept per run too, on the class assigned, and seen through its
//! subclasses and instances wherever no nearer class (or the instance) binds the name.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, Member, ModuleValue};
use crate::source::Span;
use std::rc::Rc;

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

    /// The value `name` was last assigned on `class` or on the nearest base, when no class
    /// nearer in the chain binds `name` in its body.
    pub(super) fn assigned_class_attr(&self, class: &ClassDef, name: &str) -> Option<Val<D>> {
        if self.class_sets.is_empty() {
            return None;
        }
        let mut c = Some(class);
        while let Some(k) = c {
            if let Some((_, _, v)) = self.class_sets.iter().find(|(id, n, _)| *id == k.id && &**n == name) {
                return Some(v.clone());
            }
            if k.members.iter().any(|(n, _)| &**n == name) {
                return None;
            }
            c = k.base.as_deref();
        }
        None
    }

    /// `Cls.name = value`: a data attribute of the class from now on in this run. Rebinding a
    /// method or property, or an attribute of a NamedTuple class, is refused.
    pub(super) fn assign_class_attr(
        &mut self,
        class: &Rc<ClassDef>,
        name: &Rc<str>,
        value: Val<D>,
        at: Span,
    ) -> Result<(), Fault> {
        let own = class.members.iter().find(|(n, _)| n == name).map(|(_, m)| m);
        let rebinds_code = matches!(
            own,
            Some(
                Member::Method(_)
                    | Member::Static(_)
                    | Member::ClassMethod(_)
                    | Member::Property(_)
                    | Member::CachedProperty(_)
            )
        );
        if rebinds_code || class.is_named_tuple() || class.is_not_implemented() || name.starts_with("__") {
            return Err(Fault::unsupported(
                format!("assigning the attribute `{name}` of the class `{}` (only data attributes)", class.name),
                at,
            ));
        }
        self.no_attribute_store_in_rows(0, name, at)?;
        match self.class_sets.iter_mut().find(|(id, n, _)| *id == class.id && n == name) {
            Some(slot) => slot.2 = value,
            None => self.class_sets.push((class.id, name.clone(), value)),
        }
        Ok(())
    }
}
