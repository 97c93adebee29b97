//! Instances of the program's classes in the evaluator: making them (a user `__init__` or a
//! dataclass's generated one), reading and assigning attributes (properties, class attributes,
//! frozen dataclasses), and calling methods, `super()` included. Both domains run this code;
//! a domain only holds the instance (`Domain::object_value`).

use super::generated_init::generated_init_along;
use super::{Callable, Closure, Domain, Evaluator, Fault, Instance, Val};
use crate::ir::{Builtin, ClassDef, Const, DataKind, FuncId, Member, Method, PyExc};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `C(args)`: a new instance, initialised by the nearest `__init__` in the class chain
    /// (the program's own, or a dataclass's generated one).
    pub(super) fn instantiate(
        &mut self,
        class: Rc<ClassDef>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if let Some((_, type_name)) = class.builtin_constant() {
            return Err(Fault::type_error(format!("'{type_name}' object is not callable"), at));
        }
        if let Some(message) = class.abstract_instantiation_error() {
            return Err(Fault::type_error(message, at));
        }
        if let Some(why) = super::number_tower::tower_instantiation(&class).or_else(|| class.marker_call_refusal()) {
            return Err(Fault::unsupported(why, at));
        }
        if class.is_property_class() {
            return self.make_property(args, kwargs, at);
        }
        if class.value_class().is_some() {
            return Err(Fault::unsupported(format!("calling the class `{}`", class.type_name()), at));
        }
        if class.is_named_tuple() {
            let values = self.bind_fields(&class, args, kwargs, at)?;
            return self.domain.named_tuple(class, values, at);
        }
        if class.builtin_type().is_some_and(|b| !super::builtin_subclass::holds_mutable(b)) {
            return self.instantiate_immutable(class, args, kwargs, at);
        }
        if let Some(Member::Static(new)) = class.lookup("__new__").filter(|_| class.exception_root().is_some()) {
            return self.exc_new_dunder(class.clone(), *new, args, kwargs, at);
        }
        let obj = Rc::new(Instance::made_in(class.clone(), self.rows_depth));
        let value = self.domain.object_value(obj.clone());
        self.exc_new(&class, &obj, &args, at)?;
        self.new_builtin_base(&class, &obj, at)?;
        self.initialize(&class, &obj, value, args, kwargs, at)
    }

    /// The nearest `__init__` along `class`'s order (the program's own, a dataclass's
    /// generated one, `BaseException`'s), run on the new instance `obj` (`value`).
    pub(super) fn initialize(
        &mut self,
        class: &Rc<ClassDef>,
        obj: &Rc<Instance<Val<D>>>,
        value: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        for current in class.mro() {
            if let Some((_, Member::Method(init))) = current.members.iter().find(|(n, _)| &**n == "__init__") {
                let mut all = Vec::with_capacity(args.len() + 1);
                all.push(value.clone());
                all.extend(args);
                let returned = self.call_function(*init, all, kwargs, at)?;
                // CPython checks what `__init__` returned: only `None` makes the instance.
                if !self.is_none(&returned, at)? {
                    let type_name = self.type_name(&returned, at)?;
                    return Err(Fault::type_error(format!("__init__() should return None, not '{type_name}'"), at));
                }
                return Ok(value);
            }
            if current.data.as_ref().is_some_and(|d| d.init) {
                let init_vars = self.generated_init(current, obj, args, kwargs, at)?;
                if let Some(Member::Method(post)) = class.lookup("__post_init__") {
                    let all = std::iter::once(value.clone()).chain(init_vars).collect();
                    self.call_function(*post, all, Vec::new(), at)?;
                }
                return Ok(value);
            }
        }
        if class.exception_root().is_some() {
            self.base_exc_init(obj, args, &kwargs, at)?;
            return Ok(value);
        }
        if obj.base.get().is_some() {
            self.builtin_init(&value, args, kwargs, at)?;
            return Ok(value);
        }
        if !args.is_empty() || !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{}() takes no arguments", class.type_name()), at));
        }
        Ok(value)
    }

    /// Calls a function of the program (a method) with the given arguments.
    pub(super) fn call_function(
        &mut self,
        func: FuncId,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let closure = Closure::new(func, self.no_free.clone());
        self.call_closure(&closure, args, kwargs, at)
    }

    /// The dunder `name` the class of `obj` defines (in the program), if any.
    pub(super) fn dunder(&self, obj: &Val<D>, name: &str) -> Option<FuncId> {
        self.domain.as_object(obj)?.class.lookup(name).and_then(Member::plain_method)
    }

    /// Calls the dunder `func` on `receiver` with `args`.
    pub(super) fn call_dunder(
        &mut self,
        func: FuncId,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let mut all = Vec::with_capacity(args.len() + 1);
        all.push(receiver);
        all.extend(args);
        self.call_function(func, all, Vec::new(), at)
    }

    /// `obj.name` of a `@functools.cached_property` the instance has no attribute for yet: the
    /// getter's result, kept as that attribute, so the next read finds it and does not call.
    fn cached_property(
        &mut self,
        obj: &Instance<Val<D>>,
        getter: FuncId,
        receiver: Val<D>,
        name: &str,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if obj.class.slot_names().is_some() {
            let message =
                format!("No '__dict__' attribute on '{}' instance to cache '{name}' property.", obj.class.type_name());
            return Err(Fault::type_error(message, at));
        }
        let value = self.call_function(getter, vec![receiver], Vec::new(), at)?;
        obj.set_field(&Rc::from(name), value.clone());
        Ok(value)
    }

    /// `obj.name` of an instance by the ordinary lookup: its field, a property, what its class
    /// holds (`__getattr__` is asked only after, in `get_attribute`).
    fn instance_attribute(&mut self, obj: &Instance<Val<D>>, v: Val<D>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        if let Some(read) = self.super_object_attribute(obj, name, at) {
            return read;
        }
        if let Some(read) = self.cell_attribute(obj, name, at) {
            return read;
        }
        if let Some(read) = self.code_attribute(obj, name, at) {
            return read;
        }
        if let Some(read) = self.descriptor_read(obj, &v, name, at)? {
            return Ok(read);
        }
        if let Some(getter) = data_property(obj, name) {
            return self.call_function(getter, vec![v], Vec::new(), at);
        }
        if let Some(field) = obj.field(name) {
            return Ok(field);
        }
        match name {
            "__dict__" if obj.class.slot_names().is_some() => {
                let message = format!("'{}' object has no attribute '__dict__'", obj.class.type_name());
                return Err(Fault::exc(PyExc::AttributeError, message, at));
            }
            "__dict__" => return self.instance_dict(obj, &v, at),
            "__doc__" | "__module__" if obj.class.lookup(name).is_none() => {
                return self.class_text_attribute(&obj.class, name, at)
            }
            "__class__" => return Ok(self.domain.function_value(Callable::Class(obj.class.clone()))),
            _ => {}
        }
        if let Some(assigned) = self.assigned_class_attr(&obj.class, name) {
            return Ok(self.bind_class_function(assigned, &v));
        }
        if name == "args" && obj.class.exception_root().is_some() && obj.class.lookup(name).is_none() {
            return self.exc_args(obj, at);
        }
        match obj.class.lookup(name) {
            Some(Member::Property(getter)) => self.call_function(*getter, vec![v], Vec::new(), at),
            Some(Member::CachedProperty(getter)) => self.cached_property(obj, *getter, v, name, at),
            Some(Member::Attr(c)) => self.domain.constant(c, at),
            Some(Member::Shared(key, value)) => self.instance_class_value(*key, value, &v, at),
            Some(Member::EnumMember(i)) => self.enum_member(&obj.class, *i, at),
            Some(Member::Method(f)) => Ok(self.bound_method(*f, v)),
            Some(Member::Static(f)) => Ok(self.class_function_ref(&obj.class, *f)),
            Some(Member::ClassMethod(f)) => {
                let class = self.domain.function_value(Callable::Class(obj.class.clone()));
                Ok(self.bound_method(*f, class))
            }
            None if obj.class.is_field_class() && name == "type" => Err(super::dataclass_fields::unknown_type(at)),
            None if obj.class.is_property_class() && super::property_objects::copy_method(name).is_some() => {
                Err(method_value(name, at))
            }
            None => match Method::from_name(name).and_then(|m| self.base_method(&v, m, at)) {
                Some(method) => Ok(method),
                None => match self.collection_attribute(&v, name, at).or_else(|| self.number_attribute(&v, name, at)) {
                    Some(read) => read,
                    None => Err(self.no_instance_attribute(&obj.class, name, at)),
                },
            },
        }
    }

    /// `obj.name` read as a value: an instance attribute, a property, a class attribute; on
    /// any other value, what the domain reads.
    pub(super) fn get_attribute(&mut self, v: Val<D>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        if let Some(field) = self.own_field(&v, name) {
            return Ok(field);
        }
        if super::exc_chain::is_chain_attribute(name) {
            if let Some(read) = self.chain_attribute(&v, name, at) {
                return read;
            }
        }
        if name == "__traceback__" {
            if let Some(read) = self.traceback_attribute(&v, at) {
                return read;
            }
        }
        if let Some(read) = self.import_attribute(&v, name) {
            return Ok(read);
        }
        if name == "__notes__" {
            if let Some(read) = self.notes_attribute(&v, at) {
                return read;
            }
        }
        if let Some((class, items)) = self.domain.as_named_tuple(&v) {
            if let Some(read) = (name == "__annotations__").then(|| self.instance_annotations(&class, at)).flatten() {
                return read;
            }
            return self.named_tuple_attribute(&class, items, v, name, at);
        }
        if let Some(read) = self.generator_attribute(&v, name, at) {
            return read;
        }
        if let Some(obj) = self.domain.as_object(&v) {
            if let Some(read) = (name == "__annotations__").then(|| self.instance_annotations(&obj.class, at)).flatten()
            {
                return read;
            }
            let read = self.instance_attribute(&obj, v.clone(), name, at);
            return self.or_getattr_hook(read, &obj, &v, name, at, |found| found);
        }
        if let Some(class) = self.domain.as_class(&v) {
            if let Some(value) = self.named_tuple_class_attribute(&class, name, at) {
                return value;
            }
            if let Some(assigned) = self.assigned_class_attr(&class, name) {
                return self.through_class(&class, assigned, at);
            }
            return match class.lookup_from_class(name) {
                None if name == "__name__" => self.text_const(class.cpython_name(), at),
                None if name == "__qualname__" => self.text_const(class.cpython_qualname(), at),
                None if name == "__doc__" || name == "__module__" => self.class_text_attribute(&class, name, at),
                None if name == "__dict__" => self.class_namespace(&class, &v, at),
                None if name == "__mro__" || name == "__bases__" => self.class_lineage(&class, name, at),
                None if name == "__abstractmethods__" => self.abstract_methods_set(&class, at),
                None if name == "__annotations__" => self.class_annotations(&class, at),
                None if name == "__slots__" => self.dataclass_slots(&class, at),
                None if name == "__members__" && class.enum_role.is_some() => self.enum_members_mapping(&class, at),
                Some(Member::Attr(c)) => self.domain.constant(c, at),
                Some(Member::Shared(key, value)) => {
                    let read = self.shared_class_value(*key, value, at)?;
                    self.through_class(&class, read, at)
                }
                Some(Member::EnumMember(i)) => self.enum_member(&class, *i, at),
                // `Class.method` is the plain function (`key=Version.key`, `map(Point.norm, ps)`),
                // called with the receiver first; a static method is its function too.
                Some(Member::Method(f) | Member::Static(f)) => Ok(self.class_function_ref(&class, *f)),
                Some(Member::ClassMethod(f)) => Ok(self.bound_method(*f, v)),
                Some(Member::Property(_) | Member::CachedProperty(_)) => self.property_object(&class, name, at),
                None => match self.builtin_class_method(&class, &v, name) {
                    Some(method) => Ok(method),
                    None => Err(no_class_attribute(&class, name, at)),
                },
            };
        }
        if let Some(read) = self.function_attribute(&v, name, at) {
            return read;
        }
        if let Some(read) = self.alias_name_attribute(&v, name, at) {
            return read;
        }
        if let Some(read) = self.builtin_text_attribute(&v, name, at) {
            return read;
        }
        if let Some(read) = self.slot_value(&v, name, at) {
            return read;
        }
        if super::function_attrs::OBJECT_DUNDERS.contains(&name) {
            // Builtin values have them too (`[].__doc__` is list's docstring): not modelled.
            return Err(Fault::unsupported(
                format!("`{name}` of a value that is not a function or class of the program, nor an instance of one"),
                at,
            ));
        }
        match name {
            "__class__" => return self.domain.builtin(Builtin::Type, vec![v], Vec::new(), at),
            "__dict__" => {
                return Err(Fault::unsupported(
                    "`vars(x)` or `x.__dict__` of a value that is not an instance of a class of the program",
                    at,
                ))
            }
            _ => {}
        }
        self.domain.attribute(v, name, at)
    }

    /// `obj.__dict__` and `vars(obj)` of `v`, the instance `obj`: its attributes in the order
    /// they were first assigned, as a new dict (a snapshot: writing to it does not change the
    /// object, as it would in CPython, so the docs say to read it only, and the prover keeps it
    /// only while neither side changes).
    fn instance_dict(&mut self, obj: &Instance<Val<D>>, v: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let copy = self.namespace_dict(obj, at)?;
        self.domain.namespace_copy(v, &copy, at)?;
        Ok(copy)
    }

    /// A new dict of `obj`'s attributes, in the order they were first assigned.
    pub(super) fn namespace_dict(&mut self, obj: &Instance<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let fields = obj.fields.borrow().clone();
        let mut pairs = Vec::with_capacity(fields.len());
        // A model's own state (`_clauz3_group` of an exception group) is what CPython keeps
        // in C, outside the instance's dict.
        for (name, value) in fields.into_iter().filter(|(name, _)| !name.starts_with(crate::ir::MODEL_STATE_PREFIX)) {
            pairs.push((self.text_const(&name, at)?, value));
        }
        self.domain.build_dict(pairs, at)
    }

    /// A shared class attribute read through an instance. One the class statement computed
    /// to a function of the program (`handler = make_handler()`, a decorated method) is bound
    /// to the instance, as CPython's descriptor rule binds it; any other callable (a
    /// class-based decorator's instance, a builtin) is read as is.
    pub(super) fn instance_class_value(
        &mut self,
        key: u32,
        value: &crate::ir::ModuleValue,
        receiver: &Val<D>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let v = self.shared_class_value(key, value, at)?;
        Ok(self.bind_class_function(v, receiver))
    }

    /// `obj.method` read as a value: the method bound to `receiver` (a new object at each
    /// read, equal to another binding the same function to the same object, as in CPython).
    pub(super) fn bound_method(&mut self, func: FuncId, receiver: Val<D>) -> Val<D> {
        let closure = Closure::bound_method(func, self.no_free.clone(), receiver);
        self.domain.function_value(Callable::Closure(closure))
    }

    /// `obj.name = value`.
    pub(super) fn set_attribute(
        &mut self,
        target: Val<D>,
        name: &Rc<str>,
        value: Val<D>,
        at: Span,
    ) -> Result<(), Fault> {
        let value = match self.store_own_field(&target, name, value) {
            Ok(()) => return Ok(()),
            Err(value) => value,
        };
        if let Some((class, _)) = self.domain.as_named_tuple(&target) {
            return Err(self.named_tuple_assignment(&class, name, false, at));
        }
        if let Some(class) = self.domain.as_class(&target) {
            self.enum_reassignment(&class, name, at)?;
            return self.assign_class_attr(&class, name, value, at);
        }
        if self.domain.function_key(&target).is_some() {
            return self.set_function_attribute(&target, name, value, at);
        }
        let Some(obj) = self.domain.as_object(&target) else {
            return Err(Fault::unsupported(
                format!(
                    "assigning the attribute `{name}` of a value that is not an instance of a class of the program"
                ),
                at,
            ));
        };
        if matches!(obj.class.value_class(), Some(crate::ir::ValueClass::Cell | crate::ir::ValueClass::Code)) {
            return Err(Fault::unsupported(format!("assigning `{name}` of a cell object"), at));
        }
        if obj.class.data().is_some_and(|d| d.frozen && d.kind == DataKind::Dataclass) {
            return Err(Fault::exc(PyExc::FrozenInstanceError, format!("cannot assign to field '{name}'"), at));
        }
        if self.custom_setattr(&obj, &target, name, &value, at)? {
            return Ok(());
        }
        if let Some(stored) = self.collection_attribute_store(&target, name, &value, at) {
            return stored;
        }
        self.store_attribute(&obj, name, value, at)
    }

    /// `object.__setattr__`: a property's setter, `__slots__`, else the instance's own field.
    pub(super) fn store_attribute(
        &mut self,
        obj: &Rc<Instance<Val<D>>>,
        name: &Rc<str>,
        value: Val<D>,
        at: Span,
    ) -> Result<(), Fault> {
        self.enum_member_assignment(&obj.class, name, at)?;
        if &**name == "args" && obj.class.exception_root().is_some() {
            return Err(Fault::unsupported("assigning `args` of an exception (pass the arguments to `__init__`)", at));
        }
        if self.descriptor_store(obj, name, &value, at)? {
            return Ok(());
        }
        if self.property_attribute_store(obj, name, &value, at)? {
            return Ok(());
        }
        let facts = obj.class.store_facts();
        if let Some(Member::Property(_)) = facts.properties.then(|| obj.class.lookup(name)).flatten() {
            if let Some(setter) = obj.class.setter(name) {
                let target = self.domain.object_value(obj.clone());
                self.call_function(setter, vec![target, value], Vec::new(), at)?;
                return Ok(());
            }
            return Err(Fault::exc(
                PyExc::AttributeError,
                // CPython names the class by its `__qualname__` here (`main.<locals>.Q`).
                format!("property '{name}' of '{}' object has no setter", obj.class.cpython_qualname()),
                at,
            ));
        }
        if let Some(slots) = &facts.slots {
            if !slots.contains(name) {
                let message = match obj.class.lookup(name) {
                    Some(_) => format!("'{}' object attribute '{name}' is read-only", obj.class.type_name()),
                    None => format!("'{}' object has no attribute '{name}'", obj.class.type_name()),
                };
                return Err(Fault::exc(PyExc::AttributeError, message, at));
            }
        }
        self.no_attribute_store_in_rows(obj.made_in_rows, name, at)?;
        obj.set_field(name, value);
        Ok(())
    }

    /// `receiver.name(args)` where some class of the program defines `name`: its method when
    /// the receiver is an instance or a class of the program, else the builtin method
    /// `fallback` (looked up before the arguments are evaluated, as Python does).
    pub(super) fn lookup_attr_call(
        &mut self,
        receiver: &Val<D>,
        name: &str,
        fallback: Option<Method>,
        at: Span,
    ) -> Result<AttrTarget<Val<D>>, Fault> {
        match self.attr_call_target(receiver, name, fallback, at) {
            Err(f) => Err(self.missing_method(f, receiver, name, at)?),
            found => found,
        }
    }

    /// The callable `receiver.name` of an instance names by the ordinary lookup.
    fn instance_call_target(
        &mut self,
        obj: &Instance<Val<D>>,
        receiver: &Val<D>,
        name: &str,
        fallback: Option<Method>,
        at: Span,
    ) -> Result<AttrTarget<Val<D>>, Fault> {
        if let Some((class, bound_to)) = self.super_parts(obj) {
            return self.lookup_super(&class, &bound_to, name, at);
        }
        if let Some(read) = self.descriptor_read(obj, receiver, name, at)? {
            return Ok(AttrTarget::Value(read));
        }
        if let Some(getter) = data_property(obj, name) {
            return Ok(AttrTarget::Value(self.call_function(getter, vec![receiver.clone()], Vec::new(), at)?));
        }
        if let Some(field) = obj.field(name) {
            return Ok(AttrTarget::Value(field));
        }
        if let Some(assigned) = self.assigned_class_attr(&obj.class, name) {
            return Ok(AttrTarget::Value(self.bind_class_function(assigned, receiver)));
        }
        match obj.class.lookup(name).cloned() {
            Some(Member::Method(f)) => Ok(AttrTarget::Bound(f, Some(receiver.clone()))),
            Some(Member::Static(f)) => Ok(match self.local_function(&obj.class, f) {
                Some(value) => AttrTarget::Value(value),
                None => AttrTarget::Bound(f, None),
            }),
            Some(Member::ClassMethod(f)) => {
                Ok(AttrTarget::Bound(f, Some(self.domain.function_value(Callable::Class(obj.class.clone())))))
            }
            Some(Member::Property(getter)) => {
                Ok(AttrTarget::Value(self.call_function(getter, vec![receiver.clone()], Vec::new(), at)?))
            }
            Some(Member::CachedProperty(getter)) => {
                Ok(AttrTarget::Value(self.cached_property(obj, getter, receiver.clone(), name, at)?))
            }
            Some(Member::Attr(c)) => Ok(AttrTarget::Value(self.domain.constant(&c, at)?)),
            Some(Member::Shared(key, value)) => {
                Ok(AttrTarget::Value(self.instance_class_value(key, &value, receiver, at)?))
            }
            Some(Member::EnumMember(i)) => Ok(AttrTarget::Value(self.enum_member(&obj.class, i, at)?)),
            None => match fallback.and_then(|m| self.base_method(receiver, m, at)) {
                Some(method) => Ok(AttrTarget::Value(method)),
                None => Err(self.no_instance_attribute(&obj.class, name, at)),
            },
        }
    }

    fn attr_call_target(
        &mut self,
        receiver: &Val<D>,
        name: &str,
        fallback: Option<Method>,
        at: Span,
    ) -> Result<AttrTarget<Val<D>>, Fault> {
        if let Some(call) = super::exc_groups::ExcCall::named(name, self.program.modelled_module(at.file)) {
            if self.is_exception_object(receiver)
                && self.domain.as_object(receiver).is_none_or(|o| o.class.lookup(name).is_none())
            {
                return Ok(AttrTarget::ExcMethod(call));
            }
        }
        if let Some((class, items)) = self.domain.as_named_tuple(receiver) {
            return self.named_tuple_call_target(&class, receiver, Some(items), name, fallback, at);
        }
        if let Some(class) = self.domain.as_class(receiver).filter(|c| c.is_named_tuple()) {
            return self.named_tuple_call_target(&class, receiver, None, name, fallback, at);
        }
        if let Some(obj) = self.domain.as_object(receiver) {
            if let Some(which) = super::property_objects::copy_method(name).filter(|_| obj.class.is_property_class()) {
                return Ok(AttrTarget::PropertyCopy(which));
            }
            let target = self.instance_call_target(&obj, receiver, name, fallback, at);
            return self.or_getattr_hook(target, &obj, receiver, name, at, AttrTarget::Value);
        }
        if let Some(class) = self.domain.as_class(receiver) {
            if let Some(assigned) = self.assigned_class_attr(&class, name) {
                return Ok(AttrTarget::Value(self.through_class(&class, assigned, at)?));
            }
            return match class.lookup_from_class(name).cloned() {
                Some(Member::Method(f) | Member::Static(f)) => Ok(match self.local_function(&class, f) {
                    Some(value) => AttrTarget::Value(value),
                    None => AttrTarget::Bound(f, None),
                }),
                Some(Member::ClassMethod(f)) => Ok(AttrTarget::Bound(f, Some(receiver.clone()))),
                Some(Member::Attr(c)) => Ok(AttrTarget::Value(self.domain.constant(&c, at)?)),
                Some(Member::Shared(key, value)) => {
                    let read = self.shared_class_value(key, &value, at)?;
                    Ok(AttrTarget::Value(self.through_class(&class, read, at)?))
                }
                Some(Member::EnumMember(i)) => Ok(AttrTarget::Value(self.enum_member(&class, i, at)?)),
                Some(Member::Property(_) | Member::CachedProperty(_)) => {
                    Ok(AttrTarget::Value(self.property_object(&class, name, at)?))
                }
                None => match self.builtin_class_method(&class, receiver, name) {
                    // `Base.__init__(self, ...)` of a dataclass: its generated method.
                    None if name == "__init__" => {
                        let order: Vec<_> =
                            std::iter::once(class.clone()).chain(class.ancestors.iter().cloned()).collect();
                        match generated_init_along(&order, name) {
                            Some(data) => Ok(AttrTarget::DataInitOf(data)),
                            None => Err(no_class_attribute(&class, name, at)),
                        }
                    }
                    Some(method) => Ok(AttrTarget::Value(method)),
                    // `type.mro(Class)`, the order `__mro__` holds, as a list.
                    None if name == "mro" => Ok(AttrTarget::ClassMro(class)),
                    None if name == "register" && class.has_abc_meta() => Ok(AttrTarget::AbcRegister(class)),
                    None => Err(no_class_attribute(&class, name, at)),
                },
            };
        }
        // `list.__init__(self)` in a class deriving from `list` (`type_slot_call`).
        // Only a name with no builtin method is looked for among the slots.
        let slot = || crate::ir::slots::builtin_slot(name).or((name == "__init__").then_some("__init__"));
        if let Some(slot) = fallback.is_none().then(slot).flatten() {
            if let Some(target) = self.slot_target(receiver, slot, at) {
                return Ok(target);
            }
        }
        match fallback {
            // A generator's `send`/`throw`/`close` are the evaluator's (`call_method`).
            Some(m) if self.generator_receiver(m, receiver).is_some() => Ok(AttrTarget::Builtin(m)),
            Some(m) => Ok(match self.check_method_or_own(m, receiver, at)? {
                Some(held) => AttrTarget::Value(held),
                None => AttrTarget::Builtin(m),
            }),
            None => Ok(AttrTarget::Value(self.get_attribute(receiver.clone(), name, at)?)),
        }
    }

    /// Calls what `lookup_attr_call` found.
    pub(super) fn call_attr_target(
        &mut self,
        target: AttrTarget<Val<D>>,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        match target {
            AttrTarget::Bound(f, first) => {
                let args = match first {
                    Some(first) => std::iter::once(first).chain(args).collect(),
                    None => args,
                };
                self.call_function(f, args, kwargs, at)
            }
            AttrTarget::Builtin(m) => match self.generator_receiver(m, &receiver) {
                Some(gen) => self.generator_method(m, &gen, args, &kwargs, at),
                None => self.call_method(m, receiver, args, kwargs, at),
            },
            AttrTarget::NamedTuple(op, class) => self.call_named_tuple_op(op, class, receiver, args, kwargs, at),
            AttrTarget::ExcMethod(call) => self.exc_call(call, receiver, args, kwargs.len(), at),
            AttrTarget::PropertyCopy(which) => match self.as_property(&receiver) {
                Some(prop) => self.property_copy(&prop, which, args, &kwargs, at),
                None => Err(Fault::internal("a property's method called on another value", at)),
            },
            AttrTarget::Slot(name) => self.slot_call(name, receiver, args, kwargs, at),
            AttrTarget::DataInit(class) => self.super_generated_init(&class, &receiver, args, kwargs, at),
            AttrTarget::DataInitOf(class) => {
                let mut args = args;
                let instance = match args.is_empty() {
                    true => None,
                    false => Some(args.remove(0)).filter(|v| self.is_object(v)),
                };
                let Some(instance) = instance else {
                    let message = format!("`{}.__init__(...)` without an instance of a class first", class.name);
                    return Err(Fault::unsupported(message, at));
                };
                self.super_generated_init(&class, &instance, args, kwargs, at)
            }
            AttrTarget::TypeSlot(ty, name) => self.type_slot_call(ty, name, args, kwargs, at),
            AttrTarget::OfBase(op) => self.call_of_base(op, receiver, args, kwargs, at),
            AttrTarget::Value(v) => {
                let callable = self.callable_value(&v, at)?;
                self.call_callable(callable, args, kwargs, at)
            }
            AttrTarget::BaseExcInit => {
                let obj = self
                    .domain
                    .as_object(&receiver)
                    .ok_or_else(|| Fault::internal("`BaseException.__init__` of a non-instance", at))?;
                self.base_exc_init(&obj, args, &kwargs, at)?;
                self.domain.constant(&Const::None, at)
            }
            AttrTarget::BaseExcText(repr) => {
                let obj = self
                    .domain
                    .as_object(&receiver)
                    .ok_or_else(|| Fault::internal("`BaseException.__str__` of a non-instance", at))?;
                if !args.is_empty() || !kwargs.is_empty() {
                    return Err(Fault::type_error(
                        format!("expected 0 arguments, got {}", args.len() + kwargs.len()),
                        at,
                    ));
                }
                self.exc_text(&obj, repr, at)
            }
            AttrTarget::ObjectText(_) if !args.is_empty() || !kwargs.is_empty() => {
                Err(Fault::type_error(format!("expected 0 arguments, got {}", args.len() + kwargs.len()), at))
            }
            AttrTarget::ObjectText(true) => {
                let obj = self
                    .domain
                    .as_object(&receiver)
                    .ok_or_else(|| Fault::internal("`object.__repr__` of a non-instance", at))?;
                self.default_object_text(&obj.class, &receiver, at)
            }
            // `object.__str__` is the instance's `repr`.
            AttrTarget::ObjectText(false) => self.object_text(&receiver, true, at),
            AttrTarget::NoSubclassHook => self.object_init_subclass(&receiver, args.len() + kwargs.len(), at),
            AttrTarget::ObjectSetattr => self.object_setattr(receiver, args, kwargs.len(), at),
            AttrTarget::ObjectDelattr => self.object_delattr(receiver, args, kwargs.len(), at),
            AttrTarget::AbcRegister(abc) => self.abc_register(abc, receiver, args, kwargs, at),
            AttrTarget::ClassMro(class) if !kwargs.is_empty() => {
                Err(Fault::type_error(format!("{}.mro() takes no keyword arguments", class.cpython_name()), at))
            }
            AttrTarget::ClassMro(class) if !args.is_empty() => Err(Fault::type_error(
                format!("{}.mro() takes no arguments ({} given)", class.cpython_name(), args.len()),
                at,
            )),
            AttrTarget::ClassMro(class) => {
                let order = self.class_lineage(&class, "__mro__", at)?;
                self.domain.builtin(Builtin::List, vec![order], Vec::new(), at)
            }
            AttrTarget::Nothing if args.is_empty() && kwargs.is_empty() => self.domain.constant(&Const::None, at),
            AttrTarget::Nothing => {
                Err(Fault::type_error("object.__init__() takes exactly one argument (the instance to initialize)", at))
            }
        }
    }

    /// Whether `v` is an instance of `class` (or of a class deriving from it).
    pub(super) fn is_instance_of(&self, v: &Val<D>, class: &ClassDef) -> bool {
        self.domain.as_object(v).is_some_and(|o| o.class.is_subclass_of(class))
            || (class.is_named_tuple() && self.domain.as_named_tuple(v).is_some_and(|(c, _)| c.is_subclass_of(class)))
            || (class.is_abc_meta() && self.domain.as_class(v).is_some_and(|c| c.has_abc_meta()))
    }
}

