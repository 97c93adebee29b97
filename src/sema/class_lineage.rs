//! `Class.__mro__` and `Class.__bases__` of the program's classes as values: the classes
//! along the method resolution order, then the builtin exception classes CPython lists; and
//! `Class.__abstractmethods__` of an abstract base class.

use super::{BuildKind, Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, ClassDef, Const, ExcClass, PyExc};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `Class.__mro__` (the class, its method resolution order, then the builtin exception
    /// classes of one line, `object`) and `Class.__bases__` (the bases written, or `object`).
    /// The marker classes `ABC`, `Generic` and `Protocol` are in that order where C3 put them.
    /// Other classes with a builtin base (named tuples, `__bases__` of an exception class)
    /// would list CPython's own lineage, not modelled.
    pub(super) fn class_lineage(&mut self, class: &Rc<ClassDef>, name: &str, at: Span) -> Result<Val<D>, Fault> {
        let chain: Vec<Rc<ClassDef>> = std::iter::once(class).chain(&class.ancestors).cloned().collect();
        if let Some(why) = unmodelled_lineage(class, &chain, name) {
            return Err(Fault::unsupported(why, at));
        }
        let excs = super::exc_objects::builtin_lineage(class).filter(|_| name == "__mro__");
        let named_tuple = class.is_named_tuple();
        let classes = if name == "__bases__" { class.bases.clone() } else { chain };
        let mut items = Vec::with_capacity(classes.len() + 1);
        let mut names: Vec<String> = Vec::with_capacity(classes.len() + 1);
        for c in classes {
            names.push(c.qualified_name());
            items.push(self.domain.constant(&Const::Class(c), at)?);
        }
        // `__bases__` of an exception class: the builtin exception class written last.
        let written_exc = class.exc_base.filter(|_| name == "__bases__");
        for e in excs.into_iter().flatten().chain(written_exc) {
            names.push(format!("builtins.{}", e.name()));
            items.push(self.domain.constant(&Const::ExcClass(ExcClass::Builtin(e)), at)?);
        }
        // The builtin type a class derives from comes after the program's classes (clauz3
        // refuses it listed before one); `__bases__` lists it when the class names it. A named
        // tuple class derives from `tuple`.
        let builtin = if name == "__bases__" { class.builtin_base } else { class.builtin_type() };
        let builtin = builtin.or(named_tuple.then_some(Builtin::Tuple));
        if let Some(b) = builtin {
            names.push(builtin_name(b));
            items.push(self.domain.function_value(Callable::Builtin(b)));
            if name == "__bases__" {
                return self.domain.build(BuildKind::Tuple, items, at);
            }
            // `Counter`, `OrderedDict` and `defaultdict` derive from `dict`.
            if b.dict_kind() {
                names.push(builtin_name(Builtin::Dict));
                items.push(self.domain.function_value(Callable::Builtin(Builtin::Dict)));
            }
        }
        if items.is_empty() || name == "__mro__" {
            names.push("builtins.object".to_owned());
            items.push(self.domain.function_value(Callable::Builtin(Builtin::Object)));
        }
        if name == "__mro__" {
            if let Some(why) = model_lineage_differs(class, &names) {
                return Err(Fault::unsupported(why, at));
            }
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

/// Why clauz3 has no `__mro__`/`__bases__` of `class` (its order `chain`, itself first) to
/// give: builtin exception bases whose order it does not keep, `ABCMeta` (a metaclass), or a
/// marker class beside a builtin base (CPython puts it after the builtin, clauz3 keeps it
/// among the program's classes).
fn unmodelled_lineage(class: &ClassDef, chain: &[Rc<ClassDef>], name: &str) -> Option<String> {
    if class.is_abc_meta() {
        return Some(format!("`{name}` of `abc.ABCMeta` (a metaclass, deriving from `type`)"));
    }
    // The builtin exception classes CPython lists, when clauz3 keeps their order: one line of
    // them after the program's classes (`__mro__`), the one base written (`__bases__`).
    let excs_known = match name {
        "__mro__" => super::exc_objects::builtin_lineage(class).is_some() || chain.iter().all(|c| c.exc_base.is_none()),
        _ => class.exc_also.is_empty(),
    };
    if !excs_known {
        return Some(format!("`{name}` of a class deriving from several builtin exception classes"));
    }
    let builtin = class.builtin_type().is_some() || class.exception_root().is_some() || class.is_named_tuple();
    let marker = chain.iter().find(|c| c.is_marker())?;
    builtin.then(|| {
        format!(
            "`{name}` of a class deriving from both `{}` and a builtin class (list the marker's class in another class)",
            marker.qualified_name()
        )
    })
}

/// Why the order `names` (qualified, the whole `__mro__` of `class`) is not CPython's: a
/// class of a modelled module in it whose model derives otherwise than CPython's class does
/// (`enum.IntEnum`, CPython's `(int, ReprEnum, Enum)`).
fn model_lineage_differs(class: &ClassDef, names: &[String]) -> Option<String> {
    for (i, c) in class.mro().enumerate() {
        if c.home.is_none() || c.is_marker() {
            continue;
        }
        let after: Vec<&str> = names[i + 1..].iter().map(String::as_str).collect();
        if c.cpython_ancestors() != Some(&after[..]) {
            return Some(format!(
                "`__mro__` of a class deriving from `{}` (clauz3's model of it derives from other classes than CPython's)",
                c.qualified_name()
            ));
        }
    }
    None
}

/// A builtin type's `module.qualname`: `collections`' for the classes imported from there.
fn builtin_name(b: Builtin) -> String {
    let module = if b.imported_only() { "collections" } else { "builtins" };
    format!("{module}.{}", b.name())
}
