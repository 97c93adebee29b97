//! The names a `for` body may change in place: `seen.add(x)`, `totals[k] = v`, `obj.count = 1`,
//! `tally.record(row)`.
//! Over a list of unknown length the prover reasons about the body once for every row, which
//! cannot carry such a change from one row to the next; a loop that changes a value bound
//! before it is followed item by item instead (`Domain::item_by_item`).

use crate::ir::Method;
use rustpython_parser::ast;

/// Readers of the modelled `datetime` values whose names are no builtin method's
/// (`crate::ir::Method`, which says which builtin methods change their receiver).
const OTHER_READERS: &[&str] =
    &["isoformat", "strftime", "date", "time", "weekday", "isoweekday", "timestamp", "total_seconds"];

/// The names `body` may change in place, through a method call (`xs.append(v)`), an item or
/// slice (`d[k] = v`, `del xs[0]`, `xs[i] += 1`) or an attribute (`acc.total = t`), at any
/// depth; each once, in order of first change. `keep.append(row)` of a list only appended
/// to counts too: the caller leaves out the lists the prover collects.
pub(super) fn changed_names(body: &[ast::Stmt]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for stmt in body {
        super::walk_exprs(stmt, &mut |e| {
            if let Some(name) = changed_by(e) {
                if !out.iter().any(|n| n == name) {
                    out.push(name.to_owned());
                }
            }
        });
    }
    out
}

/// The name an expression changes in place, if it does.
fn changed_by(e: &ast::Expr) -> Option<&str> {
    fn name(v: &ast::Expr) -> Option<&str> {
        match v {
            ast::Expr::Name(n) => Some(n.id.as_str()),
            _ => None,
        }
    }
    match e {
        // A builtin method changes its receiver as `Method::mutates` says; any other method
        // (`tally.record(row)`, one of the program's classes) may change it.
        ast::Expr::Call(call) => match &*call.func {
            ast::Expr::Attribute(attr) => {
                let method = attr.attr.as_str();
                let changes = Method::from_name(method).map_or(!OTHER_READERS.contains(&method), Method::mutates);
                changes.then(|| name(&attr.value)).flatten()
            }
            _ => None,
        },
        ast::Expr::Subscript(s) if s.ctx != ast::ExprContext::Load => name(&s.value),
        ast::Expr::Attribute(a) if a.ctx != ast::ExprContext::Load => name(&a.value),
        _ => None,
    }
}

/// Whether a loop body may leave the loop before its last item: a `break` of this loop (not of
/// a loop inside it) or a `return` anywhere in it (not in a function it defines). Which items
/// such a loop runs depends on the items before, so it goes item by item too.
pub(super) fn leaves_early(body: &[ast::Stmt]) -> bool {
    fn leaves(body: &[ast::Stmt], own_loop: bool) -> bool {
        let any = |blocks: &[&[ast::Stmt]], own: bool| blocks.iter().any(|b| leaves(b, own));
        body.iter().any(|s| match s {
            ast::Stmt::Break(_) => own_loop,
            ast::Stmt::Return(_) => true,
            ast::Stmt::If(i) => any(&[&i.body, &i.orelse], own_loop),
            ast::Stmt::For(f) => leaves(&f.body, false) || leaves(&f.orelse, own_loop),
            ast::Stmt::AsyncFor(f) => leaves(&f.body, false) || leaves(&f.orelse, own_loop),
            ast::Stmt::While(w) => leaves(&w.body, false) || leaves(&w.orelse, own_loop),
            ast::Stmt::With(w) => leaves(&w.body, own_loop),
            ast::Stmt::AsyncWith(w) => leaves(&w.body, own_loop),
            ast::Stmt::Try(t) => super::scope::try_blocks(t).iter().any(|b| leaves(b, own_loop)),
            ast::Stmt::Match(m) => m.cases.iter().any(|c| leaves(&c.body, own_loop)),
            _ => false,
        })
    }
    leaves(body, true)
}
