//! Lowering the lazy forms: generator expressions (as CPython does, a nested generator function
//! called with the first clause's iterable), `yield` statements, and which functions are
//! generators; and `:=`, whose target belongs to the enclosing function even inside a
//! comprehension or a generator expression.

use super::function::{FnScope, Lowerer};
use super::scope::{captured_by_nested_lambdas, children};
use crate::ir::{Builtin, Callee, Expr, ExprKind, Function, Place, Stmt, StmtKind, Target};
use crate::source::Span;
use rustpython_parser::ast;
use std::rc::Rc;

/// The parameter a generator expression's function receives its first iterable in: not a name
/// a program can write.
const FIRST_ITERABLE: &str = ".0";

impl Lowerer<'_> {
    /// `(elt for x in xs if c for y in ys)`: the first iterable is evaluated here; the clauses
    /// become nested `for`/`if` statements of a generator function that yields `elt`.
    pub(super) fn lower_genexp(&mut self, g: &ast::ExprGeneratorExp, span: Span) -> ExprKind {
        let Some(first) = g.generators.first() else {
            return ExprKind::Const(crate::ir::Const::None);
        };
        let iter = Box::new(self.lower_expr(&first.iter));
        let whole = ast::Expr::GeneratorExp(g.clone());
        let captured = captured_by_nested_lambdas(&whole);
        let mut scope = FnScope::new();
        scope.genexp = true;
        scope.qualname = self.qualname_of("<genexpr>");
        let mut cell_params = Vec::new();
        scope.bind_param(FIRST_ITERABLE, false, &mut cell_params);
        let mut names = indexmap::IndexSet::new();
        for c in &g.generators {
            super::expr::collect_target_names(&c.target, &mut names);
        }
        scope.bind_locals(names, &captured);
        self.scopes.push(scope);
        let first_iter = Expr { kind: ExprKind::Load(Place::Local(0)), span: iter.span };
        let body = self.genexp_clauses(&g.generators, Some(first_iter), &g.elt, span);
        let scope = self.scopes.pop().expect("pushed above");
        let id = self.reserve_function();
        let first = crate::ir::Param {
            name: Rc::from(FIRST_ITERABLE),
            kind: crate::ir::ParamKind::Normal,
            default: None,
            annotation: None,
            span,
        };
        let function = scope.into_function("<genexpr>", vec![first], cell_params, body, span);
        self.functions[id.0 as usize] = Some(Function { generator: true, ..function });
        ExprKind::GeneratorExp { func: id, iter }
    }

    /// The statements of one clause and the clauses after it.
    fn genexp_clauses(
        &mut self,
        clauses: &[ast::Comprehension],
        first_iter: Option<Expr>,
        elt: &ast::Expr,
        span: Span,
    ) -> Vec<Stmt> {
        let Some((clause, rest)) = clauses.split_first() else {
            let value = self.lower_expr(elt);
            return vec![Stmt {
                kind: StmtKind::Expr(Expr { kind: ExprKind::Yield(Some(Box::new(value))), span }),
                span,
            }];
        };
        if clause.is_async {
            self.unsupported("`async for` is not in the clauz3 subset", self.span(&clause.iter));
        }
        let iter = match first_iter {
            Some(iter) => iter,
            None => self.lower_expr(&clause.iter),
        };
        let target = self.lower_target(&clause.target);
        let mut body = self.genexp_clauses(rest, None, elt, span);
        for cond in clause.ifs.iter().rev() {
            let cond = self.lower_expr(cond);
            body = vec![Stmt { kind: StmtKind::If { cond, then: body, orelse: Vec::new() }, span }];
        }
        let binds = target_places(&target);
        vec![Stmt {
            kind: StmtKind::For {
                target,
                iter,
                body,
                orelse: Vec::new(),
                binds,
                counters: Vec::new(),
                collectors: Vec::new(),
                changes: Vec::new(),
                leaves: false,
            },
            span,
        }]
    }

    /// Where `name := value` stores: the enclosing function's variable, also from inside a
    /// comprehension (whose own variables it skips) or a generator expression.
    pub(super) fn walrus_place(&mut self, name: &str, span: Span) -> Place {
        let level = self.scopes.len() - 1;
        if self.scopes[level].genexp {
            if let Some(place) = self.capture_for_walrus(level, name) {
                return place;
            }
            self.unsupported(
                format!("`{name} :=` inside a generator expression needs `{name}` bound in the enclosing function"),
                span,
            );
            return Place::Local(0);
        }
        let place = match self.scope().names.get(name) {
            Some(place) => *place,
            None => return self.store_place(name, span),
        };
        // What an enclosing `for` body binds (a quantified loop must not carry it between rows).
        for binds in &mut self.scope().loop_binds {
            if !binds.contains(&place) {
                binds.push(place);
            }
        }
        place
    }

    /// Lowers `yield value` / `yield from items` standing as a statement.
    /// `x = yield v` (or `x: T = yield v`): the `yield v` statement, then `x` bound to what
    /// the generator is resumed with (`<sent>`: the value `send` passed, else None), which is
    /// what CPython's yield expression evaluates to there. `x = yield from inner` likewise,
    /// `<sent>` then being what `inner` returned (None for an iterator that is no generator).
    pub(super) fn lower_yield_assign(&mut self, s: &ast::Stmt) -> Option<(Stmt, Stmt)> {
        let (targets, value): (Vec<&ast::Expr>, &ast::Expr) = match s {
            ast::Stmt::Assign(a) => (a.targets.iter().collect(), &a.value),
            ast::Stmt::AnnAssign(a) => (vec![&*a.target], a.value.as_deref()?),
            _ => return None,
        };
        let span = self.span(s);
        let yielded = match value {
            ast::Expr::Yield(y) => ExprKind::Yield(y.value.as_deref().map(|v| Box::new(self.lower_expr(v)))),
            // `x = yield from inner`: `<sent>` answers what the delegate returned.
            ast::Expr::YieldFrom(y) => ExprKind::YieldFrom(Box::new(self.lower_expr(&y.value))),
            _ => return None,
        };
        let yielded = Stmt { kind: StmtKind::Expr(Expr { kind: yielded, span }), span };
        let sent = Expr {
            kind: ExprKind::Call { callee: Callee::Builtin(Builtin::Sent), args: Vec::new(), kwargs: Vec::new() },
            span,
        };
        let targets = targets.into_iter().map(|t| self.lower_target(t)).collect();
        Some((yielded, Stmt { kind: StmtKind::Assign { targets, value: sent }, span }))
    }

    pub(super) fn lower_yield_stmt(&mut self, e: &ast::Expr, span: Span) -> Option<StmtKind> {
        let kind = match e {
            ast::Expr::Yield(y) => ExprKind::Yield(y.value.as_deref().map(|v| Box::new(self.lower_expr(v)))),
            ast::Expr::YieldFrom(y) => ExprKind::YieldFrom(Box::new(self.lower_expr(&y.value))),
            _ => return None,
        };
        Some(StmtKind::Expr(Expr { kind, span }))
    }
}

