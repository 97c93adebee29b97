//! Functions the lowering writes into a program: each takes whatever it is called with and
//! hands it all on to another callable, so the program's own calls keep CPython's argument
//! errors (they are raised by the callable, with its name).

use rustpython_parser::ast::{self, Identifier};
use rustpython_parser::text_size::TextRange;

/// `def <name>(<leading>, *args, **kwargs): return <callee>(*args, **kwargs)`, every node at
/// `range`. `leading` names the one positional parameter taken before the rest (a method's
/// receiver) that `callee` may read but is not passed on.
pub(super) fn forwarding_def(
    name: &str,
    leading: Option<&Identifier>,
    callee: ast::Expr,
    range: TextRange,
) -> ast::StmtFunctionDef {
    let load =
        |id: &str| ast::Expr::Name(ast::ExprName { range, id: Identifier::new(id), ctx: ast::ExprContext::Load });
    let arg = |id: &str| ast::Arg { range, arg: Identifier::new(id), annotation: None, type_comment: None };
    let call = ast::Expr::Call(ast::ExprCall {
        range,
        func: Box::new(callee),
        args: vec![ast::Expr::Starred(ast::ExprStarred {
            range,
            value: Box::new(load("args")),
            ctx: ast::ExprContext::Load,
        })],
        keywords: vec![ast::Keyword { range, arg: None, value: load("kwargs") }],
    });
    let leading =
        leading.map(|id| ast::ArgWithDefault { range: Default::default(), def: arg(id.as_str()), default: None });
    ast::StmtFunctionDef {
        range,
        name: Identifier::new(name),
        args: Box::new(ast::Arguments {
            range: Default::default(),
            posonlyargs: vec![],
            args: leading.into_iter().collect(),
            vararg: Some(Box::new(arg("args"))),
            kwonlyargs: vec![],
            kwarg: Some(Box::new(arg("kwargs"))),
        }),
        body: vec![ast::Stmt::Return(ast::StmtReturn { range, value: Some(Box::new(call)) })],
        decorator_list: vec![],
        returns: None,
        type_comment: None,
        type_params: vec![],
    }
}
