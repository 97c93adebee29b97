//! `getattr(obj, name[, default])` and `hasattr(obj, name)` with a name known when they run:
//! the attribute `obj.name` would read, in both domains (fields and class attributes of the
//! program's instances, methods of builtin values as bound methods, a record's fields), with
//! `default` (or `False`) where that read is CPython's `AttributeError`.
//! `setattr(obj, name, value)` and `vars(obj)` likewise, for instances of the program's classes
//! (and of modelled modules', such as `argparse.Namespace`, whose fields are named at run time).

use super::builtin_attrs::{function_has, lists, BUILTIN_TYPES, EXCEPTION_EXTRAS, OBJECT};
use super::call::Kwargs;
use super::getattr_hook::is_attribute_error;
use super::modelled_abc_attrs::MODELLED_ABC_CLASSES;
use super::modelled_attrs::MODELLED_CLASSES;
use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, Const, ExcClass, PyExc};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Calls `getattr` or `hasattr` (`b`).
    pub(super) fn getattr_builtin(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let name = b.name();
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{name}() takes no keyword arguments"), at));
        }
        let most = if b == Builtin::Getattr { 3 } else { 2 };
        if !(2..=most).contains(&args.len()) {
            let expected = if most == 3 { "at least 2 arguments" } else { "2 arguments" };
            return Err(Fault::type_error(format!("{name} expected {expected}, got {}", args.len()), at));
        }
        let mut args = args.into_iter();
        let (Some(obj), Some(attr)) = (args.next(), args.next()) else {
            return Err(Fault::internal("getattr's arguments were counted", at));
        };
        let default = args.next();
        let attr = self.attribute_name(&attr, at)?;
        // `AttributeError` or a class deriving from it (a program's `__getattr__` may raise one).
        let outer = self.getattr_by_name.replace(at);
        let read = self.get_attribute(obj.clone(), &attr, at);
        self.getattr_by_name = outer;
        let read = match read {
            Err(f) if is_attribute_error(&f) => match self.unmodelled_attribute(&obj, &attr, at)? {
                Some(false) => Err(f),
                Some(true) if b == Builtin::Hasattr => return self.domain.constant(&Const::Bool(true), at),
                _ => {
                    let message = format!(
                        "`{name}()` of `{attr}`, which CPython's object has and clauz3 does not model (use the operator or builtin that calls it)"
                    );
                    return Err(Fault::unsupported(message, at));
                }
            },
            // A function's attribute CPython has but the model does not read (`__call__`).
            Err(_) if b == Builtin::Hasattr && self.domain.function_key(&obj).is_some() && function_has(&attr) => {
                return self.domain.constant(&Const::Bool(true), at);
            }
            read => read,
        };
        match (read, b, default) {
            (Ok(_), Builtin::Hasattr, _) => self.domain.constant(&Const::Bool(true), at),
            (Err(f), Builtin::Hasattr, _) if is_attribute_error(&f) => self.domain.constant(&Const::Bool(false), at),
            (Err(f), _, Some(default)) if is_attribute_error(&f) => Ok(default),
            (read, _, _) => read,
        }
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The fault of a call of `receiver.name(...)` that found no method: where the model lacks
    /// the name, CPython's object may have it (`Path.read_text`, `range.index`), so its
    /// `AttributeError` is said only where CPython's is, and the call is refused elsewhere; a
    /// program catching the `AttributeError` would otherwise be proved on a path CPython never
    /// takes. Any other fault is kept.
    pub(super) fn missing_method(&mut self, f: Fault, receiver: &Val<D>, name: &str, at: Span) -> Result<Fault, Fault> {
        self.missing_in_model(f, receiver, name, &format!("method `.{name}()`"), at)
    }

    /// `obj.name` read in the program: CPython's `AttributeError` only where CPython's object
    /// lacks the name too; where CPython's has it and the model does not (`datetime.fold`,
    /// `range(5).start`, `Decimal.real`), the read is refused, as a call is.
    pub(super) fn read_attribute(&mut self, obj: Val<D>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        match self.get_attribute(obj.clone(), name, at) {
            Err(f) => Err(self.missing_in_model(f, &obj, name, &format!("attribute `.{name}`"), at)?),
            read => read,
        }
    }

    fn missing_in_model(
        &mut self,
        f: Fault,
        receiver: &Val<D>,
        name: &str,
        what: &str,
        at: Span,
    ) -> Result<Fault, Fault> {
        if f.exc_class() != Some(&ExcClass::Builtin(PyExc::AttributeError)) {
            return Ok(f);
        }
        if self.unmodelled_attribute(receiver, name, at)? == Some(false) {
            return Ok(f);
        }
        let type_name = self.type_name(receiver, at)?;
        let message = format!("{what} of a `{type_name}`, which CPython's may have and clauz3 does not model");
        Ok(Fault::unsupported(message, at))
    }

    /// Whether `obj` has `name` in CPython, where the model's read found no such attribute
    /// (`hasattr(3, "__add__")`, `hasattr(b"", "zfill")`): from `dir()` of its builtin type or
    /// exception class, or of `object` for an instance of a program class; `None` where only
    /// CPython could tell (a dunder of a dataclass, an enum, a class itself, a value whose type
    /// the table lacks). A wrong False there would prove what CPython refutes.
    pub(super) fn unmodelled_attribute(&mut self, obj: &Val<D>, name: &str, at: Span) -> Result<Option<bool>, Fault> {
        let dunder = name.len() > 4 && name.starts_with("__") && name.ends_with("__");
        // An exception's notes are read exactly (`exc_notes`): none before the first.
        if name == "__notes__" && self.is_exception_object(obj) {
            return Ok(Some(false));
        }
        if let Some(instance) = self.domain.as_object(obj) {
            let Some(module) = self.program.modelled_module(instance.class.span.file) else {
                return Ok(instance_has(&instance.class, name));
            };
            // A model asking about its own classes knows their attributes (`argparse` setting
            // defaults on its `Namespace`); a program asks about CPython's class, which has
            // what the model may lack (`Decimal.adjusted`).
            if self.program.modelled_module(at.file).is_some() {
                return Ok(Some(false));
            }
            let class = modelled_listing(module, &instance.class.name);
            if let Some(set) = super::instance_attrs::set_at_run_time(module, &instance.class.name) {
                let listed = class.is_some_and(|(_, _, _, names)| lists(names, name));
                return Ok(Some(listed || set.contains(&name)));
            }
            return Ok(class.and_then(
                |(_, _, exact, names)| if lists(names, name) { Some(true) } else { exact.then_some(false) },
            ));
        }
        // A function's read already told its attributes from CPython's (`function_attrs`).
        if self.domain.function_key(obj).is_some() {
            return Ok(Some(false));
        }
        // A builtin function (`len`), which `type()` does not give here.
        if let Ok(super::Callable::Builtin(b)) = self.domain.callable(obj, at) {
            if b.is_class() {
                // A builtin class (`int.fromhex`, `float.fromhex`): what `dir()` of it lists;
                // beyond that only `type`'s own names, `mro` and dunders, are unknown here.
                let names = BUILTIN_TYPES.iter().find(|(t, _)| *t == b.name());
                let slot = crate::ir::slots::is_builtin_slot(name) && !crate::ir::slots::TYPE_OWN_SLOTS.contains(&name);
                return Ok(match names {
                    Some((_, names)) if lists(names, name) => Some(true),
                    Some(_) if (!dunder || slot) && name != "mro" => Some(false),
                    _ => None,
                });
            }
            let names = BUILTIN_TYPES.iter().find(|(t, _)| *t == "builtin_function_or_method");
            return Ok(names.map(|(_, names)| lists(names, name)));
        }
        if let Some(class) = self.domain.as_class(obj) {
            // A modelled module's class (`timedelta.resolution`) has what CPython's class has;
            // a program's class has its members, which the read saw.
            let module = self.program.modelled_module(class.span.file);
            if let (Some(module), None) = (module, self.program.modelled_module(at.file)) {
                let listed = modelled_listing(module, &class.name);
                return Ok(listed.and_then(
                    |(_, _, exact, names)| if lists(names, name) { Some(true) } else { exact.then_some(false) },
                ));
            }
            return Ok((!dunder).then_some(false));
        }
        let Ok(t) = self.domain.builtin(Builtin::Type, vec![obj.clone()], Vec::new(), at) else {
            return Ok((!dunder).then_some(false));
        };
        let text = self.domain.text(&t);
        let type_name = text.strip_prefix("<class '").and_then(|t| t.strip_suffix("'>"));
        match type_name.and_then(|t| BUILTIN_TYPES.iter().find(|(n, _)| *n == t)) {
            Some((_, names)) => Ok(Some(lists(names, name))),
            None => Ok((!dunder).then_some(false)),
        }
    }
}

