//! Binding analysis before lowering: which names a function binds, and which names nested
//! functions read from outside themselves (so the enclosing function keeps them in cells).

use indexmap::{IndexMap, IndexSet};
use rustpython_parser::ast;
use rustpython_parser::text_size::TextRange;

/// Names bound anywhere in a function body (not inside nested functions, whose own names stay
/// theirs; a nested `def`'s name is bound here).
pub fn bound_names(body: &[ast::Stmt], out: &mut IndexSet<String>) {
    bound_names_except(body, &|_| false, out);
}

/// [`bound_names`], leaving out the statements `skip` picks wherever they are, and what they
/// bind; each is one whose blocks bind nothing here (a `class` statement, an assignment).
pub fn bound_names_except(body: &[ast::Stmt], skip: &dyn Fn(&ast::Stmt) -> bool, out: &mut IndexSet<String>) {
    for stmt in body.iter().filter(|s| !skip(s)) {
        match stmt {
            ast::Stmt::Assign(a) => a.targets.iter().for_each(|t| target_names(t, out)),
            ast::Stmt::AugAssign(a) => target_names(&a.target, out),
            ast::Stmt::AnnAssign(a) => target_names(&a.target, out),
            ast::Stmt::For(f) => {
                target_names(&f.target, out);
                bound_names_except(&f.body, skip, out);
                bound_names_except(&f.orelse, skip, out);
            }
            ast::Stmt::While(w) => {
                bound_names_except(&w.body, skip, out);
                bound_names_except(&w.orelse, skip, out);
            }
            ast::Stmt::If(i) => {
                bound_names_except(&i.body, skip, out);
                bound_names_except(&i.orelse, skip, out);
            }
            // Refused statements still bind their names, so one refusal is not followed by
            // a cascade of "not defined" errors.
            ast::Stmt::Try(t) => bound_in_try([&t.body, &t.orelse, &t.finalbody], &t.handlers, skip, out),
            ast::Stmt::TryStar(t) => bound_in_try([&t.body, &t.orelse, &t.finalbody], &t.handlers, skip, out),
            ast::Stmt::With(w) => {
                w.items.iter().filter_map(|i| i.optional_vars.as_deref()).for_each(|t| target_names(t, out));
                bound_names_except(&w.body, skip, out);
            }
            ast::Stmt::FunctionDef(f) => {
                out.insert(f.name.to_string());
            }
            ast::Stmt::AsyncFunctionDef(f) => {
                out.insert(f.name.to_string());
            }
            ast::Stmt::ClassDef(c) => {
                out.insert(c.name.to_string());
            }
            ast::Stmt::Delete(d) => d.targets.iter().for_each(|t| target_names(t, out)),
            _ => {}
        }
    }
    super::generator::walrus_names(body, skip, out);
}

fn target_names(t: &ast::Expr, out: &mut IndexSet<String>) {
    match t {
        ast::Expr::Name(n) => {
            out.insert(n.id.to_string());
        }
        ast::Expr::Tuple(tu) => tu.elts.iter().for_each(|e| target_names(e, out)),
        ast::Expr::List(l) => l.elts.iter().for_each(|e| target_names(e, out)),
        ast::Expr::Starred(s) => target_names(&s.value, out),
        _ => {}
    }
}

/// Every name read inside the nested functions of `body` that those functions do not bind
/// themselves: the variables of this function that must live in cells. Over-approximates
/// (comprehension variables count as reads), which only costs a cell.
pub fn captured_by_nested(body: &[ast::Stmt]) -> IndexSet<String> {
    let mut out = IndexSet::new();
    for_each_stmt(body, &mut |s| {
        if let ast::Stmt::FunctionDef(f) = s {
            out.extend(free_names(f));
        }
        // The methods of a class defined here are nested functions too, and its attributes
        // may be computed here (`local_class.rs`), lambdas and generator expressions included.
        if let ast::Stmt::ClassDef(c) = s {
            for member in &c.body {
                match member {
                    ast::Stmt::FunctionDef(f) => out.extend(free_names(f)),
                    other => {
                        let mut lambdas = IndexSet::new();
                        stmt_reads_with(other, &mut |x| lambda_captures(x, &mut lambdas));
                        out.extend(lambdas);
                    }
                }
            }
        }
        let mut lambdas = IndexSet::new();
        stmt_reads_with(s, &mut |x| lambda_captures(x, &mut lambdas));
        out.extend(lambdas);
    });
    out
}

