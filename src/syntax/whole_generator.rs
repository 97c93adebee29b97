//! Generator expressions whose consumer takes every item before anything else happens
//! (`sep.join`, `sum`, `list`, `tuple`, `sorted`): lowered to a comprehension of the
//! enclosing function, in a frame named `<genexpr>` as CPython's, so that no generator is made
//! and resumed per item.

use super::function::Lowerer;
use crate::ir::{Builtin, Callee, CompKind, Expr, ExprKind, Method};
use crate::source::Span;
use rustpython_parser::ast;

impl Lowerer<'_> {
    /// `", ".join(x.name for x in xs)` (`generator::joined_generator`): the generator
    /// expression runs as a list comprehension of this function would, in a frame named
    /// `<genexpr>` as CPython's, entered from the whole call (`span`), where CPython's
    /// `join` resumes it.
    pub(super) fn lower_joined(&mut self, a: &ast::ExprAttribute, g: &ast::ExprGeneratorExp, span: Span) -> ExprKind {
        let receiver = self.boxed(&a.value);
        let whole = ast::Expr::GeneratorExp(g.clone());
        let kind =
            self.lower_comprehension(&whole, "<genexpr>", &g.generators, |l| CompKind::List(l.lower_expr(&g.elt)));
        let items = Expr { kind, span };
        ExprKind::Method { receiver, method: Method::Join, args: vec![items], kwargs: Vec::new() }
    }

    /// `sum(e for ...)`, and `list`, `tuple` and `sorted` of a generator expression, which
    /// take all its items before anything else happens: the expression runs as a comprehension of this function would, in a
    /// frame named `<genexpr>` as CPython's, entered from the whole call (`span`); `sum` adds
    /// each element as it comes (`CompKind::Sum`), the others take the list the comprehension
    /// builds (`list(...)` is that list). No generator is made and resumed per item. `None`
    /// for another builtin (`dict`, `set`, `min`, `Counter`, ... read a generator item by item
    /// as CPython's do, to hash or compare each as it comes, stopping at the first that fails).
    pub(super) fn lower_whole_generator(
        &mut self,
        b: Builtin,
        g: &ast::ExprGeneratorExp,
        span: Span,
    ) -> Option<ExprKind> {
        if !matches!(b, Builtin::Sum | Builtin::List | Builtin::Tuple | Builtin::Sorted) {
            return None;
        }
        let whole = ast::Expr::GeneratorExp(g.clone());
        if b == Builtin::Sum {
            return Some(
                self.lower_comprehension(&whole, "<genexpr>", &g.generators, |l| CompKind::Sum(l.lower_expr(&g.elt))),
            );
        }
        let kind =
            self.lower_comprehension(&whole, "<genexpr>", &g.generators, |l| CompKind::List(l.lower_expr(&g.elt)));
        if b == Builtin::List {
            return Some(kind);
        }
        let items = Expr { kind, span };
        Some(ExprKind::Call { callee: Callee::Builtin(b), args: vec![items], kwargs: Vec::new() })
    }
}