/// The places an assignment target binds.
fn target_places(t: &Target) -> Vec<Place> {
    match t {
        Target::Name(p) => vec![*p],
        Target::Unpack(ts, _) | Target::UnpackStar(ts, _, _) => ts.iter().flat_map(target_places).collect(),
        Target::Item { .. } | Target::Slice { .. } | Target::Attr { .. } => Vec::new(),
    }
}

/// The generator expression of `", ".join(x.name for x in xs)`, called on a str literal:
/// `str.join` takes every item before it joins anything (CPython makes a list of them
/// first), so the expression runs as a list comprehension of the calling function, with the
/// same items, effects and errors in the same order, and is no nested function (no cells for
/// what it reads, no generator made and resumed per item). `None` for any other call.
pub(super) fn joined_generator(call: &ast::ExprCall) -> Option<&ast::ExprGeneratorExp> {
    let (ast::Expr::Attribute(a), [ast::Expr::GeneratorExp(g)]) = (&*call.func, call.args.as_slice()) else {
        return None;
    };
    let ast::Expr::Constant(sep) = &*a.value else { return None };
    let on_str = matches!(sep.value, ast::Constant::Str(_));
    (on_str && a.attr.as_str() == "join" && call.keywords.is_empty()).then_some(g)
}

/// Whether a function body yields (not counting nested functions and lambdas, whose `yield`
/// is theirs).
pub(super) fn is_generator(body: &[ast::Stmt]) -> bool {
    fn yields(x: &ast::Expr) -> bool {
        match x {
            ast::Expr::Yield(_) | ast::Expr::YieldFrom(_) => true,
            ast::Expr::Lambda(_) | ast::Expr::GeneratorExp(_) => false,
            other => children(other).into_iter().any(yields),
        }
    }
    let mut found = false;
    super::scope::for_each_stmt(body, &mut |s| {
        super::scope::stmt_reads_with(s, &mut |x| found |= yields(x));
    });
    found
}

/// The names `:=` binds in a function body's expressions (inside comprehensions and generator
/// expressions too, whose `:=` binds in the function; not inside lambdas), but in the
/// statements `skip` picks.
pub(super) fn walrus_names(
    body: &[ast::Stmt],
    skip: &dyn Fn(&ast::Stmt) -> bool,
    out: &mut indexmap::IndexSet<String>,
) {
    fn visit(x: &ast::Expr, out: &mut indexmap::IndexSet<String>) {
        match x {
            ast::Expr::Lambda(_) => {}
            ast::Expr::NamedExpr(n) => {
                if let ast::Expr::Name(name) = &*n.target {
                    out.insert(name.id.to_string());
                }
                visit(&n.value, out);
            }
            other => children(other).into_iter().for_each(|c| visit(c, out)),
        }
    }
    super::scope::for_each_stmt(body, &mut |s| {
        if !skip(s) {
            super::scope::stmt_reads_with(s, &mut |x| visit(x, out));
        }
    });
}

impl Lowerer<'_> {
    /// The enclosing function's variable `name`, captured into a generator expression's scope.
    fn capture_for_walrus(&mut self, level: usize, name: &str) -> Option<Place> {
        let mut outer = level;
        while outer > 0 && self.scopes[outer].genexp {
            outer -= 1;
        }
        if !self.scopes[outer].names.contains_key(name) {
            return None;
        }
        self.resolve_in(level, name)
    }
}