/// Names the lambdas nested in a lambda's body read from outside themselves: the lambda's
/// parameters among them must live in cells.
pub fn captured_by_nested_lambdas(body: &ast::Expr) -> IndexSet<String> {
    let mut out = IndexSet::new();
    lambda_captures(body, &mut out);
    out
}

/// Names the lambdas inside an expression read from their enclosing function. Only a lambda or
/// a generator expression adds any: an expression with neither (most of them) is not walked
/// for its reads, which are sets of names made and merged at every node.
fn lambda_captures(x: &ast::Expr, out: &mut IndexSet<String>) {
    if has_nested_scope(x) {
        subtree_reads(x, out);
    }
}

/// Whether `x` holds a lambda or a generator expression.
fn has_nested_scope(x: &ast::Expr) -> bool {
    matches!(x, ast::Expr::Lambda(_) | ast::Expr::GeneratorExp(_)) || children(x).into_iter().any(has_nested_scope)
}

/// The names read in `x` (as [`expr_reads`] finds them), adding to `out` what each lambda in
/// it reads besides its own parameters. One pass: a chain of nested lambdas is walked once,
/// not once per lambda.
fn subtree_reads(x: &ast::Expr, out: &mut IndexSet<String>) -> IndexSet<String> {
    let mut reads = IndexSet::new();
    if let ast::Expr::Name(n) = x {
        reads.insert(n.id.to_string());
        return reads;
    }
    let joined = match x {
        ast::Expr::Call(c) => super::generator::joined_generator(c),
        _ => None,
    };
    for child in children(x) {
        match (joined, child) {
            // `", ".join(... for ...)` runs its generator expression in this function.
            (Some(g), ast::Expr::GeneratorExp(inner)) if std::ptr::eq(g, inner) => {
                for part in children(child) {
                    reads.extend(subtree_reads(part, out));
                }
            }
            _ => reads.extend(subtree_reads(child, out)),
        }
    }
    // A generator expression is a nested function too: what it reads (over-approximated by
    // every name in it, its own variables included) lives in cells.
    if let ast::Expr::GeneratorExp(_) = x {
        out.extend(reads.iter().cloned());
    }
    if let ast::Expr::Lambda(l) = x {
        let mut free = reads.clone();
        for p in l.args.posonlyargs.iter().chain(&l.args.args).chain(&l.args.kwonlyargs) {
            free.shift_remove(p.def.arg.as_str());
        }
        out.extend(free);
    }
    reads
}

/// Names a function reads but does not bind (including what its own nested functions need).
/// A `nonlocal` name is the enclosing function's even where this one assigns it; a `global`
/// name is the module's.
pub fn free_names(f: &ast::StmtFunctionDef) -> IndexSet<String> {
    let declared = Declared::of(&f.body);
    let mut bound = IndexSet::new();
    for p in f.args.posonlyargs.iter().chain(&f.args.args).chain(&f.args.kwonlyargs) {
        bound.insert(p.def.arg.to_string());
    }
    for p in f.args.vararg.iter().chain(&f.args.kwarg) {
        bound.insert(p.arg.to_string());
    }
    bound_names(&f.body, &mut bound);
    let mut reads = IndexSet::new();
    for_each_stmt(&f.body, &mut |s| stmt_reads(s, &mut reads));
    reads.extend(captured_by_nested(&f.body));
    reads.extend(declared.nonlocal.iter().cloned());
    reads.retain(|n| (!bound.contains(n) || declared.nonlocal.contains(n)) && !declared.global.contains(n));
    reads
}