/// What `receiver.name(...)` calls.
#[derive(Clone)]
pub(super) enum AttrTarget<V> {
    /// A function of the program, with the value passed first (the instance, or the class of
    /// a class method), if any.
    Bound(FuncId, Option<V>),
    /// A builtin method of the receiver.
    Builtin(Method),
    /// A callable held in an attribute.
    Value(V),
    /// `object.__init__` through `super()`: nothing to run.
    Nothing,
    /// `Class.mro()`: its method resolution order as a list.
    ClassMro(Rc<ClassDef>),
    /// `Abstract.register(cls)` (`sema/virtual_subclasses.rs`).
    AbcRegister(Rc<ClassDef>),
    /// `object.__init_subclass__` through `super()`: nothing to run, no keyword taken.
    NoSubclassHook,
    /// `BaseException.__init__` through `super()`: the arguments become `args`.
    BaseExcInit,
    /// `BaseException.__str__` (`false`) or `__repr__` (`true`) through `super()`.
    BaseExcText(bool),
    /// `object.__str__` (`false`) or `__repr__` (`true`) through `super()`.
    ObjectText(bool),
    /// `_replace`, `_asdict` or `_make` of a `NamedTuple` class.
    NamedTuple(super::named_tuple::NamedTupleOp, Rc<ClassDef>),
    /// `BaseException.with_traceback` (`exc_chain`), `add_note` (`exc_notes`) or what the
    /// exception groups' model asks of an exception object (`exc_groups`).
    ExcMethod(super::exc_groups::ExcCall),
    /// `getter`, `setter` or `deleter` of a `property` object (`property_objects`).
    PropertyCopy(usize),
    /// What `super().name` reaches in the builtin type the instance's class derives from.
    OfBase(super::builtin_subclass::BaseOp),
    /// `object.__setattr__` through `super()` (`setattr_hook`).
    ObjectSetattr,
    /// `object.__delattr__`, reached through `super()` or called by name.
    ObjectDelattr,
    /// A special method of a builtin value called by name (`slot_wrappers`).
    Slot(&'static str),
    /// The `__init__` a dataclass generated, reached through `super()` from a class deriving
    /// from it.
    DataInit(Rc<ClassDef>),
    /// The same called on the class with the instance first (`Base.__init__(self, ...)`).
    DataInitOf(Rc<ClassDef>),
    /// A builtin type's special method called on it with the receiver first
    /// (`int.__add__(a, b)`, `dict.__setitem__(self, k, v)`).
    TypeSlot(Builtin, &'static str),
}

pub(super) fn method_value(name: &str, at: Span) -> Fault {
    Fault::unsupported(format!("the method `{name}` taken as a value (call it: `obj.{name}(...)`)"), at)
}

fn no_class_attribute(class: &ClassDef, name: &str, at: Span) -> Fault {
    if class.enum_role.is_some() {
        // CPython 3.11's `EnumType.__getattr__` names only the attribute.
        return Fault::exc(PyExc::AttributeError, name.to_owned(), at);
    }
    Fault::exc(PyExc::AttributeError, format!("type object '{}' has no attribute '{name}'", class.type_name()), at)
}

/// The getter of a property the class finds first for `name`: a data descriptor, read before
/// the instance's own namespace (which `obj.__dict__[name] = v` may have written).
fn data_property<V>(obj: &Instance<V>, name: &str) -> Option<FuncId> {
    if !obj.class.store_facts().properties {
        return None;
    }
    match obj.class.lookup(name) {
        Some(Member::Property(getter)) => Some(*getter),
        _ => None,
    }
}
