//! A class's own namespace, `Class.__dict__` and `vars(Class)`: a read-only `mappingproxy`
//! (`Domain::mapping_proxy`) with CPython 3.11's entries in its order: `__module__`,
//! `__annotations__` when the body annotates a name, `__doc__` when it has a docstring, the
//! names the body binds in the order it first binds them (methods as functions, static and
//! class methods as `staticmethod`/`classmethod` objects, properties as `property` objects),
//! then what `type.__new__` adds: the `__dict__` and `__weakref__` descriptors a class
//! deriving from no class of the program gets (an exception class only `__weakref__`, as
//! `BaseException` has a `__dict__`), `__doc__` when the body wrote none, `__hash__ = None`
//! beside an own `__eq__` without an own `__hash__`, and an abstract base class's
//! `__abstractmethods__` and `_abc_impl`. Attributes assigned to the class later are there too
//! (a rebound name in its place, a new one at the end). The mapping is read when `__dict__` is
//! read: one held across a later assignment to the class does not see it, where CPython's
//! view would. Classes whose namespace CPython fills with more (dataclasses, enumerations,
//! named tuples, `__slots__`, protocols, generic classes, builtin bases, `@total_ordering`,
//! methods under decorators) are refused.

use super::{Callable, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{value_class, ClassDef, Const, Member, ValueClass, LATE_ATTR};
use crate::source::Span;
use std::rc::Rc;

/// Why `vars(class)` of `class` is not modelled, if it is not.
fn refusal(class: &ClassDef) -> Option<&'static str> {
    Some(if class.home.is_some() || class.is_marker() || class.value_class().is_some() {
        "a class clauz3 models rather than one of the program"
    } else if class.mro().any(|c| c.data.is_some()) {
        "a dataclass or named tuple (CPython adds its generated members)"
    } else if class.mro().any(|c| c.enum_role.is_some()) {
        "an enumeration"
    } else if class.mro().any(|c| c.slots.is_some()) {
        "a class with `__slots__`"
    } else if class.mro().any(|c| c.protocol.is_some() || !c.type_params.is_empty()) {
        "a protocol or generic class (`typing` adds members)"
    } else if class.builtin_type().is_some() {
        "a class deriving from a builtin type"
    } else if class.total_order.is_some() {
        "a `@total_ordering` class (the decorator adds methods)"
    } else if class.members.iter().any(|(n, _)| !is_identifier(n.strip_suffix(LATE_ATTR).unwrap_or(n))) {
        "a class whose methods are under decorators"
    } else {
        return None;
    })
}