/// The names a function body declares `nonlocal` and `global` (not those of nested functions).
#[derive(Default)]
pub struct Declared {
    pub nonlocal: IndexSet<String>,
    pub global: IndexSet<String>,
}

impl Declared {
    pub fn of(body: &[ast::Stmt]) -> Self {
        let mut out = Declared::default();
        for_each_stmt(body, &mut |s| match s {
            ast::Stmt::Nonlocal(n) => out.nonlocal.extend(n.names.iter().map(|i| i.to_string())),
            ast::Stmt::Global(g) => out.global.extend(g.names.iter().map(|i| i.to_string())),
            _ => {}
        });
        out
    }
}

/// Every name some function of a module (nested ones included) declares `global`, with the
/// first declaration's place.
pub fn declared_global_anywhere(defs: &[&ast::StmtFunctionDef]) -> IndexMap<String, TextRange> {
    fn visit(body: &[ast::Stmt], out: &mut IndexMap<String, TextRange>) {
        for_each_stmt(body, &mut |s| match s {
            ast::Stmt::Global(g) => {
                for name in &g.names {
                    out.entry(name.to_string()).or_insert(g.range);
                }
            }
            ast::Stmt::FunctionDef(f) => visit(&f.body, out),
            _ => {}
        });
    }
    let mut out = IndexMap::new();
    defs.iter().for_each(|d| visit(&d.body, &mut out));
    out
}

/// Visits statements of this function, descending into blocks but not into nested functions.
pub(super) fn for_each_stmt(body: &[ast::Stmt], visit: &mut dyn FnMut(&ast::Stmt)) {
    for s in body {
        visit(s);
        match s {
            ast::Stmt::For(f) => {
                for_each_stmt(&f.body, visit);
                for_each_stmt(&f.orelse, visit);
            }
            ast::Stmt::While(w) => {
                for_each_stmt(&w.body, visit);
                for_each_stmt(&w.orelse, visit);
            }
            ast::Stmt::If(i) => {
                for_each_stmt(&i.body, visit);
                for_each_stmt(&i.orelse, visit);
            }
            ast::Stmt::Try(t) => try_blocks(t).into_iter().for_each(|b| for_each_stmt(b, visit)),
            ast::Stmt::With(w) => for_each_stmt(&w.body, visit),
            ast::Stmt::Match(m) => m.cases.iter().for_each(|c| for_each_stmt(&c.body, visit)),
            _ => {}
        }
    }
}

fn stmt_reads(s: &ast::Stmt, out: &mut IndexSet<String>) {
    stmt_reads_with(s, &mut |x| expr_reads(x, out));
}

/// Visits the expressions a statement evaluates (not those of nested blocks).
pub(super) fn stmt_reads_with(s: &ast::Stmt, e: &mut dyn FnMut(&ast::Expr)) {
    match s {
        ast::Stmt::Expr(x) => e(&x.value),
        ast::Stmt::Assign(a) => {
            e(&a.value);
            a.targets.iter().for_each(&mut *e);
        }
        ast::Stmt::AugAssign(a) => {
            e(&a.value);
            e(&a.target);
        }
        ast::Stmt::AnnAssign(a) => {
            if let Some(v) = &a.value {
                e(v);
            }
        }
        ast::Stmt::Return(r) => {
            if let Some(v) = &r.value {
                e(v);
            }
        }
        ast::Stmt::If(i) => e(&i.test),
        ast::Stmt::While(w) => e(&w.test),
        ast::Stmt::For(f) => e(&f.iter),
        ast::Stmt::Assert(a) => {
            e(&a.test);
            if let Some(m) = &a.msg {
                e(m);
            }
        }
        ast::Stmt::Raise(r) => {
            if let Some(x) = &r.exc {
                e(x);
            }
            if let Some(x) = &r.cause {
                e(x);
            }
        }
        ast::Stmt::Try(t) => {
            for h in &t.handlers {
                let ast::ExceptHandler::ExceptHandler(h) = h;
                if let Some(x) = &h.type_ {
                    e(x);
                }
            }
        }
        ast::Stmt::Delete(d) => d.targets.iter().for_each(&mut *e),
        ast::Stmt::With(w) => {
            for item in &w.items {
                e(&item.context_expr);
                if let Some(target) = &item.optional_vars {
                    e(target);
                }
            }
        }
        ast::Stmt::Match(m) => {
            e(&m.subject);
            m.cases.iter().filter_map(|c| c.guard.as_deref()).for_each(&mut *e);
        }
        // A nested `def`'s defaults are read where it runs.
        ast::Stmt::FunctionDef(f) => param_defaults(&f.args).for_each(&mut *e),
        _ => {}
    }
}

