//! `from __future__ import`: only at the top of a module (after its docstring), and only of a
//! feature CPython 3.11 knows (`braces` is "not a chance").

use super::super::compile_limits::CompileError;
use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextSize;

/// The features `from __future__ import` accepts in CPython 3.11.
const FUTURE_FEATURES: [&str; 10] = [
    "nested_scopes",
    "generators",
    "division",
    "absolute_import",
    "with_statement",
    "print_function",
    "unicode_literals",
    "barry_as_FLUFL",
    "generator_stop",
    "annotations",
];

pub(super) fn is_future_import(stmt: &ast::Stmt) -> bool {
    matches!(stmt, ast::Stmt::ImportFrom(i) if i.module.as_deref() == Some("__future__"))
}

/// Where the `__future__` imports at the top of a module start: after its docstring, before
/// any other statement.
pub(super) fn future_prefix(body: &[ast::Stmt]) -> Vec<TextSize> {
    let docstring = matches!(body.first(), Some(ast::Stmt::Expr(e))
        if matches!(&*e.value, ast::Expr::Constant(c) if matches!(c.value, ast::Constant::Str(_))));
    body.iter().skip(usize::from(docstring)).take_while(|s| is_future_import(s)).map(|s| s.start()).collect()
}

/// CPython's first check, on the module's own statements: an unknown feature among the
/// imports at the top, or a `__future__` import after some other statement.
pub(super) fn future_imports(body: &[ast::Stmt], prefix: &[TextSize]) -> Option<CompileError> {
    for stmt in body.iter().filter(|s| is_future_import(s)) {
        let ast::Stmt::ImportFrom(import) = stmt else { continue };
        if !prefix.contains(&stmt.start()) {
            return Some(misplaced_future(stmt.start()));
        }
        for alias in &import.names {
            let message = match alias.name.as_str() {
                "braces" => "not a chance".to_owned(),
                name if FUTURE_FEATURES.contains(&name) => continue,
                name => format!("future feature {name} is not defined"),
            };
            return Some(CompileError { at: alias.range.start(), message });
        }
    }
    None
}

pub(super) fn misplaced_future(at: TextSize) -> CompileError {
    CompileError { at, message: "from __future__ imports must occur at the beginning of the file".to_owned() }
}
