//! Bases that only mark a class: `Generic[T]`, and `abc` as agent programs use it,
//! `class Shape(ABC)` (or `metaclass=ABCMeta`) with `@abstractmethod` methods. Such a class
//! cannot be instantiated while any abstract method is left unimplemented, with CPython's
//! `TypeError`; neither base adds behaviour, so both are dropped. `@abstractmethod` outside
//! such a class changes nothing, as in CPython.

use super::class::names_stdlib;
use super::{ModuleEnv, ModuleItem};
use crate::ir::{ClassDef, Member};
use rustpython_parser::ast;
use std::rc::Rc;

/// `Generic[...]` (or `typing.Generic[...]`) as a base: it only parameterises the class for
/// type checkers.
pub(super) fn is_generic_base(env: &ModuleEnv, base: &ast::Expr) -> bool {
    let ast::Expr::Subscript(s) = base else { return false };
    let typing = |name: &str| matches!(env.items.get(name), Some(ModuleItem::Module(t)) if t == "typing");
    match &*s.value {
        ast::Expr::Name(n) => n.id.as_str() == "Generic" && typing(n.id.as_str()),
        ast::Expr::Attribute(a) => {
            a.attr.as_str() == "Generic" && matches!(&*a.value, ast::Expr::Name(m) if typing(m.id.as_str()))
        }
        _ => false,
    }
}

/// `ABC` (or `abc.ABC`) as a base: a marker, not a class to inherit behaviour from.
pub(super) fn is_abc_base(env: &ModuleEnv, base: &ast::Expr) -> bool {
    names_stdlib(env, base, "abc", "ABC")
}

/// `metaclass=ABCMeta`, the other spelling of deriving from `ABC`.
pub(super) fn is_abc_metaclass(env: &ModuleEnv, keyword: &ast::Keyword) -> bool {
    keyword.arg.as_deref() == Some("metaclass") && names_stdlib(env, &keyword.value, "abc", "ABCMeta")
}

/// Whether the class statement makes an abstract base class itself.
pub(super) fn declares_abc(env: &ModuleEnv, c: &ast::StmtClassDef) -> bool {
    c.bases.iter().any(|b| is_abc_base(env, b)) || c.keywords.iter().any(|k| is_abc_metaclass(env, k))
}

/// `@abstractmethod` (or `@abc.abstractmethod`).
pub(super) fn is_abstract_decorator(env: &ModuleEnv, decorator: &ast::Expr) -> bool {
    names_stdlib(env, decorator, "abc", "abstractmethod")
}

/// The abstract methods an instance of the class would leave unimplemented, sorted as
/// CPython's message lists them; `None` when the class is no abstract base class (neither it
/// nor a base derives from `ABC`), so nothing is checked. A base's abstract method stays
/// abstract when the class finds it, along its method resolution order (`ancestors`), still
/// in a class that declares it abstract.
pub(super) fn unimplemented(
    abc: bool,
    bases: &[Rc<ClassDef>],
    ancestors: &[Rc<ClassDef>],
    members: &[(Rc<str>, Member)],
    own_abstract: &[Rc<str>],
) -> Option<Vec<Rc<str>>> {
    if !abc && bases.iter().all(|b| b.abstract_methods.is_none()) {
        return None;
    }
    let defines = |c: &ClassDef, n: &str| c.members.iter().any(|(m, _)| &**m == n);
    let still_abstract = |n: &Rc<str>| {
        !members.iter().any(|(m, _)| m == n)
            && ancestors
                .iter()
                .find(|c| defines(c, n))
                .is_none_or(|c| c.abstract_methods.as_ref().is_some_and(|a| a.contains(n)))
    };
    let mut names: Vec<Rc<str>> = bases
        .iter()
        .filter_map(|b| b.abstract_methods.as_ref())
        .flatten()
        .filter(|n| still_abstract(n))
        .chain(own_abstract.iter())
        .cloned()
        .collect();
    names.sort();
    names.dedup();
    Some(names)
}
