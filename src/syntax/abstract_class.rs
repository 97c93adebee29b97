//! Bases that only mark a class: `Generic[T]`, `abc` as agent programs use it,
//! `class Shape(ABC)` (or `metaclass=ABCMeta`) with `@abstractmethod` methods, and
//! `typing.Protocol`. Such a class cannot be instantiated while any abstract method is left
//! unimplemented, with CPython's `TypeError`, nor can a protocol class itself; none of these
//! bases adds behaviour, so all are dropped. `@abstractmethod` outside such a class changes
//! nothing, as in CPython.

use super::class::names_stdlib;
use super::{ModuleEnv, ModuleItem};
use crate::ir::{ClassDef, Member};
use rustpython_parser::ast;
use std::rc::Rc;

/// `Generic[...]` (or `typing.Generic[...]`) as a base: it only parameterises the class for
/// type checkers.
pub(super) fn is_generic_base(env: &ModuleEnv, base: &ast::Expr) -> bool {
    let ast::Expr::Subscript(s) = base else { return false };
    names_typing(env, &s.value, "Generic")
}

/// The type variables of the class's `Generic[T, ...]` base, by name (empty without one).
pub(super) fn type_params(env: &ModuleEnv, c: &ast::StmtClassDef) -> Vec<Rc<str>> {
    let Some(ast::Expr::Subscript(s)) = c.bases.iter().find(|b| is_generic_base(env, b)) else { return Vec::new() };
    let names = match &*s.slice {
        ast::Expr::Tuple(t) => t.elts.iter().collect(),
        one => vec![one],
    };
    names
        .into_iter()
        .map(|e| match e {
            ast::Expr::Name(n) => Rc::from(n.id.as_str()),
            _ => Rc::from("?"),
        })
        .collect()
}

/// `Protocol` (or `typing.Protocol`, `Protocol[T]`) as a base: the class is a protocol, its
/// bases protocols too; it adds no behaviour to inherit.
pub(super) fn is_protocol_base(env: &ModuleEnv, base: &ast::Expr) -> bool {
    let base = match base {
        ast::Expr::Subscript(s) => &*s.value,
        other => other,
    };
    names_typing(env, base, "Protocol")
}

/// `@runtime_checkable` (or `@typing.runtime_checkable`) on a protocol class.
pub(super) fn is_runtime_checkable(env: &ModuleEnv, decorator: &ast::Expr) -> bool {
    names_typing(env, decorator, "runtime_checkable")
}

/// Whether `e` names `typing.<name>`: the name imported from `typing` (which binds it to the
/// module, as every name of it) or read from the module.
fn names_typing(env: &ModuleEnv, e: &ast::Expr, name: &str) -> bool {
    let typing = |id: &str| matches!(env.items.get(id), Some(ModuleItem::Module(t)) if t == "typing");
    match e {
        ast::Expr::Name(n) => n.id.as_str() == name && typing(n.id.as_str()),
        ast::Expr::Attribute(a) => {
            a.attr.as_str() == name && matches!(&*a.value, ast::Expr::Name(m) if typing(m.id.as_str()))
        }
        _ => false,
    }
}

/// What a `class P(Protocol)` statement makes of `P` (`None` for any other class): whether it
/// is `@runtime_checkable`, and the names its body annotates without binding.
pub(super) fn protocol_spec(env: &ModuleEnv, c: &ast::StmtClassDef) -> Option<crate::ir::ProtocolSpec> {
    if !c.bases.iter().any(|b| is_protocol_base(env, b)) {
        return None;
    }
    let runtime = c.decorator_list.iter().any(|d| is_runtime_checkable(env, d));
    let annotated = c
        .body
        .iter()
        .filter_map(|s| match s {
            ast::Stmt::AnnAssign(a) if a.value.is_none() => match &*a.target {
                ast::Expr::Name(n) => Some(Rc::from(n.id.as_str())),
                _ => None,
            },
            _ => None,
        })
        .collect();
    Some(crate::ir::ProtocolSpec { runtime, annotated })
}

/// `ABC` (or `abc.ABC`) as a base: a marker, not a class to inherit behaviour from.
pub(super) fn is_abc_base(env: &ModuleEnv, base: &ast::Expr) -> bool {
    names_stdlib(env, base, "abc", "ABC")
}

/// `metaclass=ABCMeta`, the other spelling of deriving from `ABC`.
pub(super) fn is_abc_metaclass(env: &ModuleEnv, keyword: &ast::Keyword) -> bool {
    keyword.arg.as_deref() == Some("metaclass") && names_stdlib(env, &keyword.value, "abc", "ABCMeta")
}

/// The marker class a base written as `ABC`, `Generic[...]` or `Protocol` stands for: kept
/// among the bases, for `__mro__`, `__bases__` and `issubclass`, though it adds no member.
pub(super) fn marker_base(env: &ModuleEnv, base: &ast::Expr) -> Option<Rc<ClassDef>> {
    let (module, name) = if is_abc_base(env, base) {
        ("abc", "ABC")
    } else if is_generic_base(env, base) {
        ("typing", "Generic")
    } else if is_protocol_base(env, base) {
        ("typing", "Protocol")
    } else {
        return None;
    };
    crate::ir::marker_class(module, name)
}

/// Whether the class statement makes an abstract base class itself (a protocol is one too:
/// its metaclass derives from `ABCMeta`).
pub(super) fn declares_abc(env: &ModuleEnv, c: &ast::StmtClassDef) -> bool {
    c.bases.iter().any(|b| is_abc_base(env, b) || is_protocol_base(env, b))
        || c.keywords.iter().any(|k| is_abc_metaclass(env, k))
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
    let defines = |c: &ClassDef, n: &str| defines_member(&c.members, n);
    let still_abstract = |n: &Rc<str>| {
        !defines_member(members, n)
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

/// Whether `members` define `name`: as itself, or as the undecorated method a decorator of the
/// program wraps and assigns under `name` right after the `class` statement
/// (`method_decorators::split_program_decorated`), which CPython finds in the class body.
fn defines_member(members: &[(Rc<str>, Member)], name: &str) -> bool {
    let undecorated = super::method_decorators::UNDECORATED;
    members.iter().any(|(m, _)| &**m == name || m.strip_suffix(undecorated) == Some(name))
}
