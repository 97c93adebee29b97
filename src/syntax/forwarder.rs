//! Functions the lowering writes into a program: each takes whatever it is called with and
//! hands it all on to another callable, so the program's own calls keep CPython's argument
//! errors (they are raised by the callable, with its name).

use rustpython_parser::ast::{self, Identifier};
use rustpython_parser::text_size::TextRange;

/// What a forwarding function takes and hands on.
#[derive(Clone, Copy)]
pub(super) struct Forwarded<'a> {
    /// The one positional parameter taken before the rest (a method's receiver).
    pub leading: Option<&'a str>,
    /// Whether `leading` is passed on too, first.
    pub pass_leading: bool,
    /// Whether `*args, **kwargs` are taken and passed on.
    pub rest: bool,
}

/// `def <name>(<leading>, *args, **kwargs): return <callee>(<leading>, *args, **kwargs)`, every
/// node at `range`, with the parts `what` asks for.
pub(super) fn forwarding_def(
    name: &str,
    what: Forwarded<'_>,
    callee: ast::Expr,
    range: TextRange,
) -> ast::StmtFunctionDef {
    let load =
        |id: &str| ast::Expr::Name(ast::ExprName { range, id: Identifier::new(id), ctx: ast::ExprContext::Load });
    let arg = |id: &str| ast::Arg { range, arg: Identifier::new(id), annotation: None, type_comment: None };
    let mut args: Vec<ast::Expr> = what.leading.filter(|_| what.pass_leading).map(load).into_iter().collect();
    let mut keywords = Vec::new();
    if what.rest {
        args.push(ast::Expr::Starred(ast::ExprStarred {
            range,
            value: Box::new(load("args")),
            ctx: ast::ExprContext::Load,
        }));
        keywords.push(ast::Keyword { range, arg: None, value: load("kwargs") });
    }
    let call = ast::Expr::Call(ast::ExprCall { range, func: Box::new(callee), args, keywords });
    let leading = what.leading.map(|id| ast::ArgWithDefault { range: Default::default(), def: arg(id), default: None });
    ast::StmtFunctionDef {
        range,
        name: Identifier::new(name),
        args: Box::new(ast::Arguments {
            range: Default::default(),
            posonlyargs: vec![],
            args: leading.into_iter().collect(),
            vararg: what.rest.then(|| Box::new(arg("args"))),
            kwonlyargs: vec![],
            kwarg: what.rest.then(|| Box::new(arg("kwargs"))),
        }),
        body: vec![ast::Stmt::Return(ast::StmtReturn { range, value: Some(Box::new(call)) })],
        decorator_list: vec![],
        returns: None,
        type_comment: None,
        type_params: vec![],
    }
}