fn is_identifier(name: &str) -> bool {
    name.chars().all(|c| c == '_' || c.is_alphanumeric())
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `Class.__dict__` (`vars(Class)`) of the class `cls`.
    pub(super) fn class_namespace(&mut self, class: &Rc<ClassDef>, cls: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        if let Some(why) = refusal(class) {
            return Err(Fault::unsupported(format!("`{}.__dict__` (`vars()`) of {why}", class.name), at));
        }
        let mut entries: Vec<(Rc<str>, Val<D>)> = Vec::new();
        entries.push((Rc::from("__module__"), self.class_text_attribute(class, "__module__", at)?));
        if class.annotates {
            let annotations = match self.get_attribute(cls.clone(), "__annotations__", at) {
                Err(f) if super::getattr_hook::is_attribute_error(&f) => {
                    let what = format!("`{}.__dict__` (`vars()`) of a class whose body annotates names, whose `__annotations__` clauz3 does not model", class.name);
                    return Err(Fault::unsupported(what, at));
                }
                read => read?,
            };
            entries.push((Rc::from("__annotations__"), annotations));
        }
        if class.doc.is_some() {
            entries.push((Rc::from("__doc__"), self.class_text_attribute(class, "__doc__", at)?));
        }
        for (name, member) in &class.members {
            // An attribute computed from the body's methods: its value is assigned just after
            // the class statement (below, with the others assigned to the class).
            if let Some(late) = name.strip_suffix(LATE_ATTR) {
                entries.push((Rc::from(late), self.domain.constant(&Const::None, at)?));
                continue;
            }
            let value = self.namespace_value(class, name, member, at)?;
            entries.push((name.clone(), value));
        }
        // `type.__new__` gives `__dict__` and `__weakref__` to a class whose bases lack them.
        if class.ancestors.iter().all(|c| c.is_marker()) {
            let slots: &[&str] =
                if class.exception_root().is_some() { &["__weakref__"] } else { &["__dict__", "__weakref__"] };
            for slot in slots {
                let descriptor = self.getset_descriptor(class, slot, at)?;
                entries.push((Rc::from(*slot), descriptor));
            }
        }
        if class.doc.is_none() {
            entries.push((Rc::from("__doc__"), self.domain.constant(&Const::None, at)?));
        }
        let defines = |n: &str| class.members.iter().any(|(m, _)| &**m == n);
        if defines("__eq__") && !defines("__hash__") {
            entries.push((Rc::from("__hash__"), self.domain.constant(&Const::None, at)?));
        }
        if class.abstract_methods.is_some() {
            entries.push((Rc::from("__abstractmethods__"), self.abstract_methods_set(class, at)?));
            let data = self.namespace_object(class, "_abc_impl", ValueClass::AbcData, &[]);
            entries.push((Rc::from("_abc_impl"), data));
        }
        // Attributes the program assigned to the class since: a rebound one where it was.
        let assigned: Vec<(Rc<str>, Val<D>)> = self
            .class_sets
            .iter()
            .filter(|(id, _, _)| *id == class.id)
            .map(|(_, n, v)| (n.clone(), v.clone()))
            .collect();
        for (name, value) in assigned {
            match entries.iter_mut().find(|(n, _)| *n == name) {
                Some(entry) => entry.1 = value,
                None => entries.push((name, value)),
            }
        }
        let mut pairs = Vec::with_capacity(entries.len());
        for (name, value) in entries {
            pairs.push((self.text_const(&name, at)?, value));
        }
        let namespace = self.domain.build_dict(pairs, at)?;
        self.domain.mapping_proxy(namespace, at)
    }

    /// What a class's namespace holds for its member `name`.
    fn namespace_value(
        &mut self,
        class: &Rc<ClassDef>,
        name: &str,
        member: &Member,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        Ok(match member {
            Member::Method(f) => self.class_function_ref(class, *f),
            Member::Static(f) | Member::ClassMethod(f) => {
                let kind = if matches!(member, Member::Static(_)) {
                    ValueClass::StaticMethod
                } else {
                    ValueClass::ClassMethod
                };
                let func = self.class_function_ref(class, *f);
                self.namespace_object(class, name, kind, &[("__func__", func)])
            }
            Member::Property(_) | Member::CachedProperty(_) => self.property_object(class, name, at)?,
            Member::Attr(c) => self.domain.constant(c, at)?,
            Member::Shared(key, value) => self.shared_class_value(*key, value, at)?,
            Member::EnumMember(i) => self.enum_member(class, *i, at)?,
        })
    }

    /// The `getset_descriptor` a class holds as `__dict__` or `__weakref__`.
    fn getset_descriptor(&mut self, class: &Rc<ClassDef>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        let text = self.text_const(name, at)?;
        let owner = self.domain.function_value(Callable::Class(class.clone()));
        Ok(self.namespace_object(class, name, ValueClass::GetSet, &[("__name__", text), ("__objclass__", owner)]))
    }

    /// The object of `kind` with `fields` that `class`'s namespace holds as `name`: made once
    /// per run, as the class keeps it, so two reads of the namespace hold the same object.
    fn namespace_object(
        &mut self,
        class: &ClassDef,
        name: &str,
        kind: ValueClass,
        fields: &[(&str, Val<D>)],
    ) -> Val<D> {
        let key: Rc<str> = Rc::from(format!("{name} (namespace)"));
        if let Some((_, made)) = self.property_objects.iter().find(|((id, n), _)| *id == class.id && *n == key) {
            return made.clone();
        }
        let obj = Rc::new(Instance::made_in(value_class(kind), self.rows_depth));
        for (field, value) in fields {
            obj.set_field(&Rc::from(*field), value.clone());
        }
        let made = self.domain.object_value(obj);
        self.value_objects = true;
        self.property_objects.push(((class.id, key), made.clone()));
        made
    }

    /// `repr()` and `str()` of an object of one of `ir/value_classes.rs`'s classes.
    pub(super) fn value_object_text(
        &mut self,
        obj: &Instance<Val<D>>,
        v: &Val<D>,
        kind: ValueClass,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let field =
            |name: &str| obj.field(name).ok_or_else(|| Fault::internal("a builtin object without its field", at));
        match kind {
            ValueClass::GetSet => {
                let name = field("__name__")?;
                let owner = self.domain.as_class(&field("__objclass__")?);
                let owner = owner.map_or_else(String::new, |c| c.cpython_name().to_owned());
                let parts = vec![
                    self.text_const("<attribute '", at)?,
                    name,
                    self.text_const(&format!("' of '{owner}' objects>"), at)?,
                ];
                self.domain.concat_strs(parts, at)
            }
            ValueClass::StaticMethod | ValueClass::ClassMethod => {
                let func = self.repr_of(&field("__func__")?, at)?;
                let parts =
                    vec![self.text_const(&format!("<{}(", obj.class.name), at)?, func, self.text_const(")>", at)?];
                self.domain.concat_strs(parts, at)
            }
            ValueClass::Super => self.super_text(obj, at),
            ValueClass::Code => {
                // `<code object f at 0x..., file "/path/prog.py", line 3>`, its address as a
                // function's is written.
                if obj.field("co_firstlineno").is_none() {
                    let why = "the text of a code object whose first line clauz3 does not know (a decorator over several lines)";
                    return Err(Fault::unsupported(why, at));
                }
                let parts = vec![
                    self.text_const("<code object ", at)?,
                    field("co_name")?,
                    self.text_const(" at ", at)?,
                    self.domain.address(v, "the text of a code object", at)?,
                    self.text_const(", file \"", at)?,
                    field("co_filename")?,
                    self.text_const("\", line ", at)?,
                    self.repr_of(&field("co_firstlineno")?, at)?,
                    self.text_const(">", at)?,
                ];
                self.domain.concat_strs(parts, at)
            }
            ValueClass::Cell => Err(Fault::unsupported(
                "the text of a `cell` object, which shows the address of the object it holds (print `cell.cell_contents`)",
                at,
            )),
            ValueClass::Property | ValueClass::CachedProperty | ValueClass::AbcData | ValueClass::MappingProxy => {
                let what = format!("the repr of a `{}` object", obj.class.name);
                let parts = vec![
                    self.text_const(&format!("<{} object at ", obj.class.qualified_name()), at)?,
                    self.domain.address(v, &what, at)?,
                    self.text_const(">", at)?,
                ];
                self.domain.concat_strs(parts, at)
            }
        }
    }
}
