//! A property's accessors in a class body: `@name.setter` and `@name.deleter` under the
//! `def` of the same name, told apart from a module's decorator written with a dot
//! (`@abc.abstractmethod`, `@functools.cached_property`).

use super::{names_stdlib, Reader};
use crate::ir::Member;
use crate::syntax::{abstract_class, span_of};
use rustpython_parser::ast;
use std::rc::Rc;

impl Reader<'_> {
    /// Whether `def`'s one decorator is `@name.attr` (a property's `.setter` or `.deleter`, or
    /// refused), not a module's decorator (`@abc.abstractmethod`, `@functools.cached_property`).
    pub(super) fn decorated_by_attribute(&self, def: &ast::StmtFunctionDef) -> bool {
        matches!(def.decorator_list.as_slice(), [d @ ast::Expr::Attribute(dec)]
            if matches!(&*dec.value, ast::Expr::Name(_))
                && !abstract_class::is_abstract_decorator(self.env, d)
                && !names_stdlib(self.env, d, "functools", "cached_property"))
    }

    /// `def` (decorated `@name.attr`) as `@name.setter def name(self, value)` (`Some(true)`)
    /// or `@name.deleter def name(self)` (`Some(false)`) for a property `name` defined above
    /// it in this class body; anything else is refused (`None`).
    pub(super) fn accessor(&mut self, def: &ast::StmtFunctionDef, members: &[(Rc<str>, Member)]) -> Option<bool> {
        let [ast::Expr::Attribute(dec)] = def.decorator_list.as_slice() else { return None };
        let ast::Expr::Name(prop) = &*dec.value else { return None };
        let at = span_of(self.file, &def.decorator_list[0]);
        let (setter, params, wanted) = match dec.attr.as_str() {
            "setter" => (true, 2, "two parameters (`self`, the value)"),
            "deleter" => (false, 1, "one parameter (`self`)"),
            other => {
                self.refuse(
                    &format!("`@{}.{other}` (a property's `.setter` and `.deleter` are modelled)", prop.id),
                    at,
                );
                return None;
            }
        };
        let own_property = members.iter().rev().find(|(n, _)| &**n == prop.id.as_str());
        if !matches!(own_property, Some((_, Member::Property(_)))) || prop.id.as_str() != def.name.as_str() {
            self.refuse(
                &format!(
                    "`@{}.{}` on `{}`: it must be a `def` of the same name as a property defined above it in the class",
                    prop.id, dec.attr, def.name
                ),
                at,
            );
            return None;
        }
        if def.args.posonlyargs.len() + def.args.args.len() != params {
            self.refuse(&format!("the {} of `{}` without exactly {wanted}", dec.attr, def.name), at);
            return None;
        }
        Some(setter)
    }
}

impl Reader<'_> {
    /// What `name = other` in a class body makes `name`: the member `other` the body defined
    /// above (`__radd__ = __add__`), else the module's function `other` as a method
    /// (`__repr__ = describe`, where `def describe(self)` is at module level), as CPython binds
    /// a plain function found in the class's namespace.
    pub(super) fn alias_member(&self, members: &[(Rc<str>, Member)], other: &str) -> Option<(Rc<str>, Member)> {
        if let Some(found) = members.iter().rev().find(|(m, _)| &**m == other) {
            return Some(found.clone());
        }
        match self.env.items.get(other) {
            Some(crate::syntax::module_env::ModuleItem::Function(id)) => Some((Rc::from(other), Member::Method(*id))),
            _ => None,
        }
    }
}
