//! Comprehensions, and the generator expressions the lowering runs as one (`any`/`all`/`sum`
//! of a generator expression, and those `join`, `list`, `tuple`, `dict` and `sorted` take
//! whole): the clauses run in the enclosing function's frame, no generator is resumed per item.

use super::eval::Cond;
use super::frame::Frame;
use super::target::LoopTarget;
use super::{BuildKind, Compiler, Domain, Evaluator, ExprCode, Fault, Val};
use crate::ir::{BinOp, CompKind, Comprehension, Const};
use crate::source::Span;

/// A compiled comprehension clause: `for target in iter if conds...`.
struct GenCode<'p, D: Domain> {
    target: LoopTarget<'p, D>,
    iter: ExprCode<'p, D>,
    iter_span: Span,
    conds: Vec<Cond<'p, D>>,
    /// The one clause of a list comprehension without `:=`: over a quantified iteration, the
    /// domain may collect its elements (see `Evaluator::collect_comprehension`). A `sum` is
    /// taken item by item there, as any other comprehension: a collected list is approximate.
    collects: bool,
}

/// What a compiled comprehension builds.
enum ElementCode<'p, D: Domain> {
    List(ExprCode<'p, D>),
    Set(ExprCode<'p, D>),
    Dict(ExprCode<'p, D>, ExprCode<'p, D>),
    /// `any(...)` (true) or `all(...)` (false) of a generator: stops at the first element
    /// whose truth is this.
    Until(ExprCode<'p, D>, bool),
    /// `sum(...)` of a generator: each element added to the running total as it comes.
    Sum(ExprCode<'p, D>),
}

/// Whether a comprehension goes on after an element (`any`/`all` of a generator stop).
enum Flow {
    Go,
    Stop,
    /// `items` holds the whole list the comprehension built (a list of unknown length).
    Whole,
    /// `sum`'s addition failed: CPython's `sum` raises it in the calling frame, not in the
    /// generator expression's.
    Outside(Fault),
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    pub(super) fn compile_comprehension(d: &mut Compiler<'_, D>, comp: &'p Comprehension, at: Span) -> ExprCode<'p, D> {
        let collects = comp.generators.len() == 1 && matches!(comp.kind, CompKind::List(_)) && !comp.walrus;
        let gens: Vec<GenCode<'p, D>> = comp
            .generators
            .iter()
            .map(|g| GenCode {
                target: Self::compile_loop_target(d, &g.target),
                iter: Self::compile_iterable(d, &g.iter),
                iter_span: g.iter.span,
                conds: g.conds.iter().map(|c| Self::compile_test(d, c)).collect(),
                collects,
            })
            .collect();
        let element = match &comp.kind {
            CompKind::List(e) => ElementCode::List(Self::compile_expr(d, e)),
            CompKind::Set(e) => ElementCode::Set(Self::compile_expr(d, e)),
            CompKind::Dict(k, v) => ElementCode::Dict(Self::compile_expr(d, k), Self::compile_expr(d, v)),
            CompKind::Any(e) => ElementCode::Until(Self::compile_expr(d, e), true),
            CompKind::All(e) => ElementCode::Until(Self::compile_expr(d, e), false),
            CompKind::Sum(e) => ElementCode::Sum(Self::compile_expr(d, e)),
        };
        let fresh = comp.fresh_cells.clone();
        let frame = comp.frame;
        let first_iter = comp.generators.first().map(|g| g.iter.span);
        Box::new(move |ev, f| {
            fresh.iter().for_each(|p| super::frame::renew_cell(f, *p));
            match ev.comprehension(f, &gens, &element, at) {
                Ok(done) => done,
                Err(e) => Err(ev.comprehension_frame(e, frame, at, first_iter)),
            }
        })
    }

    /// The comprehension's value; the outer error is one raised in its own frame, the inner
    /// one raised by its consumer (`sum`) in the calling frame.
    fn comprehension(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        gens: &[GenCode<'p, D>],
        element: &ElementCode<'p, D>,
        at: Span,
    ) -> Result<Result<Val<D>, Fault>, Fault> {
        let mut items = Vec::new();
        let mut pairs = Vec::new();
        if let ElementCode::Sum(_) = element {
            // CPython's `sum` starts from the int 0.
            items.push(self.domain.constant(&Const::Int(0), at)?);
        }
        match self.generate(f, gens, element, &mut items, &mut pairs, at)? {
            Flow::Whole => {
                let whole = items.pop().ok_or_else(|| Fault::internal("a collected comprehension's list", at))?;
                return Ok(Ok(whole));
            }
            Flow::Outside(fault) => return Ok(Err(fault)),
            Flow::Go | Flow::Stop => {}
        }
        let value = match element {
            ElementCode::List(_) => self.domain.build(BuildKind::List, items, at)?,
            ElementCode::Set(_) => self.build_keyed(BuildKind::Set, items, at)?,
            ElementCode::Dict(..) => self.build_dict_keyed(pairs, at)?,
            // `items` holds the element that stopped the search, if one did.
            ElementCode::Until(_, stop_at) => self.domain.constant(&Const::Bool(items.is_empty() != *stop_at), at)?,
            ElementCode::Sum(_) => items.pop().ok_or_else(|| Fault::internal("a sum's running total", at))?,
        };
        Ok(Ok(value))
    }

    /// Runs the generator clauses left to right, collecting elements innermost.
    fn generate(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        gens: &[GenCode<'p, D>],
        element: &ElementCode<'p, D>,
        items: &mut Vec<Val<D>>,
        pairs: &mut Vec<(Val<D>, Val<D>)>,
        at: Span,
    ) -> Result<Flow, Fault> {
        let Some((gen, rest)) = gens.split_first() else {
            match element {
                ElementCode::List(e) => items.push(e(self, f)?),
                // Each element is hashed as it is made: CPython stops at the first unhashable one.
                ElementCode::Set(e) => items.push(e(self, f).and_then(|v| self.hashed_now(v, at))?),
                ElementCode::Dict(k, v) => {
                    let key = k(self, f)?;
                    let value = v(self, f)?;
                    pairs.push((self.hashed_now(key, at)?, value));
                }
                ElementCode::Until(e, stop_at) => {
                    let v = e(self, f)?;
                    if self.truth(&v, at)? == *stop_at {
                        items.push(v);
                        return Ok(Flow::Stop);
                    }
                }
                ElementCode::Sum(e) => {
                    let v = e(self, f)?;
                    let total = items.pop().ok_or_else(|| Fault::internal("a sum's running total", at))?;
                    match self.binary(BinOp::Add, total, v, at) {
                        Ok(total) => items.push(total),
                        Err(fault) => return Ok(Flow::Outside(fault)),
                    }
                }
            }
            return Ok(Flow::Go);
        };
        let iterable = (gen.iter)(self, f)?;
        if let Some(lazy) = self.domain.as_lazy(&iterable) {
            'lazy: while let Some(item) = self.gen_next(&lazy, gen.iter_span)? {
                self.domain.step(gen.iter_span)?;
                (gen.target.whole)(self, f, item)?;
                for cond in &gen.conds {
                    if !cond.test(self, f)? {
                        continue 'lazy;
                    }
                }
                match self.generate(f, rest, element, items, pairs, at)? {
                    Flow::Go => {}
                    stop @ (Flow::Stop | Flow::Whole | Flow::Outside(_)) => return Ok(stop),
                }
            }
            return Ok(Flow::Go);
        }
        let mut it = self.domain.iter_start(iterable, gen.iter_span)?;
        if self.domain.quantified(&it) {
            if let (true, 0, ElementCode::List(e)) = (gen.collects, self.assuming, element) {
                let whole = self.collect_comprehension(
                    f,
                    it,
                    |ev, f, item| {
                        (gen.target.whole)(ev, f, item)?;
                        for cond in &gen.conds {
                            if !cond.test(ev, f)? {
                                return Ok(None);
                            }
                        }
                        e(ev, f).map(Some)
                    },
                    [at, gen.iter_span],
                )?;
                items.push(whole);
                return Ok(Flow::Whole);
            }
            // The domain hands out one item standing for every row (see `quantified`): built
            // from it, the comprehension would hold one element per path through it, not one
            // per row, and a fact about it (`all(...)` in an `ensures`) would be about those
            // elements only. Outside a postcondition it is built item by item instead, one path
            // per length.
            if self.assuming > 0 {
                return Err(Fault::unsupported(
                    "a comprehension over a list of unknown length (a trusted effect's result) inside a postcondition is not supported by the prover: it builds such a list only approximately, which would weaken what is assumed",
                    at,
                ));
            }
            it = self.domain.item_by_item(it);
        }
        if !gen.target.unpacks() {
            'plain: while let Some(item) = self.domain.iter_next(&mut it, gen.iter_span)? {
                self.domain.step(gen.iter_span)?;
                (gen.target.whole)(self, f, item)?;
                for cond in &gen.conds {
                    if !cond.test(self, f)? {
                        continue 'plain;
                    }
                }
                match self.generate(f, rest, element, items, pairs, at)? {
                    Flow::Go => {}
                    stop @ (Flow::Stop | Flow::Whole | Flow::Outside(_)) => return Ok(stop),
                }
            }
            return Ok(Flow::Go);
        }
        'items: while self.bind_next(f, &mut it, &gen.target, gen.iter_span, true)? {
            for cond in &gen.conds {
                if !cond.test(self, f)? {
                    continue 'items;
                }
            }
            match self.generate(f, rest, element, items, pairs, at)? {
                Flow::Go => {}
                stop @ (Flow::Stop | Flow::Whole | Flow::Outside(_)) => return Ok(stop),
            }
        }
        Ok(Flow::Go)
    }
}
