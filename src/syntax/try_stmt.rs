//! Lowering `try` statements: handlers name their classes statically (a builtin or program
//! exception class, or a tuple of them), so which handler catches what is fixed before
//! anything runs.

use super::function::{Lowerer, Resolved};
use super::ModuleItem;
use crate::ir::{Const, ExcClass, Handler, PyExc, StmtKind, TryStmt};
use rustpython_parser::ast;

impl Lowerer<'_> {
    pub(super) fn lower_try(&mut self, t: &ast::StmtTry) -> StmtKind {
        let body = self.lower_block(&t.body);
        let handlers = t.handlers.iter().map(|h| self.lower_handler(h)).collect();
        let orelse = self.lower_block(&t.orelse);
        let finally = self.lower_block(&t.finalbody);
        StmtKind::Try(Box::new(TryStmt { body, handlers, orelse, finally }))
    }

    fn lower_handler(&mut self, h: &ast::ExceptHandler) -> Handler {
        let ast::ExceptHandler::ExceptHandler(h) = h;
        let span = self.span(h);
        let mut classes = Vec::new();
        match h.type_.as_deref() {
            None => {}
            Some(ast::Expr::Tuple(t)) => t.elts.iter().for_each(|e| self.handler_class(e, &mut classes)),
            Some(e) => self.handler_class(e, &mut classes),
        }
        let bind = h.name.as_ref().map(|n| self.store_place(n.as_str(), span));
        let body = self.lower_block(&h.body);
        Handler { classes, bind, body, span }
    }

    /// One class an `except` names.
    fn handler_class(&mut self, e: &ast::Expr, out: &mut Vec<ExcClass>) {
        let span = self.span(e);
        // `dataclasses.FrozenInstanceError`, imported whole or by name, is a builtin class here.
        if super::class::names_dataclasses(self.env, e, "FrozenInstanceError") {
            return out.push(ExcClass::Builtin(PyExc::FrozenInstanceError));
        }
        // `statistics.StatisticsError`, `decimal.InvalidOperation`: an exception class of a
        // modelled module (native, or a class of a module written in the subset).
        if let ast::Expr::Attribute(a) = e {
            if let ast::Expr::Name(m) = &*a.value {
                if let (false, Some(ModuleItem::Module(dotted))) =
                    (self.is_variable(m.id.as_str()), self.env.items.get(m.id.as_str()))
                {
                    match self.env.module_items.get(&(dotted.clone(), a.attr.to_string())) {
                        Some(ModuleItem::Constant(Const::ExcClass(c))) => return out.push(c.clone()),
                        Some(ModuleItem::Constant(Const::Class(c))) if c.exception_root().is_some() => {
                            return out.push(ExcClass::User(c.clone()))
                        }
                        _ => {}
                    }
                }
            }
        }
        if let ast::Expr::Name(n) = e {
            if !self.is_variable(n.id.as_str()) {
                match self.resolve(n.id.as_str(), span) {
                    Resolved::Const(Const::ExcClass(c)) => return out.push(c),
                    Resolved::Const(Const::Class(c)) if c.exception_root().is_some() => {
                        return out.push(ExcClass::User(c))
                    }
                    Resolved::Refused => return,
                    Resolved::Var(_) | Resolved::Function(_) | Resolved::Builtin(_) | Resolved::Const(_) => {}
                }
            }
        }
        self.unsupported(
            "an `except` clause must name exception classes (`except KeyError`, `except (KeyError, IndexError)`), not a value computed at run time",
            span,
        );
    }
}
