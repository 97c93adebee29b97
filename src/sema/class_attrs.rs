//! Mutable class attributes (`log = []` in a class body): one value per run, built the first
//! time it is read and then shared by the class, its subclasses and every instance, as CPython
//! shares the one object the class body made. Class attributes assigned at run time
//! (`Cls.count += 1`) are kept per run too, on the class assigned, and seen through its
//! subclasses and instances wherever no nearer class (or the instance) binds the name.
//! A class defined inside a function is bound by its `class` statement once per run.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, Member, ModuleValue};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `<class>(C)`: the `class` statement of `C`, defined inside a function, running. CPython
    /// makes a new class each time it runs; clauz3 has the one class it read, which is
    /// CPython's only the first time in a run, so a second run is refused.
    pub(super) fn local_class(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let class = match args.first() {
            Some(v) if args.len() == 1 => self.domain.as_class(v).map(|c| (c, v.clone())),
            _ => None,
        };
        let Some((class, value)) = class else {
            return Err(Fault::internal("`<class>` takes the one class its statement defines", at));
        };
        if self.local_classes_made.contains(&class.id) {
            return Err(Fault::unsupported(
                format!(
                    "the `class` statement of `{}` running a second time (CPython makes a new class each time it runs; clauz3 makes one class per run): define the class at module level and pass what varies to `__init__`",
                    class.qualname
                ),
                at,
            ));
        }
        self.local_classes_made.push(class.id);
        Ok(value)
    }

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
