//! `__init_subclass__` and class keywords (`class Csv(Exporter, name="csv")`): CPython's
//! `type.__new__` calls the bases' `__init_subclass__` with the new class and the keywords
//! when the `class` statement runs. The keywords are taken off the statement and the call
//! becomes a hidden `$<init_subclass>(Csv, name="csv")` right after it (a module value at
//! module level, an expression statement in a function), answered by the evaluator
//! (`sema/init_subclass.rs`): `object`'s, which takes no keyword, when no base has one.
//! Keywords are taken only off a class whose every base is `object` or a class of the module
//! defined before it; elsewhere (`metaclass=`, an enumeration's `boundary=`) they stay, for
//! the class reader to accept or refuse.

use super::matching::BUILTIN_PREFIX;
use rustpython_parser::ast::{self, Ranged};
use std::collections::HashSet;

/// The classes defined so far, and those of them with an `__init_subclass__` along their
/// bases (their own or inherited).
#[derive(Default, Clone)]
pub struct SubclassHooks {
    classes: HashSet<String>,
    hooked: HashSet<String>,
    /// Whether some class of the module defines `__set_name__`: then every class statement
    /// gets the hidden call, which first names the class attributes that take it
    /// (`sema/descriptors.rs`), as `type.__new__` does before the hook.
    set_name: bool,
}

impl SubclassHooks {
    /// The module's classes and hooks once every module-level `class` statement of `body` is
    /// read (what the classes defined inside its functions may derive from).
    pub fn of(body: &[ast::Stmt]) -> SubclassHooks {
        let mut hooks = SubclassHooks::naming(body);
        for s in body {
            if let ast::Stmt::ClassDef(class) = s {
                hooks.call_after(&mut class.clone());
            }
        }
        hooks
    }

    /// No class defined yet, naming class attributes when a class of `body` (at module level
    /// or inside a module-level function) defines `__set_name__`.
    pub fn naming(body: &[ast::Stmt]) -> SubclassHooks {
        let defines = |c: &ast::StmtClassDef| {
            c.body.iter().any(|s| matches!(s, ast::Stmt::FunctionDef(f) if f.name.as_str() == "__set_name__"))
        };
        let set_name = body.iter().any(|s| match s {
            ast::Stmt::ClassDef(c) => defines(c),
            ast::Stmt::FunctionDef(f) => f.body.iter().any(|s| matches!(s, ast::Stmt::ClassDef(c) if defines(c))),
            _ => false,
        });
        SubclassHooks { set_name, ..SubclassHooks::default() }
    }

    /// Takes the class keywords off `class` where they are the bases' to take (see the
    /// module's comment), and returns the hidden call of the hook, to be placed after the
    /// statement, when a base has a hook or the statement has keywords.
    pub fn call_after(&mut self, class: &mut ast::StmtClassDef) -> Option<ast::Expr> {
        let name = class.name.to_string();
        let bases: Vec<&str> = class
            .bases
            .iter()
            .filter_map(|b| match b {
                ast::Expr::Name(n) => Some(n.id.as_str()),
                _ => None,
            })
            .collect();
        let inherits = bases.iter().any(|b| self.hooked.contains(*b));
        let defines =
            class.body.iter().any(|s| matches!(s, ast::Stmt::FunctionDef(f) if f.name.as_str() == "__init_subclass__"));
        let own_bases =
            bases.len() == class.bases.len() && bases.iter().all(|b| *b == "object" || self.classes.contains(*b));
        self.classes.insert(name.clone());
        if inherits || defines {
            self.hooked.insert(name.clone());
        } else {
            self.hooked.remove(&name);
        }
        let takes_keywords = own_bases
            && !class.keywords.is_empty()
            && class.keywords.iter().all(|k| k.arg.as_deref().is_some_and(|a| a != "metaclass"));
        let keywords = if takes_keywords { std::mem::take(&mut class.keywords) } else { Vec::new() };
        if !inherits && keywords.is_empty() && !self.set_name {
            return None;
        }
        // Located at the first base (else the body's first statement), not where the statement
        // starts, which is the local class's own key (`local_class.rs`).
        let range = match (class.bases.first(), class.body.first()) {
            (Some(b), _) => b.range(),
            (None, Some(s)) => s.range(),
            (None, None) => class.range,
        };
        let load = |id: &str| {
            ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(id), ctx: ast::ExprContext::Load })
        };
        Some(ast::Expr::Call(ast::ExprCall {
            range,
            func: Box::new(load(&format!("{BUILTIN_PREFIX}<init_subclass>"))),
            args: vec![load(&name)],
            keywords,
        }))
    }

    /// [`Self::call_after`] for a module-level statement: the call as a hidden module value.
    pub fn module_call_after(&mut self, class: &mut ast::StmtClassDef) -> Option<ast::Stmt> {
        let call = self.call_after(class)?;
        let range = class.range;
        let hidden = format!("(init_subclass of {})", class.name);
        Some(ast::Stmt::Assign(ast::StmtAssign {
            range,
            targets: vec![ast::Expr::Name(ast::ExprName {
                range,
                id: ast::Identifier::new(hidden),
                ctx: ast::ExprContext::Store,
            })],
            value: Box::new(call),
            type_comment: None,
        }))
    }
}
