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
pub fn undecorated_name(def: &ast::StmtFunctionDef) -> String {
    format!("{}@undecorated", bound_name(def))
}

/// The module-level name a decorated `def` binds: its own, save `_`, the name
/// `functools.singledispatch` implementations are given again and again only to be
/// registered: each `def _` binds a name of its own (not an identifier), so none is bound
/// twice and reading `_` stays an unknown name rather than a guess of which one it is.
pub fn bound_name(def: &ast::StmtFunctionDef) -> String {
    match def.name.as_str() {
        "_" => format!("_@{}", u32::from(def.range.start())),
        name => name.to_owned(),
    }
}

/// `d1(d2(... (inner)))` for the decorators of `def`, outermost first as written, applied to
/// the function named `inner`. A bare `@f.register` of a `singledispatch` function `f` (one of
/// `dispatchers`) is `f.register(C)` for the class `C` annotating the first parameter, the
/// class CPython reads from the annotation.
pub fn decorated_value(def: &ast::StmtFunctionDef, inner: &str, dispatchers: &[String]) -> ast::Expr {
    let inner = name_expr(inner, def.range, ast::ExprContext::Load);
    def.decorator_list.iter().rev().fold(inner, |inner, decorator| {
        let decorator = match (registers_on(decorator, dispatchers), first_annotation(def)) {
            (true, Some(class)) => call(decorator, class.clone()),
            _ => decorator.clone(),
        };
        call(&decorator, inner)
    })
}

/// `func(arg)`, located at `func`.
fn call(func: &ast::Expr, arg: ast::Expr) -> ast::Expr {
    ast::Expr::Call(ast::ExprCall {
        range: func.range(),
        func: Box::new(func.clone()),
        args: vec![arg],
        keywords: Vec::new(),
    })
}

/// Whether `decorator` is `f.register` for one of the `singledispatch` functions `dispatchers`.
fn registers_on(decorator: &ast::Expr, dispatchers: &[String]) -> bool {
    matches!(decorator, ast::Expr::Attribute(a) if a.attr.as_str() == "register"
        && matches!(&*a.value, ast::Expr::Name(n) if dispatchers.iter().any(|d| d == n.id.as_str())))
}

/// The annotation of the first parameter of `def`, when it names a class (`x: int`, `e:
/// events.Click`).
fn first_annotation(def: &ast::StmtFunctionDef) -> Option<&ast::Expr> {
    let first = def.args.posonlyargs.iter().chain(&def.args.args).next()?;
    let annotation = first.def.annotation.as_deref()?;
    matches!(annotation, ast::Expr::Name(_) | ast::Expr::Attribute(_)).then_some(annotation)
}

/// The module-level functions of `body` decorated with `functools.singledispatch`, whose bare
/// `@f.register` reads the annotation of the function it registers.
pub fn singledispatch_functions(body: &[ast::Stmt]) -> Vec<String> {
    let is_singledispatch = |d: &ast::Expr| match d {
        ast::Expr::Name(n) => n.id.as_str() == "singledispatch",
        ast::Expr::Attribute(a) => {
            a.attr.as_str() == "singledispatch"
                && matches!(&*a.value, ast::Expr::Name(m) if m.id.as_str() == "functools")
        }
        _ => false,
    };
    body.iter()
        .filter_map(|s| match s {
            ast::Stmt::FunctionDef(d) if d.decorator_list.iter().any(is_singledispatch) => Some(d.name.to_string()),
            _ => None,
        })
        .collect()
}

/// The assignment target of a module-level `def`: the name it binds ([`bound_name`]).
pub fn target(def: &ast::StmtFunctionDef) -> ast::Expr {
    name_expr(&bound_name(def), def.range, ast::ExprContext::Store)
}

/// A decorated nested `def` as the plain `def` and `f = d(f)`.
pub fn expand_nested(def: &ast::StmtFunctionDef) -> [ast::Stmt; 2] {
    let mut plain = def.clone();
    plain.decorator_list.clear();
    let assign = ast::Stmt::Assign(ast::StmtAssign {
        range: def.range,
        targets: vec![name_expr(def.name.as_str(), def.range, ast::ExprContext::Store)],
        value: Box::new(decorated_value(def, def.name.as_str(), &[])),
        type_comment: None,
    });
    [ast::Stmt::FunctionDef(plain), assign]
}

fn name_expr(name: &str, range: TextRange, ctx: ast::ExprContext) -> ast::Expr {
    ast::Expr::Name(ast::ExprName { range, id: ast::Identifier::new(name), ctx })
}