/// The default expressions of a parameter list, in the order Python evaluates them.
pub fn param_defaults(args: &ast::Arguments) -> impl Iterator<Item = &ast::Expr> {
    args.posonlyargs.iter().chain(&args.args).chain(&args.kwonlyargs).filter_map(|p| p.default.as_deref())
}

/// The names an expression reads (over-approximated as [`expr_reads`] does).
pub(super) fn expr_reads_of(x: &ast::Expr) -> IndexSet<String> {
    let mut out = IndexSet::new();
    expr_reads(x, &mut out);
    out
}

fn expr_reads(x: &ast::Expr, out: &mut IndexSet<String>) {
    if let ast::Expr::Name(n) = x {
        out.insert(n.id.to_string());
        return;
    }
    // A lambda's parameters are its own names, not reads of the scope around it.
    if let ast::Expr::Lambda(l) = x {
        param_defaults(&l.args).for_each(|d| expr_reads(d, out));
        let mut body = IndexSet::new();
        expr_reads(&l.body, &mut body);
        let args = &*l.args;
        let params: Vec<&str> = args
            .posonlyargs
            .iter()
            .chain(&args.args)
            .chain(&args.kwonlyargs)
            .map(|p| p.def.arg.as_str())
            .chain(args.vararg.iter().chain(&args.kwarg).map(|p| p.arg.as_str()))
            .collect();
        out.extend(body.into_iter().filter(|n| !params.contains(&n.as_str())));
        return;
    }
    for child in children(x) {
        expr_reads(child, out);
    }
}

/// The direct sub-expressions of an expression.
pub fn children(x: &ast::Expr) -> Vec<&ast::Expr> {
    let mut v: Vec<&ast::Expr> = Vec::new();
    match x {
        ast::Expr::BoolOp(b) => v.extend(&b.values),
        ast::Expr::NamedExpr(n) => v.extend([&*n.target, &*n.value]),
        ast::Expr::BinOp(b) => v.extend([&*b.left, &*b.right]),
        ast::Expr::UnaryOp(u) => v.push(&u.operand),
        ast::Expr::Lambda(l) => {
            v.extend(param_defaults(&l.args));
            v.push(&l.body);
        }
        ast::Expr::IfExp(i) => v.extend([&*i.test, &*i.body, &*i.orelse]),
        ast::Expr::Dict(d) => {
            v.extend(d.keys.iter().flatten());
            v.extend(&d.values);
        }
        ast::Expr::Set(s) => v.extend(&s.elts),
        ast::Expr::ListComp(c) => {
            v.push(&c.elt);
            comp_children(&c.generators, &mut v);
        }
        ast::Expr::SetComp(c) => {
            v.push(&c.elt);
            comp_children(&c.generators, &mut v);
        }
        ast::Expr::DictComp(c) => {
            v.extend([&*c.key, &*c.value]);
            comp_children(&c.generators, &mut v);
        }
        ast::Expr::GeneratorExp(c) => {
            v.push(&c.elt);
            comp_children(&c.generators, &mut v);
        }
        ast::Expr::Await(a) => v.push(&a.value),
        ast::Expr::Yield(y) => v.extend(y.value.as_deref()),
        ast::Expr::YieldFrom(y) => v.push(&y.value),
        ast::Expr::Compare(c) => {
            v.push(&c.left);
            v.extend(&c.comparators);
        }
        ast::Expr::Call(c) => {
            v.push(&c.func);
            v.extend(&c.args);
            v.extend(c.keywords.iter().map(|k| &k.value));
        }
        ast::Expr::FormattedValue(f) => {
            v.push(&f.value);
            v.extend(f.format_spec.as_deref());
        }
        ast::Expr::JoinedStr(j) => v.extend(&j.values),
        ast::Expr::Attribute(a) => v.push(&a.value),
        ast::Expr::Subscript(s) => v.extend([&*s.value, &*s.slice]),
        ast::Expr::Starred(s) => v.push(&s.value),
        ast::Expr::List(l) => v.extend(&l.elts),
        ast::Expr::Tuple(t) => v.extend(&t.elts),
        ast::Expr::Slice(s) => {
            v.extend(s.lower.as_deref().into_iter().chain(s.upper.as_deref()).chain(s.step.as_deref()))
        }
        ast::Expr::Constant(_) | ast::Expr::Name(_) => {}
    }
    v
}

