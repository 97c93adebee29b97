//! Expression semantics: the one `match` over expression kinds.

use super::exec::{load, Frame};
use super::{BuildKind, Callable, Closure, Domain, Evaluator, Fault};
use crate::ir::{CmpOp, CompKind, Comprehension, Expr, ExprKind, FPart, Generator, LogicOp};
use crate::source::Span;

impl<'p, D: Domain> Evaluator<'p, D> {
    /// The one dispatch over expression kinds. Arms stay small: rarer kinds are evaluated in
    /// out-of-line helpers so this hot, recursive function keeps a small stack frame.
    pub(super) fn eval(&mut self, f: &mut Frame<'p, D::Val>, e: &'p Expr) -> Result<D::Val, Fault> {
        let at = e.span;
        match &e.kind {
            ExprKind::Const(c) => self.domain.constant(c, at),
            ExprKind::Load(place) => load(f, *place, at),
            ExprKind::FunctionRef(func) => Ok(self.function_ref(*func)),
            ExprKind::BuiltinRef(b) => Ok(self.domain.function_value(Callable::Builtin(*b))),
            ExprKind::Unary { op, operand } => {
                let v = self.eval(f, operand)?;
                self.domain.unary(*op, v, at)
            }
            ExprKind::Binary { op, left, right } => {
                let l = self.eval(f, left)?;
                let r = self.eval(f, right)?;
                self.domain.binary(*op, l, r, at)
            }
            ExprKind::Logic { op, values } => self.logic(f, *op, values, at),
            ExprKind::Compare { left, rest } => match rest.as_slice() {
                [(op, right)] => {
                    let l = self.eval(f, left)?;
                    let r = self.eval(f, right)?;
                    self.domain.compare(*op, l, r, at)
                }
                chain => self.compare_chain(f, left, chain, at),
            },
            ExprKind::IfExp { cond, then, orelse } => self.if_exp(f, cond, then, orelse),
            ExprKind::List(items) => self.build(f, BuildKind::List, items, at),
            ExprKind::Tuple(items) => self.build(f, BuildKind::Tuple, items, at),
            ExprKind::Set(items) => self.build(f, BuildKind::Set, items, at),
            ExprKind::Dict(pairs) => self.dict(f, pairs, at),
            ExprKind::Subscript { obj, index } => {
                let o = self.eval(f, obj)?;
                let i = self.eval(f, index)?;
                self.domain.get_item(o, i, at)
            }
            ExprKind::Slice { obj, lower, upper, step } => self.slice(f, obj, [lower, upper, step], at),
            ExprKind::Comprehension(comp) => self.comprehension(f, comp, at),
            ExprKind::FString(parts) => self.fstring(f, parts, at),
            ExprKind::Call { callee, args, kwargs } => self.call_direct(f, *callee, args, kwargs, at),
            ExprKind::CallValue { func, args, kwargs } => self.call_value(f, func, args, kwargs, at),
            ExprKind::Method { receiver, method, args, kwargs } => {
                self.method_call(f, receiver, *method, args, kwargs, at)
            }
        }
    }

    #[inline(never)]
    fn function_ref(&mut self, func: crate::ir::FuncId) -> D::Val {
        self.domain.function_value(Callable::Closure(Closure { func, free: self.no_free.clone() }))
    }

    /// `a and b`, `a or b`: the first operand that decides, else the last.
    #[inline(never)]
    fn logic(&mut self, f: &mut Frame<'p, D::Val>, op: LogicOp, values: &'p [Expr], at: Span) -> Result<D::Val, Fault> {
        let (last, init) = values.split_last().ok_or_else(|| Fault::internal("empty boolean operation", at))?;
        for v in init {
            let x = self.eval(f, v)?;
            let t = self.domain.truth(&x, v.span)?;
            if t == (op == LogicOp::Or) {
                return Ok(x);
            }
        }
        self.eval(f, last)
    }

    /// `a < b <= c`: each operand once, stopping at the first false link.
    #[inline(never)]
    fn compare_chain(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        left: &'p Expr,
        rest: &'p [(CmpOp, Expr)],
        at: Span,
    ) -> Result<D::Val, Fault> {
        let mut l = self.eval(f, left)?;
        let last = rest.len().checked_sub(1).ok_or_else(|| Fault::internal("empty comparison chain", at))?;
        for (i, (op, right)) in rest.iter().enumerate() {
            let r = self.eval(f, right)?;
            let result = self.domain.compare(*op, l, r.clone(), at)?;
            if i == last || !self.domain.truth(&result, at)? {
                return Ok(result);
            }
            l = r;
        }
        Err(Fault::internal("empty comparison chain", at))
    }

    #[inline(never)]
    fn if_exp(&mut self, f: &mut Frame<'p, D::Val>, cond: &'p Expr, then: &'p Expr, orelse: &'p Expr) -> Result<D::Val, Fault> {
        let c = self.eval(f, cond)?;
        if self.domain.truth(&c, cond.span)? {
            self.eval(f, then)
        } else {
            self.eval(f, orelse)
        }
    }

