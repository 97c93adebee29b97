//! `type(name, bases, namespace)`: a class made as the program runs, as CPython's
//! `type.__new__` makes one. The class is a plain class renewed from one template
//! (`ir::made_class_template`) with its own id: its bases are the program's classes given (C3
//! orders them, with CPython's `TypeError`s), the namespace's functions and lambdas are its
//! methods (kept with the cells their closures hold, as a local class's are), its other
//! values class attributes assigned to it, `__module__`, `__qualname__` and `__doc__` its
//! names; an abstract base's methods the namespace does not define stay abstract; then the
//! bases' `__init_subclass__` and the values' `__set_name__` run, as `type.__new__` calls
//! them. What it cannot model (a builtin base, an enumeration, a dataclass or `NamedTuple`
//! base, `__slots__`, a descriptor object among the values) is refused where it runs.

use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{ClassDef, Const, Member, MroEntry, PyStr};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

/// Namespace names `type()` gives a meaning clauz3 does not model.
const UNMODELLED_NAMES: [&str; 6] =
    ["__slots__", "__new__", "__init_subclass__", "__class_getitem__", "__classcell__", "__set_name__"];

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `type(name, bases, namespace, **keywords)`: the class, its bases' `__init_subclass__`
    /// called with the keywords.
    pub(super) fn made_class(&mut self, args: Vec<Val<D>>, kwargs: Kwargs<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let Ok([name, bases, namespace]) = <[Val<D>; 3]>::try_from(args) else {
            return Err(Fault::type_error("type() takes 1 or 3 arguments", at));
        };
        for (i, (v, wanted)) in [(&name, "str"), (&bases, "tuple"), (&namespace, "dict")].into_iter().enumerate() {
            let given = self.type_name(v, at)?;
            if given != wanted {
                let message = format!("type.__new__() argument {} must be {wanted}, not {given}", i + 1);
                return Err(Fault::type_error(message, at));
            }
        }
        let Some(name) = self.domain.known_text(&name) else {
            return Err(Fault::unsupported("a `type()` class name that is not a str known here", at));
        };
        let bases = self.collect(bases, at)?;
        let mut entries = Vec::with_capacity(bases.len());
        for base in &bases {
            entries.push(self.made_class_base(base, at)?);
        }
        let order = crate::ir::linearize(&entries).map_err(|message| Fault::type_error(message, at))?;
        let Some(pairs) = self.domain.dict_items(&namespace, at)? else {
            return Err(Fault::unsupported("a namespace of `type()` whose items are not known here", at));
        };
        let mut named = Vec::with_capacity(pairs.len());
        for (key, value) in pairs {
            let Some(key) = self.domain.known_text(&key) else {
                return Err(Fault::unsupported("a key of `type()`'s namespace that is not a str known here", at));
            };
            named.push((key, value));
        }
        let mut class = crate::ir::made_class_template().renewed(self.fresh_class_id(at)?, None);
        class.name = name.clone();
        class.qualname = name;
        class.bases = crate::ir::program_classes(&entries);
        class.ancestors = crate::ir::program_classes(&order);
        class.span = at;
        let mut methods = Vec::new();
        let mut attributes = Vec::new();
        for (key, value) in named {
            if self.made_class_name(&mut class, &key, &value, at)? {
                continue;
            }
            match self.plain_function(&value, at)? {
                Some(closure) => {
                    class.members.push((key.clone(), Member::Method(closure.func)));
                    methods.push((closure, value));
                }
                None => attributes.push((key, value)),
            }
        }
        class.abstract_methods = still_abstract(&class);
        // `type.__new__` names the module of the frame calling it: for a base deriving from
        // `abc.ABC`, that is `ABCMeta.__new__`'s, in `abc`.
        if class.module.is_none() && class.abstract_methods.is_some() {
            class.module = Some(Rc::from("abc"));
        }
        let class = Rc::new(class);
        self.note_made_class(&class);
        for (closure, value) in methods {
            self.local_methods.insert((class.id, closure.func), (closure.free, value));
        }
        for (key, value) in attributes {
            self.assign_class_attr(&class, &key, value, at)?;
        }
        let cls = self.domain.constant(&Const::Class(class), at)?;
        self.init_subclass(vec![cls.clone()], kwargs, at)?;
        Ok(cls)
    }

    /// What the shortcuts read from the program's classes, now that `class` is one too: no
    /// longer a program without classes, and perhaps one with `__eq__`, keyed instances or
    /// descriptors.
    fn note_made_class(&mut self, class: &ClassDef) {
        self.made_classes = true;
        let defines = |names: &[&str]| class.members.iter().any(|(n, _)| names.contains(&&**n));
        self.own_equality |= defines(&["__eq__"]);
        self.descriptors |= defines(&["__get__", "__set__", "__delete__"]);
        if class.keyed() {
            self.keyed_objects.set(true);
        }
    }

    /// Whether the program has no class, of its statements or made by `type()`: the
    /// shortcuts of a program without classes apply.
    pub(super) fn no_classes(&self) -> bool {
        self.program.classes.is_empty() && !self.made_classes
    }

    /// One base given to `type()`: a class of the program of a kind a made class may derive
    /// from, or `object`.
    fn made_class_base(&mut self, base: &Val<D>, at: Span) -> Result<MroEntry, Fault> {
        let refuse = |what: &str| {
            Fault::unsupported(format!("a class made by `type()` deriving from {what} (write a `class` statement)"), at)
        };
        let Some(class) = self.domain.as_class(base) else {
            return match self.domain.callable(base, at) {
                Ok(Callable::Builtin(crate::ir::Builtin::Object)) => Ok(MroEntry::Object),
                _ => Err(refuse("a value that is not a class of the program")),
            };
        };
        // A plain class of a modelled module (`csv.Dialect`) is derived from as a `class`
        // statement derives from it; the classes standing for builtin values are not.
        if class.builtin_constant().is_some() || class.value_class().is_some() {
            return Err(refuse("a class that is not the program's own"));
        }
        let kind = class.mro().find_map(|c| {
            (c.builtin_base.is_some() || c.exc_base.is_some()).then_some("a builtin type or exception class")
        });
        let kind = kind.or_else(|| class.data().map(|_| "a dataclass or `NamedTuple`"));
        let kind = kind.or_else(|| class.enum_role.as_ref().map(|_| "an enumeration"));
        let kind = kind.or_else(|| class.protocol.as_ref().map(|_| "a protocol"));
        let kind = kind.or_else(|| class.mro().any(|c| c.slots.is_some()).then_some("a class with `__slots__`"));
        match kind {
            Some(kind) => Err(refuse(kind)),
            None => Ok(MroEntry::Class(class)),
        }
    }

    /// Whether the namespace entry `key` names the class itself (`__module__`,
    /// `__qualname__`, `__doc__`), taken into `class`; a name clauz3 does not model refused.
    fn made_class_name(&mut self, class: &mut ClassDef, key: &str, value: &Val<D>, at: Span) -> Result<bool, Fault> {
        if UNMODELLED_NAMES.contains(&key) {
            return Err(Fault::unsupported(format!("`{key}` in the namespace of `type()`"), at));
        }
        match key {
            "__module__" | "__qualname__" => {
                let text = self.domain.known_text(value);
                let Some(text) =
                    text.filter(|_| key == "__module__" || self.type_name(value, at).is_ok_and(|t| t == "str"))
                else {
                    if key == "__qualname__" {
                        let given = self.type_name(value, at)?;
                        return Err(Fault::type_error(format!("type __qualname__ must be a str, not {given}"), at));
                    }
                    return Err(Fault::unsupported("a `__module__` that is not a str, in `type()`'s namespace", at));
                };
                match key {
                    "__module__" => class.module = Some(text),
                    _ => class.qualname = text,
                }
                Ok(true)
            }
            "__doc__" => {
                class.doc = match self.domain.known_text(value) {
                    Some(text) => Some(Rc::new(PyStr::from(&*text))),
                    None if self.is_none(value, at)? => None,
                    None => {
                        return Err(Fault::unsupported("a `__doc__` that is not a str, in `type()`'s namespace", at))
                    }
                };
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// The closure a namespace value is when it is a plain function of the program (a `def`
    /// or a lambda, not bound), which the class binds as a method; None for any other value.
    fn plain_function(&mut self, value: &Val<D>, at: Span) -> Result<Option<super::Closure<Val<D>>>, Fault> {
        if self.domain.function_key(value).is_none_or(|(_, key)| key.is_none()) {
            if let Some(obj) = self.domain.as_object(value) {
                if obj.class.value_class().is_some() {
                    return Err(Fault::unsupported(
                        format!("a `{}` object in `type()`'s namespace (define the method with `def`)", obj.class.name),
                        at,
                    ));
                }
            }
            return Ok(None);
        }
        let Ok(Callable::Closure(closure)) = self.domain.callable(value, at) else { return Ok(None) };
        if closure.bound.is_some() {
            return Ok(None);
        }
        if let Some(module) = self.program.modelled_module(self.program.function(closure.func).span.file) {
            return Err(Fault::unsupported(
                format!("a function of clauz3's model of `{module}` as a method of a class made by `type()`"),
                at,
            ));
        }
        if !closure.defaults.is_empty() {
            return Err(Fault::unsupported(
                "a function with parameter defaults computed where it was made, as a method of a class made by `type()`",
                at,
            ));
        }
        Ok(Some(closure))
    }
}

/// The abstract methods a class made by `type()` is left: those of its bases that the first
/// class defining them along its order still leaves abstract; None unless a base is abstract.
fn still_abstract(class: &ClassDef) -> Option<Vec<Rc<str>>> {
    let bases_abstract: Vec<&Rc<str>> =
        class.bases.iter().filter_map(|b| b.abstract_methods.as_ref()).flatten().collect();
    if class.bases.iter().all(|b| b.abstract_methods.is_none()) {
        return None;
    }
    let mut left: Vec<Rc<str>> = Vec::new();
    for name in bases_abstract {
        let own = class.members.iter().any(|(n, _)| n == name);
        let definer = class.ancestors.iter().find(|c| c.members.iter().any(|(n, _)| n == name));
        let abstract_there = definer.is_some_and(|c| c.abstract_methods.as_ref().is_some_and(|a| a.contains(name)));
        if !own && abstract_there && !left.contains(name) {
            left.push(name.clone());
        }
    }
    left.sort();
    Some(left)
}