/// [`Evaluator::unmodelled_attribute`] of an instance of the program class `class`: `object`'s
/// names, an exception's builtin names, else none for a plain class (its attributes are its
/// members and fields, which the read saw). Unknown: a dunder of a dataclass (CPython adds
/// `__dataclass_fields__`, `__match_args__`), an underscored name of a named tuple (`_fields`)
/// or an enumeration (`_value_`); an abstract class or protocol has the names `abc` and
/// `typing` add.
fn instance_has(class: &ClassDef, name: &str) -> Option<bool> {
    if OBJECT.binary_search(&name).is_ok() {
        return Some(true);
    }
    // A class body's annotations (`x: int = 0`) become its `__annotations__`, which its
    // instances then see.
    if name == "__annotations__" {
        return Some(class.mro().any(|c| c.annotates));
    }
    // The read answers these exactly (`__dict__` is missing only under `__slots__`).
    if matches!(name, "__dict__" | "__doc__" | "__module__" | "__class__") {
        return Some(false);
    }
    // A class without `__slots__` gives its instances `__weakref__`; slots may leave it out,
    // and an exception class's depends on every class of its chain.
    if name == "__weakref__" {
        return (class.exception_root().is_none() && class.slot_names().is_none()).then_some(true);
    }
    if let Some(exc) = class.exception_root() {
        let base = BUILTIN_TYPES.iter().find(|(n, _)| *n == "BaseException").map_or(&[][..], |(_, names)| names);
        let extra = EXCEPTION_EXTRAS.iter().find(|(n, _)| *n == exc.name()).map_or(&[][..], |(_, names)| names);
        return Some(lists(base, name) || extra.binary_search(&name).is_ok());
    }
    // An abstract class (a protocol too: its metaclass derives from `ABCMeta`) adds these;
    // `__slots__` (`ABC`'s, not `ABCMeta`'s), `__annotations__` and what `Generic[T]` adds
    // depend on how its chain was written.
    let abc = class.mro().any(|c| c.abstract_methods.is_some() || c.protocol.is_some());
    let protocol = class.mro().any(|c| c.protocol.is_some());
    if (abc && matches!(name, "__abstractmethods__" | "_abc_impl"))
        || (protocol
            && matches!(name, "__class_getitem__" | "__parameters__" | "_is_protocol" | "_is_runtime_protocol"))
    {
        return Some(true);
    }
    if abc
        && matches!(name, "__slots__" | "__annotations__" | "__orig_bases__" | "__parameters__" | "__class_getitem__")
    {
        return None;
    }
    let dunder = name.len() > 4 && name.starts_with("__") && name.ends_with("__");
    let unknown = |c: &ClassDef| {
        let underscored = c.is_named_tuple() || c.enum_role.is_some();
        (c.data.is_some() && dunder) || (underscored && name.starts_with('_'))
    };
    if class.mro().any(unknown) {
        return None;
    }
    Some(false)
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Calls `setattr(obj, name, value)` (as `obj.name = value`), `delattr(obj, name)` (as
    /// `del obj.name`) or `vars(obj)` (a new dict of
    /// the instance's attributes, in the order they were set; CPython's is the live `__dict__`), and
    /// the hidden `<namespace>` writes through it (`namespace_writes.rs`).
    pub(super) fn setattr_or_vars(
        &mut self,
        b: Builtin,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if b == Builtin::Namespace {
            return self.namespace_write(args, at);
        }
        let name = b.name();
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{name}() takes no keyword arguments"), at));
        }
        if b == Builtin::Vars {
            let [obj]: [Val<D>; 1] = args.try_into().map_err(|args: Vec<Val<D>>| match args.len() {
                0 => Fault::unsupported("`vars()` without an argument (the local variables)", at),
                n => Fault::type_error(format!("vars expected at most 1 argument, got {n}"), at),
            })?;
            // CPython's `vars(obj)` reads `obj.__dict__`, its `AttributeError` (a class with
            // `__slots__`, a `__getattr__` refusing the name) turned into a `TypeError`.
            return match self.read_attribute(obj, "__dict__", at) {
                Err(f) if super::getattr_hook::is_attribute_error(&f) => {
                    Err(Fault::type_error("vars() argument must have __dict__ attribute", at))
                }
                read => read,
            };
        }
        if b == Builtin::Delattr {
            let [obj, attr]: [Val<D>; 2] = args.try_into().map_err(|args: Vec<Val<D>>| {
                Fault::type_error(format!("delattr expected 2 arguments, got {}", args.len()), at)
            })?;
            let attr = self.attribute_name(&attr, at)?;
            self.del_attribute(obj, &attr, at)?;
            return self.domain.constant(&Const::None, at);
        }
        let [obj, attr, value]: [Val<D>; 3] = args.try_into().map_err(|args: Vec<Val<D>>| {
            Fault::type_error(format!("setattr expected 3 arguments, got {}", args.len()), at)
        })?;
        let attr = self.attribute_name(&attr, at)?;
        self.set_attribute(obj, &attr, value, at)?;
        self.domain.constant(&Const::None, at)
    }

    /// The name `getattr`/`hasattr`/`setattr` are given, with CPython's `TypeError` for a
    /// value that is not a str.
    pub(super) fn attribute_name(&mut self, attr: &Val<D>, at: Span) -> Result<std::rc::Rc<str>, Fault> {
        match self.domain.keyword_name(attr, at) {
            Ok(attr) => Ok(attr),
            Err(f) if f.exc_class().is_some() => {
                let kind = self.type_name(attr, at)?;
                Err(Fault::type_error(format!("attribute name must be string, not '{kind}'"), at))
            }
            Err(f) => Err(f),
        }
    }
}

/// CPython's listing of the modelled module `module`'s class `class` (`dir()`), from the
/// generated tables: `collections.abc`'s are kept apart.
fn modelled_listing(
    module: &str,
    class: &str,
) -> Option<&'static (&'static str, &'static str, bool, &'static [&'static str])> {
    MODELLED_CLASSES.iter().chain(MODELLED_ABC_CLASSES).find(|(m, c, _, _)| *m == module && *c == class)
}
