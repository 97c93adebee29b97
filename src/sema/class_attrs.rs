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
    /// A class statement inside a function running (`<class>`), `namedtuple(...)` there
    /// making a class of what the run computed (`<namedtuple>`), `type(name, bases,
    /// namespace)` (`sema/made_class.rs`), or `super()` as a value (`sema/super_value.rs`).
    pub(super) fn class_made_in_function(
        &mut self,
        b: crate::ir::Builtin,
        args: Vec<Val<D>>,
        kwargs: super::call::Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        use crate::ir::Builtin;
        if b == Builtin::MadeNamedTuple {
            self.made_named_tuple(args, at)
        } else if b == Builtin::Type {
            self.made_class(args, kwargs, at)
        } else if b == Builtin::SuperValue {
            self.super_value(args, at)
        } else {
            self.local_class(args, at)
        }
    }

    /// The id of a class made as the program runs: after the program's, one per class made.
    pub(super) fn fresh_class_id(&mut self, at: Span) -> Result<u32, Fault> {
        let id = self.program.classes.len() as u32 + self.local_classes_renewed;
        if id >= 1 << 20 {
            return Err(Fault::unsupported("more than a million classes made inside functions in one run", at));
        }
        self.local_classes_renewed += 1;
        Ok(id)
    }

    /// `<class>(C, marker, base, attributes, methods...)`: the `class` statement of `C`,
    /// defined inside a function, running (`attributes`: names and values of the class
    /// attributes computed where it runs, assigned to the class made). CPython makes a new class each time it runs: the first time in a run
    /// it is the class read from the statement, each later time a new class of that definition
    /// (`ClassDef::renewed`), whose base is `base` (what the base's name holds, when the base
    /// is a local class too; else None). Each method's closure, made over the function's
    /// cells, is kept for the class made, for calls of the method (`local_method_cells`). A
    /// class its own body names (`marker` None) is read there as the one class, so its
    /// statement may run only once.
    fn local_class(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let mut args = args.into_iter();
        let (Some(value), Some(marker), Some(base), Some(attributes)) =
            (args.next(), args.next(), args.next(), args.next())
        else {
            return Err(Fault::internal("`<class>` takes the class its statement defines", at));
        };
        let Some(class) = self.domain.as_class(&value) else {
            return Err(Fault::internal("`<class>` takes the class its statement defines", at));
        };
        // `@unique` finding aliases raises before the name is bound.
        if let Some(message) = class.enum_spec().and_then(|spec| spec.unique_error.clone()) {
            return Err(Fault::exc(crate::ir::PyExc::ValueError, message.to_string(), at));
        }
        let base = match self.is_none(&base, at)? {
            true => None,
            false => match self.domain.as_class(&base) {
                Some(b) => Some(b),
                None => return Err(Fault::internal("`<class>` takes the local base class", at)),
            },
        };
        let first = !self.local_classes_made.contains(&class.id);
        let same_base = match (&base, class.first_base()) {
            (Some(now), Some(read)) => now == read,
            _ => true,
        };
        let made = if first && same_base {
            self.local_classes_made.push(class.id);
            class
        } else {
            if first {
                self.local_classes_made.push(class.id);
            } else if self.is_none(&marker, at)? {
                return Err(Fault::unsupported(
                    format!(
                        "the `class` statement of `{}` running a second time, where its own body names it (CPython makes a new class each time the statement runs, which those reads would see; clauz3 reads the name as the first class): define the class at module level and pass what varies to `__init__`",
                        class.qualname
                    ),
                    at,
                ));
            }
            Rc::new(class.renewed(self.fresh_class_id(at)?, base))
        };
        let attributes = self.collect(attributes, at)?;
        for pair in attributes.chunks(2) {
            let [name, value] = pair else { continue };
            let Some(name) = self.domain.known_text(name) else {
                return Err(Fault::internal("`<class>` takes attribute names as text", at));
            };
            if let Ok(super::Callable::Closure(c)) = self.domain.callable(value, at) {
                if c.bound.is_none() {
                    return Err(Fault::unsupported(
                        format!(
                            "the class attribute `{name}` of `{}` computed to a function, which CPython binds as a method when read through an instance (define it with `def`)",
                            made.qualname
                        ),
                        at,
                    ));
                }
            }
            self.assign_class_attr(&made, &name, value.clone(), at)?;
        }
        for method in args {
            if let super::Callable::Closure(c) = self.domain.callable(&method, at)? {
                self.local_methods.insert((made.id, c.func), (c.free, method));
            }
        }
        self.domain.constant(&crate::ir::Const::Class(made), at)
    }

    /// `Class.method` (or a static method read through an instance): the function `func`
    /// as a value. A method of a class defined inside a function is the function its class's
    /// statement made (one per class made, holding its cells, as in CPython); any other is the
    /// one object per run `function_ref` gives.
    pub(super) fn class_function_ref(&mut self, class: &ClassDef, func: crate::ir::FuncId) -> Val<D> {
        match self.local_function(class, func) {
            Some(value) => value,
            None => self.function_ref(func),
        }
    }

    /// The function value `func` is as a method of `class` or a base, when a `class` statement
    /// inside a function made it (see `class_function_ref`).
    pub(super) fn local_function(&self, class: &ClassDef, func: crate::ir::FuncId) -> Option<Val<D>> {
        if self.local_methods.is_empty() {
            return None;
        }
        class.mro().find_map(|k| self.local_methods.get(&(k.id, func)).map(|(_, value)| value.clone()))
    }

    /// The cells a method of a class defined inside a function reads its function's
    /// variables from: those of the class that defines it, found from the receiver (`self`, a
    /// named tuple, or the class of a class method) up its chain of bases.
    pub(super) fn local_method_cells(
        &self,
        func: crate::ir::FuncId,
        receiver: Option<&Val<D>>,
        at: Span,
    ) -> Result<Rc<[super::Cell<Val<D>>]>, Fault> {
        let class = receiver.and_then(|r| {
            (self.domain.as_object(r).map(|o| o.class.clone()))
                .or_else(|| self.domain.as_class(r))
                .or_else(|| self.domain.as_named_tuple(r).map(|(c, _)| c))
        });
        if let Some((cells, _)) = class.iter().flat_map(|c| c.mro()).find_map(|k| self.local_methods.get(&(k.id, func)))
        {
            return Ok(cells.clone());
        }
        Err(Fault::unsupported(
            format!(
                "`{}`, a method of a class defined inside a function that reads the function's variables, called without an instance or class of it (a static method)",
                self.program.function(func).qualname
            ),
            at,
        ))
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
        self.assigned_along(class.mro(), name)
    }

    /// [`Self::assigned_class_attr`] along `order`, a method resolution order or a tail of one.
    pub(super) fn assigned_along<'c>(&self, order: impl Iterator<Item = &'c ClassDef>, name: &str) -> Option<Val<D>> {
        if self.class_sets.is_empty() {
            return None;
        }
        for k in order {
            if let Some((_, _, v)) = self.class_sets.iter().find(|(id, n, _)| *id == k.id && &**n == name) {
                return Some(v.clone());
            }
            if k.members.iter().any(|(n, _)| &**n == name) {
                return None;
            }
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
        if rebinds_code || class.is_named_tuple() || class.builtin_constant().is_some() || name.starts_with("__") {
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
