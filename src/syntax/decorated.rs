//! Functions decorated with anything but `@clauz3.guarantee(...)`: `@d def f` means
//! `f = d(f)`, run where the `def` runs, so `@lru_cache`, `@functools.cache` and the program's
//! own decorators mean what they mean in CPython (a recursive call reads `f`, the decorated
//! function, as CPython's does). A nested `def` becomes the `def` and that assignment of its
//! local (`expand_nested`); a module-level one binds the function under a name no program can
//! spell, and `f` becomes a computed module value calling the decorators on it
//! (`layer/program.rs`).

use rustpython_parser::ast::{self, Ranged};
use rustpython_parser::text_size::TextRange;

/// The name the undecorated function of a decorated module-level `def` is bound under (not an
/// identifier).
pub fn undecorated_name(name: &str) -> String {
    format!("{name}@undecorated")
}

/// `d1(d2(... (inner)))` for the decorators of `def`, outermost first as written, applied to
/// the function named `inner`.
pub fn decorated_value(def: &ast::StmtFunctionDef, inner: &str) -> ast::Expr {
    let inner = name_expr(inner, def.range, ast::ExprContext::Load);
    def.decorator_list.iter().rev().fold(inner, |inner, decorator| {
        ast::Expr::Call(ast::ExprCall {
            range: decorator.range(),
            func: Box::new(decorator.clone()),
            args: vec![inner],
            keywords: Vec::new(),
        })
    })
}

/// The assignment target: the function's name.
pub fn target(def: &ast::StmtFunctionDef) -> ast::Expr {
    name_expr(def.name.as_str(), def.range, ast::ExprContext::Store)
}

/// A decorated nested `def` as the plain `def` and `f = d(f)`.
pub fn expand_nested(def: &ast::StmtFunctionDef) -> [ast::Stmt; 2] {
    let mut plain = def.clone();
    plain.decorator_list.clear();
    let assign = ast::Stmt::Assign(ast::StmtAssign {
        range: def.range,
        targets: vec![target(def)],
        value: Box::new(decorated_value(def, def.name.as_str())),
        type_comment: None,
    });
    [ast::Stmt::FunctionDef(plain), assign]
}

fn name_expr(name: &str, range: TextRange, ctx: ast::ExprContext) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(name), ctx })
}