fn comp_children<'a>(gens: &'a [ast::Comprehension], v: &mut Vec<&'a ast::Expr>) {
    for g in gens {
        v.extend([&g.target, &g.iter]);
        v.extend(&g.ifs);
    }
}

/// Visits an expression and every expression inside it.
pub fn walk_expr(x: &ast::Expr, visit: &mut dyn FnMut(&ast::Expr)) {
    visit(x);
    for c in children(x) {
        walk_expr(c, visit);
    }
}

/// Visits every expression of a module's statements, class bodies and the functions and
/// methods inside them included.
pub fn walk_module_exprs(stmts: &[ast::Stmt], visit: &mut dyn FnMut(&ast::Expr)) {
    for stmt in stmts {
        match stmt {
            ast::Stmt::ClassDef(c) => walk_module_exprs(&c.body, visit),
            other => walk_exprs(other, visit),
        }
    }
}

/// Visits every expression of a statement and of the blocks and functions inside it (the
/// blocks [`for_each_stmt`] walks, `with` and `match` bodies included).
pub fn walk_exprs(s: &ast::Stmt, visit: &mut dyn FnMut(&ast::Expr)) {
    stmt_reads_with(s, &mut |x| walk_expr(x, visit));
    let blocks: Vec<&[ast::Stmt]> = match s {
        ast::Stmt::FunctionDef(f) => vec![&f.body],
        ast::Stmt::For(f) => vec![&f.body, &f.orelse],
        ast::Stmt::While(w) => vec![&w.body, &w.orelse],
        ast::Stmt::If(i) => vec![&i.body, &i.orelse],
        ast::Stmt::Try(t) => try_blocks(t),
        ast::Stmt::With(w) => vec![&w.body],
        ast::Stmt::Match(m) => m.cases.iter().map(|c| &c.body[..]).collect(),
        _ => Vec::new(),
    };
    for b in blocks {
        b.iter().for_each(|s| walk_exprs(s, visit));
    }
}

/// The blocks of a `try` statement, handlers' bodies included, in source order.
/// The names a `try` (or refused `try`/`except*`) statement binds: in its blocks, and each
/// handler's `as` name.
fn bound_in_try(
    blocks: [&[ast::Stmt]; 3],
    handlers: &[ast::ExceptHandler],
    skip: &dyn Fn(&ast::Stmt) -> bool,
    out: &mut IndexSet<String>,
) {
    blocks.into_iter().for_each(|b| bound_names_except(b, skip, out));
    for h in handlers {
        let ast::ExceptHandler::ExceptHandler(h) = h;
        if let Some(n) = &h.name {
            out.insert(n.to_string());
        }
        bound_names_except(&h.body, skip, out);
    }
}

pub(super) fn try_blocks(t: &ast::StmtTry) -> Vec<&[ast::Stmt]> {
    let mut blocks: Vec<&[ast::Stmt]> = vec![&t.body];
    for h in &t.handlers {
        let ast::ExceptHandler::ExceptHandler(h) = h;
        blocks.push(&h.body);
    }
    blocks.push(&t.orelse);
    blocks.push(&t.finalbody);
    blocks
}
