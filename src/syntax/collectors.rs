//! The lists a `for` body builds by appending and does nothing else with: `keep.append(item)`
//! statements are the body's only mention of `keep`, outside nested loops and functions. Over
//! a list of unknown length the prover collects those appends into a list of unknown length
//! (`prover::collect`); the body can never see what an earlier row added, because it never
//! reads the list.

use rustpython_parser::ast;

/// The names `body` only appends to, in statements at its own level (under `if`s, not in a
/// nested loop, function, `try` or `with`), and never reads or binds otherwise.
pub(super) fn collectors(body: &[ast::Stmt]) -> Vec<String> {
    if body.iter().any(hides_names) {
        return Vec::new();
    }
    let mut appends: Vec<(String, usize)> = Vec::new();
    appended(body, &mut appends);
    appends
        .into_iter()
        .filter(|(name, count)| {
            let (mut loads, mut stores) = (0usize, 0usize);
            for stmt in body {
                super::walk_exprs(stmt, &mut |e| {
                    if let ast::Expr::Name(n) = e {
                        if n.id.as_str() == name {
                            match n.ctx {
                                ast::ExprContext::Load => loads += 1,
                                ast::ExprContext::Store | ast::ExprContext::Del => stores += 1,
                            }
                        }
                    }
                });
            }
            loads == *count && stores == 0
        })
        .map(|(name, _)| name)
        .collect()
}

/// Counts the `name.append(item)` statements of `stmts` and of the `if`s among them.
fn appended(stmts: &[ast::Stmt], out: &mut Vec<(String, usize)>) {
    for stmt in stmts {
        match stmt {
            ast::Stmt::If(i) => {
                appended(&i.body, out);
                appended(&i.orelse, out);
            }
            ast::Stmt::Expr(e) => {
                if let Some(name) = append_to(&e.value) {
                    match out.iter_mut().find(|(n, _)| n == name) {
                        Some((_, count)) => *count += 1,
                        None => out.push((name.to_owned(), 1)),
                    }
                }
            }
            _ => {}
        }
    }
}

/// `name.append(item)` with one plain positional argument: the name.
fn append_to(e: &ast::Expr) -> Option<&str> {
    let ast::Expr::Call(call) = e else { return None };
    let ast::Expr::Attribute(attr) = &*call.func else { return None };
    let ast::Expr::Name(n) = &*attr.value else { return None };
    let plain = call.args.len() == 1 && !matches!(call.args[0], ast::Expr::Starred(_)) && call.keywords.is_empty();
    (attr.attr.as_str() == "append" && plain).then_some(n.id.as_str())
}

/// Whether a statement holds one whose names `walk_exprs` does not visit (`with`, `match`,
/// `try*`, classes, async statements): the uses counted would be incomplete.
fn hides_names(stmt: &ast::Stmt) -> bool {
    let any = |stmts: &[ast::Stmt]| stmts.iter().any(hides_names);
    match stmt {
        ast::Stmt::With(_)
        | ast::Stmt::AsyncWith(_)
        | ast::Stmt::Match(_)
        | ast::Stmt::TryStar(_)
        | ast::Stmt::ClassDef(_)
        | ast::Stmt::AsyncFor(_)
        | ast::Stmt::AsyncFunctionDef(_) => true,
        ast::Stmt::FunctionDef(f) => any(&f.body),
        ast::Stmt::For(f) => any(&f.body) || any(&f.orelse),
        ast::Stmt::While(w) => any(&w.body) || any(&w.orelse),
        ast::Stmt::If(i) => any(&i.body) || any(&i.orelse),
        ast::Stmt::Try(t) => super::scope::try_blocks(t).into_iter().any(any),
        _ => false,
    }
}
