//! Lowering `try` statements: a handler naming its classes (a builtin or program exception
//! class, or a tuple of them) has them fixed before anything runs; any other expression is
//! kept, for the evaluator to compute when an exception reaches the clause.

use super::function::Lowerer;
use super::module_env::{ModuleEnv, ModuleItem};
use crate::ir::{Catches, Const, ExcClass, Handler, PyExc, StmtKind, TryStmt};
use rustpython_parser::ast;

impl Lowerer<'_> {
    /// A `try` statement; `star` when its clauses are `except*` ones.
    pub(super) fn lower_try(
        &mut self,
        body: &[ast::Stmt],
        handlers: &[ast::ExceptHandler],
        orelse: &[ast::Stmt],
        finally: &[ast::Stmt],
        star: bool,
    ) -> StmtKind {
        let body = self.lower_block(body);
        let handlers = handlers.iter().map(|h| self.lower_handler(h)).collect();
        let orelse = self.lower_block(orelse);
        let finally = self.lower_block(finally);
        StmtKind::Try(Box::new(TryStmt { body, handlers, orelse, finally, star }))
    }

    fn lower_handler(&mut self, h: &ast::ExceptHandler) -> Handler {
        let ast::ExceptHandler::ExceptHandler(h) = h;
        let span = self.span(h);
        let catches = match h.type_.as_deref() {
            None => Catches::All,
            Some(e) => self.catches(e),
        };
        let bind = h.name.as_ref().map(|n| self.store_place(n.as_str(), span));
        let body = self.lower_block(&h.body);
        Handler { catches, bind, body, span }
    }

    /// What an `except` clause's expression catches: the classes it names, when every one is
    /// an exception class known here; else the expression, computed when an exception
    /// reaches the clause.
    fn catches(&mut self, e: &ast::Expr) -> Catches {
        let named: Option<Vec<ExcClass>> = match e {
            ast::Expr::Tuple(t) => t.elts.iter().map(|e| self.named_class(e)).collect(),
            ast::Expr::Name(n) if !self.is_variable(n.id.as_str()) => match self.env.items.get(n.id.as_str()) {
                // `RETRYABLE = (TimeoutError, ConnectionError)` at module level.
                Some(ModuleItem::Constant(Const::Tuple(items))) => items.iter().map(const_class).collect(),
                _ => self.named_class(e).map(|c| vec![c]),
            },
            e => self.named_class(e).map(|c| vec![c]),
        };
        match named {
            Some(classes) => Catches::Classes(classes),
            None => Catches::Computed(self.lower_expr(e)),
        }
    }

    /// The exception class `e` names, if it names one without running anything (a name
    /// that is no variable here).
    fn named_class(&mut self, e: &ast::Expr) -> Option<ExcClass> {
        let shadowed = |name: &ast::Expr| matches!(name, ast::Expr::Name(n) if self.is_variable(n.id.as_str()));
        match e {
            ast::Expr::Attribute(a) if shadowed(&a.value) => None,
            e if shadowed(e) => None,
            e => class_named(self.env, e),
        }
    }
}

/// The exception class `e` names at module level, if it names one: a builtin class, a class
/// of the program or of a modelled module (`statistics.StatisticsError`), as a name or an
/// attribute of an imported module.
fn class_named(env: &ModuleEnv, e: &ast::Expr) -> Option<ExcClass> {
    // `dataclasses.FrozenInstanceError`, imported whole or by name, is a builtin class here.
    if super::class::names_dataclasses(env, e, "FrozenInstanceError") {
        return Some(ExcClass::Builtin(PyExc::FrozenInstanceError));
    }
    match e {
        ast::Expr::Attribute(a) => {
            let ast::Expr::Name(m) = &*a.value else { return None };
            let Some(ModuleItem::Module(dotted)) = env.items.get(m.id.as_str()) else { return None };
            match env.module_items.get(&(dotted.clone(), a.attr.to_string())) {
                Some(ModuleItem::Constant(c)) => const_class(c),
                _ => None,
            }
        }
        ast::Expr::Name(n) => match env.items.get(n.id.as_str()) {
            Some(ModuleItem::Constant(c)) => const_class(c),
            None => PyExc::from_name(n.id.as_str()).map(ExcClass::Builtin),
            Some(_) => None,
        },
        _ => None,
    }
}

/// A value naming exception classes (a class attribute `errors = (KeyError, IndexError)`, a
/// module constant `RETRYABLE = (TimeoutError, ConnectionError)`), as the constant it is, for
/// an `except self.errors:` or `except RETRYABLE:`.
pub fn exception_classes(env: &ModuleEnv, e: &ast::Expr) -> Option<Const> {
    let one = |e: &ast::Expr| {
        class_named(env, e).map(|c| match c {
            ExcClass::User(c) => Const::Class(c),
            builtin @ ExcClass::Builtin(_) => Const::ExcClass(builtin),
        })
    };
    match e {
        ast::Expr::Tuple(t) => {
            t.elts.iter().map(one).collect::<Option<Vec<_>>>().map(|items| Const::Tuple(items.into()))
        }
        e => one(e),
    }
}

/// The exception class a module constant is, if it is one.
fn const_class(c: &Const) -> Option<ExcClass> {
    match c {
        Const::ExcClass(c) => Some(c.clone()),
        Const::Class(c) if c.exception_root().is_some() => Some(ExcClass::User(c.clone())),
        _ => None,
    }
}