    #[inline(never)]
    fn dict(&mut self, f: &mut Frame<'p, D::Val>, pairs: &'p [(Expr, Expr)], at: Span) -> Result<D::Val, Fault> {
        let mut out = Vec::with_capacity(pairs.len());
        for (k, v) in pairs {
            let key = self.eval(f, k)?;
            let value = self.eval(f, v)?;
            out.push((key, value));
        }
        self.domain.build_dict(out, at)
    }

    #[inline(never)]
    fn slice(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        obj: &'p Expr,
        parts: [&'p Option<Box<Expr>>; 3],
        at: Span,
    ) -> Result<D::Val, Fault> {
        let o = self.eval(f, obj)?;
        let mut bounds = [None, None, None];
        for (slot, b) in bounds.iter_mut().zip(parts) {
            if let Some(b) = b {
                *slot = Some(self.eval(f, b)?);
            }
        }
        self.domain.slice(o, bounds, at)
    }

    #[inline(never)]
    fn call_value(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        func: &'p Expr,
        args: &'p [Expr],
        kwargs: &'p [crate::ir::Kwarg],
        at: Span,
    ) -> Result<D::Val, Fault> {
        let callee = self.eval(f, func)?;
        let callable = self.domain.callable(&callee, func.span)?;
        let (args, kwargs) = self.eval_args(f, args, kwargs)?;
        self.call_callable(callable, args, kwargs, at)
    }

    #[inline(never)]
    fn method_call(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        receiver: &'p Expr,
        method: crate::ir::Method,
        args: &'p [Expr],
        kwargs: &'p [crate::ir::Kwarg],
        at: Span,
    ) -> Result<D::Val, Fault> {
        let r = self.eval(f, receiver)?;
        let (args, kwargs) = self.eval_args(f, args, kwargs)?;
        self.call_method(method, r, args, kwargs, at)
    }

    #[inline(never)]
    fn build(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        kind: BuildKind,
        items: &'p [Expr],
        at: crate::source::Span,
    ) -> Result<D::Val, Fault> {
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            out.push(self.eval(f, item)?);
        }
        self.domain.build(kind, out, at)
    }

    #[inline(never)]
    fn comprehension(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        comp: &'p Comprehension,
        at: crate::source::Span,
    ) -> Result<D::Val, Fault> {
        let mut items = Vec::new();
        let mut pairs = Vec::new();
        self.generate(f, comp, &comp.generators, &mut items, &mut pairs)?;
        match &comp.kind {
            CompKind::List(_) => self.domain.build(BuildKind::List, items, at),
            CompKind::Set(_) => self.domain.build(BuildKind::Set, items, at),
            CompKind::Dict(..) => self.domain.build_dict(pairs, at),
        }
    }

    /// Runs the generator clauses left to right, collecting elements innermost.
    fn generate(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        comp: &'p Comprehension,
        gens: &'p [Generator],
        items: &mut Vec<D::Val>,
        pairs: &mut Vec<(D::Val, D::Val)>,
    ) -> Result<(), Fault> {
        let Some((gen, rest)) = gens.split_first() else {
            match &comp.kind {
                CompKind::List(e) | CompKind::Set(e) => items.push(self.eval(f, e)?),
                CompKind::Dict(k, v) => {
                    let key = self.eval(f, k)?;
                    let value = self.eval(f, v)?;
                    pairs.push((key, value));
                }
            }
            return Ok(());
        };
        let iterable = self.eval(f, &gen.iter)?;
        let mut it = self.domain.iter_start(iterable, gen.iter.span)?;
        'items: while let Some(item) = self.domain.iter_next(&mut it, gen.iter.span)? {
            self.domain.step(gen.iter.span)?;
            self.assign(f, &gen.target, item)?;
            for cond in &gen.conds {
                let c = self.eval(f, cond)?;
                if !self.domain.truth(&c, cond.span)? {
                    continue 'items;
                }
            }
            self.generate(f, comp, rest, items, pairs)?;
        }
        Ok(())
    }

    #[inline(never)]
    fn fstring(
        &mut self,
        f: &mut Frame<'p, D::Val>,
        parts: &'p [FPart],
        at: crate::source::Span,
    ) -> Result<D::Val, Fault> {
        let mut out = Vec::with_capacity(parts.len());
        for part in parts {
            match part {
                FPart::Literal(text) => {
                    let c = crate::ir::Const::Str(text.clone());
                    out.push(self.domain.constant(&c, at)?);
                }
                FPart::Value { expr, conversion, spec } => {
                    let v = self.eval(f, expr)?;
                    let spec = match spec {
                        Some(spec_parts) => Some(self.fstring(f, spec_parts, expr.span)?),
                        None => None,
                    };
                    out.push(self.domain.format(v, *conversion, spec, expr.span)?);
                }
            }
        }
        self.domain.concat_strs(out, at)
    }
}
