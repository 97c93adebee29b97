//! `Class.__mro__` and `Class.__bases__` of the program's classes as values: the classes
//! along the method resolution order, then the builtin exception classes CPython lists; and
//! `Class.__abstractmethods__` of an abstract base class.

use super::{BuildKind, Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, Const, DataKind, ExcClass, PyExc};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `Class.__mro__` (the class, its method resolution order, then the builtin exception
    /// classes of one line, `object`) and `Class.__bases__` (the bases written, or `object`).
    /// Other classes with a builtin base (named tuples, `__bases__` of an exception class)
    /// would list CPython's own lineage, not modelled.
    pub(super) fn class_lineage(&mut self, class: &Rc<ClassDef>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        let chain: Vec<Rc<ClassDef>> = std::iter::once(class).chain(&class.ancestors).cloned().collect();
        let excs = super::exc_objects::builtin_lineage(class).filter(|_| name == "__mro__");
        let builtin_base = |c: &Rc<ClassDef>| {
            (c.exc_base.is_some() && excs.is_none()) || c.data.as_ref().is_some_and(|d| d.kind != DataKind::Dataclass)
        };
        if chain.iter().any(builtin_base) {
            return Err(Fault::unsupported(
                format!("`{name}` of a class deriving from a builtin class other than `object`"),
                at,
            ));
        }
        // `abc.ABC`, `typing.Generic` and `typing.Protocol` are in CPython's lineage, but
        // clauz3 has no value for them.
        if let Some(c) = chain.iter().find(|c| c.abstract_methods.is_some() || !c.type_params.is_empty()) {
            return Err(Fault::unsupported(
                format!(
                    "`{name}` of a class deriving from `abc.ABC`, `typing.Generic` or `typing.Protocol` (as `{}` does)",
                    c.name
                ),
                at,
            ));
        }
        let classes = if name == "__bases__" { class.bases.clone() } else { chain };
        let mut items = Vec::with_capacity(classes.len() + 1);
        for c in classes {
            items.push(self.domain.constant(&Const::Class(c), at)?);
        }
        for e in excs.into_iter().flatten() {
            items.push(self.domain.constant(&Const::ExcClass(ExcClass::Builtin(e)), at)?);
        }
        // The builtin type a class derives from comes after the program's classes (clauz3
        // refuses it listed before one); `__bases__` lists it when the class names it.
        let builtin = if name == "__bases__" { class.builtin_base } else { class.builtin_type() };
        if let Some(b) = builtin {
            items.push(self.domain.function_value(Callable::Builtin(b)));
            if name == "__bases__" {
                return self.domain.build(BuildKind::Tuple, items, at);
            }
            // `Counter`, `OrderedDict` and `defaultdict` derive from `dict`.
            if b.dict_kind() {
                items.push(self.domain.function_value(Callable::Builtin(Builtin::Dict)));
            }
        }
        if items.is_empty() || name == "__mro__" {
            items.push(self.domain.function_value(Callable::Builtin(Builtin::Object)));
        }
        self.domain.build(BuildKind::Tuple, items, at)
    }

    /// `Class.__abstractmethods__`: the names of the abstract methods left unimplemented, as a
    /// frozenset, for a class whose metaclass is `ABCMeta` (deriving from `abc.ABC` or
    /// `typing.Protocol`); any other class has no such attribute.
    pub(super) fn abstract_methods_set(&mut self, class: &Rc<ClassDef>, at: Span) -> Result<Val<D>, Fault> {
        let Some(names) = &class.abstract_methods else {
            return Err(Fault::exc(PyExc::AttributeError, "__abstractmethods__".to_owned(), at));
        };
        let mut items = Vec::with_capacity(names.len());
        for n in names {
            items.push(self.text_const(n, at)?);
        }
        let tuple = self.domain.build(BuildKind::Tuple, items, at)?;
        self.domain.builtin(Builtin::Frozenset, vec![tuple], Vec::new(), at)
    }
}
