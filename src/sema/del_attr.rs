//! `del obj.name` on an instance of a class of the program, as CPython 3.11 runs it, in both
//! domains: a property's `@name.deleter` runs; an instance attribute is removed (a class
//! attribute of the same name shows through again); anything else is CPython's
//! `AttributeError`, and a frozen dataclass's `FrozenInstanceError`.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, DataKind, Member, PyExc};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `del target.name`.
    pub(super) fn del_attribute(&mut self, target: Val<D>, name: &str, at: Span) -> Result<(), Fault> {
        if let Some((class, _)) = self.domain.as_named_tuple(&target) {
            return Err(self.named_tuple_assignment(&class, name, true, at));
        }
        let Some(obj) = self.domain.as_object(&target) else {
            return Err(Fault::unsupported(
                format!("`del` of the attribute `{name}` of a value that is not an instance of a class of the program"),
                at,
            ));
        };
        if frozen_field(&obj.class, name) {
            return Err(Fault::exc(PyExc::FrozenInstanceError, format!("cannot delete field '{name}'"), at));
        }
        if let Some(hook) = obj.class.delattr_hook() {
            let name = self.text_const(name, at)?;
            self.call_function(hook, vec![target, name], Vec::new(), at)?;
            return Ok(());
        }
        self.remove_attribute(&obj, target, name, at)
    }

    /// `object.__delattr__`: a property's deleter, else the instance's own attribute removed.
    pub(super) fn remove_attribute(
        &mut self,
        obj: &super::Instance<Val<D>>,
        target: Val<D>,
        name: &str,
        at: Span,
    ) -> Result<(), Fault> {
        let class = &obj.class;
        if class.enum_spec().is_some() {
            return Err(Fault::unsupported(format!("`del` of the attribute `{name}` of an enumeration member"), at));
        }
        if class.exception_root().is_some() {
            if name == "args" && class.lookup(name).is_none() {
                return Err(Fault::type_error("args may not be deleted", at));
            }
            if super::exc_chain::is_chain_attribute(name) {
                return Err(Fault::unsupported(format!("`del` of an exception's `{name}`"), at));
            }
        }
        if self.descriptor_delete(obj, &target, name, at)? {
            return Ok(());
        }
        if let Some(Member::Property(_)) = class.lookup(name) {
            let Some(deleter) = class.deleter(name) else {
                return Err(Fault::exc(
                    PyExc::AttributeError,
                    format!("property '{name}' of '{}' object has no deleter", class.cpython_qualname()),
                    at,
                ));
            };
            self.call_function(deleter, vec![target.clone()], Vec::new(), at)?;
            return Ok(());
        }
        self.no_attribute_store_in_rows(obj.made_in_rows, name, at)?;
        if obj.remove_field(name) {
            return Ok(());
        }
        // CPython names an unset slot alone, and anything else with the object's type.
        let unset_slot = class.slot_names().is_some_and(|slots| slots.iter().any(|s| &**s == name));
        let message = if unset_slot {
            name.to_owned()
        } else {
            format!("'{}' object has no attribute '{name}'", class.type_name())
        };
        Err(Fault::exc(PyExc::AttributeError, message, at))
    }
}

/// Whether a frozen dataclass forbids deleting `name` on an instance of `class`: any name on
/// an instance of the frozen class itself, a field on one of a subclass (its generated
/// `__delattr__` checks `type(self) is cls or name in fields`).
fn frozen_field(class: &ClassDef, name: &str) -> bool {
    let Some(spec) = class.data().filter(|d| d.frozen && d.kind == DataKind::Dataclass) else { return false };
    class.data.is_some() || spec.fields.iter().any(|f| &*f.name == name)
}
