//! Module-level statements that run as the module loads: a loop filling a constant table,
//! `TABLE[key] = value`, `del`, an `if`, a module-level `print(...)`. Each becomes a hidden
//! computed value (a function without parameters returning `None`) that every run calls in
//! source order with the other computed values, so its effect on the module's lists and dicts,
//! and what it prints, happen where CPython's would.

use rustpython_parser::ast::{self, Ranged};
use std::collections::HashSet;

/// The name of the hidden value a module-level statement runs as; None for a statement that
/// does not run as the module loads this way (a `def`, an import, a plain assignment).
pub(super) fn hidden_name(stmt: &ast::Stmt) -> Option<String> {
    let what = match stmt {
        ast::Stmt::For(_) => "for",
        ast::Stmt::While(_) => "while",
        ast::Stmt::If(_) => "if",
        ast::Stmt::Expr(_) => "expression",
        ast::Stmt::Delete(_) => "del",
        ast::Stmt::AugAssign(a) if !a.target.is_name_expr() => "augmented assignment",
        ast::Stmt::Assign(a) if a.targets.iter().all(|t| t.is_subscript_expr() || t.is_attribute_expr()) => {
            "assignment"
        }
        _ => return None,
    };
    // The statement's offset tells two of one kind apart.
    Some(format!("(module-level {what} at byte {})", stmt.range().start().to_u32()))
}

/// A name the statement binds that other module-level statements bind too: in CPython both
/// are one module variable, which a hidden function would split in two, so it is refused.
pub(super) fn rebound_name(stmt: &ast::Stmt, body: &[ast::Stmt]) -> Option<String> {
    let mut own = indexmap::IndexSet::new();
    crate::syntax::bound_names(std::slice::from_ref(stmt), &mut own);
    let mut others = indexmap::IndexSet::new();
    let rest: Vec<ast::Stmt> = body.iter().filter(|s| s.range() != stmt.range()).cloned().collect();
    crate::syntax::bound_names(&rest, &mut others);
    let others: HashSet<&String> = others.iter().collect();
    own.into_iter().find(|n| others.contains(n))
}

/// The hidden function running `stmt` once, returning `None`.
pub(super) fn initializer(name: &str, stmt: &ast::Stmt) -> ast::StmtFunctionDef {
    crate::syntax::parameterless_def(name, stmt.range(), vec![stmt.clone()])
}
