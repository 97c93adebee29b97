//! Generators, lazy as in CPython: calling a generator function (or evaluating a generator
//! expression, which is one) binds its arguments and runs nothing; each request for an item
//! runs the body from where it stopped to the next `yield`. So prints and effects interleave
//! with the consumer's exactly as in Python, in both domains.
//!
//! A generator's statements that yield compile to [`RCode`], a small tree the evaluator can
//! leave at a `yield` and re-enter; every other statement is an ordinary compiled closure. The
//! suspended state is a [`GenState`]: the frame's variables and, per block level, where it
//! stopped (with a loop's iterator), held by a value as a type-erased [`Lazy`].

use super::exec::TargetCode;
use super::frame::{Flow, Frame, SavedFrame};
use super::{Domain, Evaluator, ExprCode, Fault, Lazy, LazyKind, StmtCode, Val};
use crate::ir::{FuncId, PyExc};
use crate::source::Span;
use std::cell::RefCell;
use std::rc::Rc;

/// A compiled statement of a generator function that may be left at a `yield`.
pub(super) enum RCode<'p, D: Domain> {
    /// A statement with no `yield` inside.
    Plain(StmtCode<'p, D>),
    Yield(Option<ExprCode<'p, D>>, Span),
    YieldFrom(ExprCode<'p, D>, Span),
    If {
        cond: super::eval::Cond<'p, D>,
        then: RBlock<'p, D>,
        orelse: RBlock<'p, D>,
        at: Span,
    },
    For {
        iter: ExprCode<'p, D>,
        ispan: Span,
        target: TargetCode<'p, D>,
        body: RBlock<'p, D>,
        orelse: RBlock<'p, D>,
        at: Span,
    },
    While {
        cond: super::eval::Cond<'p, D>,
        body: RBlock<'p, D>,
        orelse: RBlock<'p, D>,
        at: Span,
    },
    /// A `try` whose blocks yield (`gen_try.rs`).
    Try(Box<super::gen_try::GenTry<'p, D>>),
    /// A `with` whose body yields (`gen_with.rs`).
    With(Box<super::gen_with::GenWith<'p, D>>),
}

pub(super) type RBlock<'p, D> = Vec<RCode<'p, D>>;

impl<D: Domain> RCode<'_, D> {
    /// Where a resumable statement is (a plain one has no span of its own here).
    fn span(&self) -> Span {
        match self {
            RCode::Yield(_, at) | RCode::YieldFrom(_, at) => *at,
            RCode::If { at, .. } | RCode::For { at, .. } | RCode::While { at, .. } => *at,
            RCode::Try(t) => t.at,
            RCode::With(w) => w.at,
            RCode::Plain(_) => Span::new(crate::source::FileId(0), 0, 0),
        }
    }

    /// Whether any statement of these blocks yields.
    pub(super) fn any_resumable<const N: usize>(blocks: [&RBlock<'_, D>; N]) -> bool {
        blocks.iter().any(|b| b.iter().any(|c| !matches!(c, RCode::Plain(_))))
    }
}

/// The closures of a block without `yield` (lowering puts `yield` in generator functions
/// only, whose bodies are compiled with [`Evaluator::generator_body`]).
pub(super) fn plain<'p, D: Domain + 'p>(block: RBlock<'p, D>, at: Option<Span>) -> Box<[StmtCode<'p, D>]> {
    block
        .into_iter()
        .map(|c| match c {
            RCode::Plain(code) => code,
            other @ (RCode::Yield(..)
            | RCode::YieldFrom(..)
            | RCode::If { .. }
            | RCode::For { .. }
            | RCode::While { .. }
            | RCode::Try(_)
            | RCode::With(_)) => {
                let span = at.unwrap_or(other.span());
                let code: StmtCode<'p, D> =
                    Box::new(move |_ev, _f| Err(Fault::internal("`yield` outside a generator function", span)));
                code
            }
        })
        .collect()
}

/// Where a block level of a suspended generator stopped.
pub(super) enum Pos<V, I> {
    /// Go on at this statement index (the one after a `yield`).
    At(usize),
    YieldFrom(usize, Source<I>),
    /// In the `then` (true) or `else` block of the `if` at this index.
    If(usize, bool),
    /// In the body of the `for` at this index, with its iterator.
    ForBody(usize, Source<I>),
    /// In the `else` block of the loop at this index.
    LoopElse(usize),
    WhileBody(usize),
    /// Inside the `try` at this index.
    Try(usize, super::gen_try::TryPos<V>),
    /// Inside the body of the `with` at this index, with its context manager.
    With(usize, super::gen_with::WithPos<V>),
}

/// What a loop inside a generator iterates: a domain iterator or another generator.
pub(super) enum Source<I> {
    Domain(I),
    Lazy(Lazy),
}

/// A lazy value as a domain holds it: what it is, and how many quantified loop bodies were
/// running when it was made.
pub(super) struct LazyCell<V, I> {
    rows_depth: u32,
    pub(super) obj: RefCell<LazyObj<V, I>>,
}

/// What a lazy value is: a generator, `enumerate`/`zip` over at least one generator (lazy
/// in CPython too, so an infinite generator can be enumerated), or one of the lazy builtins of
/// `lazy_calls.rs` (`map`, `filter`, `iter(callable, sentinel)`).
pub(super) enum LazyObj<V, I> {
    Gen(GenState<V, I>),
    Enumerate {
        inner: Source<I>,
        count: V,
    },
    Zip {
        sources: Vec<Source<I>>,
        strict: bool,
    },
    Map {
        func: V,
        sources: Vec<Source<I>>,
    },
    /// `filter(func, source)`; `None` for `filter(None, ...)`.
    Filter {
        func: Option<V>,
        source: Source<I>,
    },
    /// `iter(func, sentinel)`, until `func()` returns the sentinel.
    CallUntil {
        func: V,
        sentinel: V,
        done: bool,
    },
    /// An instance iterated through its `__next__` or `__getitem__`.
    Dunder(super::container_dunders::ObjectIter<V>),
    /// An adapter taking its next item.
    Busy,
}

/// A generator between two requests.
pub(super) struct GenState<V, I> {
    pub(super) func: FuncId,
    /// The frame while suspended (taken while the body runs).
    frame: Option<SavedFrame<V>>,
    /// Where each block level stopped, innermost first (the order a `yield` records them
    /// in): a resume takes them from the end, outermost first.
    pub(super) resume: Vec<Pos<V, I>>,
    /// An emptied position vector, kept for the next `yield` to record in: a resume then
    /// allocates nothing (every item of a generator is a resume).
    spare: Vec<Pos<V, I>>,
    done: bool,
    running: bool,
}

impl<V, I> GenState<V, I> {
    /// Ended: it gives no more items and keeps no frame.
    pub(super) fn finish(&mut self) {
        (self.done, self.frame) = (true, None);
    }
}

/// Whether `cell` is a generator stopped at a `yield` (started, not running, not finished).
fn suspended_at_yield<V, I>(cell: &RefCell<LazyObj<V, I>>) -> bool {
    matches!(&*cell.borrow(), LazyObj::Gen(st) if !st.done && !st.running && !st.resume.is_empty())
}

/// Where a generator is, for its methods (`sema/gen_methods.rs`).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum GenPhase {
    NotStarted,
    Suspended,
    Running,
    Done,
}

/// How a resumable block finished.
pub(super) enum RFlow<V> {
    Normal,
    Break,
    Continue,
    /// Ended by `return` (the value, None for a bare `return`): what `StopIteration.value`
    /// and `x = yield from gen` give.
    Return(V),
    Yield(V),
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// A new generator for a call of generator function `func` whose frame is bound.
    pub(super) fn new_generator(&mut self, func: FuncId, frame: Frame<'p, Val<D>>) -> Val<D> {
        let (frame, resume, spare) = (Some(frame.save()), Vec::new(), Vec::new());
        let state: GenState<Val<D>, D::Iter> = GenState { func, frame, resume, spare, done: false, running: false };
        let kind = LazyKind::from(self.program.function(func).asynchronous);
        self.lazy_of_kind(LazyObj::Gen(state), kind)
    }

    pub(super) fn lazy_obj(&mut self, obj: LazyObj<Val<D>, D::Iter>) -> Val<D> {
        self.lazy_of_kind(obj, LazyKind::Generator)
    }

    fn lazy_of_kind(&mut self, obj: LazyObj<Val<D>, D::Iter>, kind: LazyKind) -> Val<D> {
        let cell = LazyCell { rows_depth: self.rows_depth, obj: RefCell::new(obj) };
        self.domain.lazy_value(Lazy(Rc::new(cell), kind))
    }

    /// Whether `lazy` is a generator a function made, not a builtin iterator run alike (`map`).
    pub(super) fn is_generator(&self, lazy: &Lazy) -> bool {
        lazy.0
            .downcast_ref::<LazyCell<Val<D>, D::Iter>>()
            .is_some_and(|held| matches!(&*held.obj.borrow(), LazyObj::Gen(_)))
    }

    /// The next item of `enumerate`/`zip` over generators.
    fn adapter_next(&mut self, cell: &RefCell<LazyObj<Val<D>, D::Iter>>, at: Span) -> Result<Option<Val<D>>, Fault> {
        let mut obj = std::mem::replace(&mut *cell.borrow_mut(), LazyObj::Busy);
        let item = match &mut obj {
            LazyObj::Enumerate { inner, count } => match self.gen_pull(inner, at) {
                Ok(Some(v)) => {
                    let one = self.domain.constant(&crate::ir::Const::Int(1), at)?;
                    let next = self.domain.binary(crate::ir::BinOp::Add, count.clone(), one, at)?;
                    let n = std::mem::replace(count, next);
                    self.domain.build(super::BuildKind::Tuple, vec![n, v], at).map(Some)
                }
                other => other,
            },
            LazyObj::Zip { sources, strict } => self.zip_next(sources, *strict, at),
            LazyObj::Map { func, sources } => self.map_next(func, sources, at),
            LazyObj::Filter { func, source } => self.filter_next(func.as_ref(), source, at),
            LazyObj::CallUntil { func, sentinel, done } => self.call_until_next(func, sentinel, done, at),
            LazyObj::Dunder(it) => self.object_iter_next(it, at),
            LazyObj::Gen(_) | LazyObj::Busy => Err(Fault::exc(PyExc::ValueError, "generator already executing", at)),
        };
        *cell.borrow_mut() = obj;
        item
    }

    /// Runs a generator to its next `yield`: the item, or `None` once it is exhausted.
    pub(super) fn gen_next(&mut self, lazy: &Lazy, at: Span) -> Result<Option<Val<D>>, Fault> {
        // Borrowed, not cloned: the caller's `lazy` keeps the generator alive while it runs.
        let held = lazy
            .0
            .downcast_ref::<LazyCell<Val<D>, D::Iter>>()
            .ok_or_else(|| Fault::internal("a generator of another domain", at))?;
        if self.rows_depth > held.rows_depth {
            // The body of a quantified loop is run once per path for one row standing for all;
            // a generator made outside it would carry its position from one run to the next.
            return Err(Fault::unsupported(
                "taking items from a generator made before a loop over a list of unknown length (a trusted query result), inside that loop, is not supported by the prover; make the generator inside the loop, or take its items into a list before it",
                at,
            ));
        }
        let cell = &held.obj;
        self.gen_returned = None;
        if self.gen_throw.is_some() && !suspended_at_yield(cell) {
            // `throw`/`close` meeting no `yield` to raise at: the generator has not started
            // (it ends without running) or the delegate of a `yield from` is no generator.
            let func = if let LazyObj::Gen(st) = &mut *cell.borrow_mut() {
                st.finish();
                Some(st.func)
            } else {
                None
            };
            let thrown = self.gen_throw.take().unwrap_or_else(|| Fault::internal("no exception to throw", at));
            let Some(func) = func else { return Err(thrown) };
            return self.generator_fault(thrown, func, at).map_or(Ok(None), Err);
        }
        if !matches!(&*cell.borrow(), LazyObj::Gen(_)) {
            return self.adapter_next(cell, at);
        }
        let (func, saved, mut resume, mut stopped) = {
            let mut obj = cell.borrow_mut();
            let LazyObj::Gen(st) = &mut *obj else { return Err(Fault::internal("a generator changed kind", at)) };
            if st.done {
                return Ok(None);
            }
            if st.running {
                return Err(Fault::exc(PyExc::ValueError, "generator already executing", at));
            }
            let Some(saved) = st.frame.take() else { return Ok(None) };
            st.running = true;
            (st.func, saved, std::mem::take(&mut st.resume), std::mem::take(&mut st.spare))
        };
        // What `send` passed is this generator's, not that of one its body resumes.
        let sent = self.gen_sent.take();
        let function = self.program.function(func);
        let mut frame = Frame::restore(self.program, function, saved);
        let code = self.generator_body(func);
        let outcome = match self.domain.enter_call(func, at) {
            Ok(()) => {
                // Generators resumed inside generators (`yield from` chains, recursive ones) nest
                // Rust frames: grow the native stack as calls do, checked every 16 resumes
                // deep (the red zone is ample for 16 of them and 16 calls between).
                self.resumed_with.push(sent);
                self.calls.push((func, at));
                self.resume_depth += 1;
                let r = if self.resume_depth.is_multiple_of(16) {
                    stacker::maybe_grow(1024 * 1024, 16 * 1024 * 1024, || {
                        self.run_gen_block(&mut frame, &code, &mut resume, &mut stopped)
                    })
                } else {
                    self.run_gen_block(&mut frame, &code, &mut resume, &mut stopped)
                };
                self.resume_depth -= 1;
                self.calls.pop();
                self.resumed_with.pop();
                self.domain.leave_call(func);
                r
            }
            Err(e) => Err(e),
        };
        let mut obj = cell.borrow_mut();
        let LazyObj::Gen(st) = &mut *obj else { return Err(Fault::internal("a generator changed kind", at)) };
        st.running = false;
        match outcome {
            Ok(RFlow::Yield(v)) => {
                if !resume.is_empty() {
                    resume.clear();
                }
                // The vectors put back replace the two the resume took, left empty and
                // unallocated: letting those go skips two calls of drop glue an item.
                let taken = [std::mem::replace(&mut st.resume, stopped), std::mem::replace(&mut st.spare, resume)];
                debug_assert!(taken.iter().all(|v| v.capacity() == 0));
                std::mem::forget(taken);
                st.frame = Some(frame.save());
                Ok(Some(v))
            }
            Ok(RFlow::Return(v)) => {
                st.done = true;
                self.gen_returned = Some(v);
                Ok(None)
            }
            Ok(RFlow::Normal | RFlow::Break | RFlow::Continue) => {
                st.done = true;
                // Not a value some generator resumed inside this one returned.
                self.gen_returned = None;
                Ok(None)
            }
            Err(e) => {
                st.done = true;
                drop(obj);
                match self.generator_fault(e, func, at) {
                    Some(e) => Err(self.at_program_call(e, func, at)),
                    None => Ok(None),
                }
            }
        }
    }

    /// Where generator `lazy` is; `None` if it is another lazy value (`map`, `enumerate`).
    pub(super) fn gen_phase(&self, lazy: &Lazy) -> Option<GenPhase> {
        let held = lazy.0.clone().downcast::<LazyCell<Val<D>, D::Iter>>().ok()?;
        let obj = held.obj.borrow();
        let LazyObj::Gen(st) = &*obj else { return None };
        Some(if st.running {
            GenPhase::Running
        } else if st.done || st.frame.is_none() {
            GenPhase::Done
        } else if st.resume.is_empty() {
            GenPhase::NotStarted
        } else {
            GenPhase::Suspended
        })
    }

    /// A loop's source of items: a generator, or the domain's iteration of a value.
    pub(super) fn gen_source(&mut self, v: Val<D>, at: Span) -> Result<Source<D::Iter>, Fault> {
        let v = self.iterable(v, at)?;
        if let Some(lazy) = self.domain.as_lazy(&v) {
            return Ok(Source::Lazy(lazy));
        }
        // A list of unknown length is read item by item: the program's code runs between items.
        let it = self.domain.iter_start(v, at)?;
        Ok(Source::Domain(self.domain.item_by_item(it)))
    }

    pub(super) fn gen_pull(&mut self, src: &mut Source<D::Iter>, at: Span) -> Result<Option<Val<D>>, Fault> {
        match src {
            Source::Domain(it) => self.domain.iter_next(it, at),
            // Borrowed, not cloned: the source is the caller's, not the evaluator's.
            Source::Lazy(lazy) => self.gen_next(lazy, at),
        }
    }

    /// A `for` loop (outside a generator) over a generator.
    pub(super) fn for_lazy(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        (lazy, iterable): (Lazy, Val<D>),
        target: &TargetCode<'p, D>,
        body: &[StmtCode<'p, D>],
        orelse: &[StmtCode<'p, D>],
        (at, stmt): (Span, Span),
    ) -> Result<Flow<Val<D>>, Fault> {
        // An exception leaving the generator is in this frame at the `for` statement, whose
        // line CPython shows without carets.
        let next = |ev: &mut Self| ev.gen_next(&lazy, at).map_err(|e| e.site_moved(at, stmt));
        while let Some(item) = next(self)? {
            let left = match target(self, f, item).and_then(|()| self.run_block(f, body)) {
                Ok(Flow::Normal | Flow::Continue) => continue,
                Ok(Flow::Break) => Ok(Flow::Normal),
                Ok(Flow::Return(v)) => Ok(Flow::Return(v)),
                Err(fault) if fault.exc_class().is_none() => return Err(fault),
                Err(fault) => Err(fault),
            };
            // Left early: a generator only this loop holds is collected, and so closed, now.
            let sole = self.domain.sole_reference(&iterable);
            drop(iterable);
            self.close_abandoned(&lazy, sole, at)?;
            return left;
        }
        self.run_block(f, orelse)
    }

    /// Runs (or resumes, taking this level's position from the end of `resume`) a block of a
    /// generator; at a `yield`, each level records where it stopped in `stopped`, innermost
    /// first.
    pub(super) fn run_gen_block(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        block: &[RCode<'p, D>],
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<RFlow<Val<D>>, Fault> {
        let mut pos = resume.pop();
        if resume.is_empty() && matches!(pos, Some(Pos::At(_))) {
            // The innermost level, resumed after its `yield`: a `throw`/`close` raises here.
            if let Some(thrown) = self.gen_throw.take() {
                return Err(thrown);
            }
        }
        let mut i = match &pos {
            Some(
                Pos::At(i)
                | Pos::YieldFrom(i, _)
                | Pos::If(i, _)
                | Pos::ForBody(i, _)
                | Pos::LoopElse(i)
                | Pos::WhileBody(i)
                | Pos::Try(i, _)
                | Pos::With(i, _),
            ) => *i,
            None => 0,
        };
        while let Some(code) = block.get(i) {
            if let RCode::Plain(stmt) = code {
                // The position, if any, is `At(i)` here (only a `yield` records a plain
                // statement's index, as the one after it), which every resumable arm below
                // reads as a fresh start: it is left for the next of them to take, and a plain
                // statement moves no position.
                match stmt(self, f)? {
                    Flow::Normal => {}
                    Flow::Break => return Ok(RFlow::Break),
                    Flow::Continue => return Ok(RFlow::Continue),
                    Flow::Return(v) => return Ok(RFlow::Return(v)),
                }
                i += 1;
                continue;
            }
            let here = pos.take();
            match code {
                RCode::Plain(_) => {}
                RCode::Yield(value, at) => {
                    self.domain.step(*at)?;
                    let v = match value {
                        Some(e) => e(self, f)?,
                        None => self.domain.constant(&crate::ir::Const::None, *at)?,
                    };
                    stopped.push(Pos::At(i + 1));
                    return Ok(RFlow::Yield(v));
                }
                RCode::YieldFrom(items, at) => {
                    let mut src = match here {
                        Some(Pos::YieldFrom(_, src)) => {
                            match &src {
                                Source::Domain(_) => {
                                    if let Some(thrown) = self.gen_throw.take() {
                                        return Err(thrown);
                                    }
                                }
                                // What `send` passed this generator goes on to the one it
                                // delegates to, as CPython's `yield from` sends it.
                                Source::Lazy(inner) if self.gen_phase(inner).is_some() => {
                                    self.gen_sent = self.resumed_with.last_mut().and_then(Option::take);
                                }
                                Source::Lazy(_) => {}
                            }
                            src
                        }
                        _ => {
                            self.domain.step(*at)?;
                            let v = items(self, f)?;
                            self.gen_source(v, *at)?
                        }
                    };
                    if let Some(v) = self.gen_pull(&mut src, *at)? {
                        stopped.push(Pos::YieldFrom(i, src));
                        return Ok(RFlow::Yield(v));
                    }
                    // The delegate ended: what it returned is the value of `yield from`, which
                    // `x = yield from inner` binds through `<sent>`.
                    let returned = match src {
                        Source::Lazy(_) => self.gen_returned.take(),
                        Source::Domain(_) => None,
                    };
                    if let Some(slot) = self.resumed_with.last_mut() {
                        *slot = returned;
                    }
                }
                RCode::If { cond, then, orelse, at } => {
                    let branch = match here {
                        Some(Pos::If(_, b)) => b,
                        _ => {
                            self.domain.step(*at)?;
                            cond.test(self, f)?
                        }
                    };
                    match self.run_gen_block(f, if branch { then } else { orelse }, resume, stopped)? {
                        RFlow::Yield(v) => {
                            stopped.push(Pos::If(i, branch));
                            return Ok(RFlow::Yield(v));
                        }
                        RFlow::Normal => {}
                        other @ (RFlow::Break | RFlow::Continue | RFlow::Return(_)) => return Ok(other),
                    }
                }
                RCode::For { iter, ispan, target, body, orelse, at } => {
                    match self.gen_for(f, here, (iter, target), [body, orelse], [*ispan, *at], resume, stopped)? {
                        (RFlow::Yield(v), p) => {
                            stopped.extend(p.map(|p| p.at(i)));
                            return Ok(RFlow::Yield(v));
                        }
                        (RFlow::Normal, _) => {}
                        (other, _) => return Ok(other),
                    }
                }
                RCode::Try(code) => {
                    let here = match here {
                        Some(Pos::Try(_, p)) => Some(p),
                        _ => None,
                    };
                    match self.gen_try(f, code, here, resume, stopped)? {
                        (RFlow::Yield(v), p) => {
                            stopped.extend(p.map(|p| Pos::Try(i, p)));
                            return Ok(RFlow::Yield(v));
                        }
                        (RFlow::Normal, _) => {}
                        (other, _) => return Ok(other),
                    }
                }
                RCode::With(code) => {
                    let here = match here {
                        Some(Pos::With(_, p)) => Some(p),
                        _ => None,
                    };
                    match self.gen_with(f, code, here, resume, stopped)? {
                        (RFlow::Yield(v), p) => {
                            stopped.extend(p.map(|p| Pos::With(i, p)));
                            return Ok(RFlow::Yield(v));
                        }
                        (RFlow::Normal, _) => {}
                        (other, _) => return Ok(other),
                    }
                }
                RCode::While { cond, body, orelse, at } => {
                    let mut in_body = matches!(here, Some(Pos::WhileBody(_)));
                    let in_else = matches!(here, Some(Pos::LoopElse(_)));
                    let mut broke = false;
                    if !in_else {
                        loop {
                            if !in_body {
                                self.domain.step(*at)?;
                                if !cond.test(self, f)? {
                                    break;
                                }
                            }
                            in_body = false;
                            match self.run_gen_block(f, body, resume, stopped)? {
                                RFlow::Yield(v) => {
                                    stopped.push(Pos::WhileBody(i));
                                    return Ok(RFlow::Yield(v));
                                }
                                RFlow::Break => {
                                    broke = true;
                                    break;
                                }
                                RFlow::Normal | RFlow::Continue => {}
                                RFlow::Return(v) => return Ok(RFlow::Return(v)),
                            }
                        }
                    }
                    if !broke {
                        match self.run_gen_block(f, orelse, resume, stopped)? {
                            RFlow::Yield(v) => {
                                stopped.push(Pos::LoopElse(i));
                                return Ok(RFlow::Yield(v));
                            }
                            RFlow::Normal => {}
                            other @ (RFlow::Break | RFlow::Continue | RFlow::Return(_)) => return Ok(other),
                        }
                    }
                }
            }
            i += 1;
        }
        Ok(RFlow::Normal)
    }

    /// A `for` loop of a generator, started or resumed; on a `yield`, also where it stopped
    /// (without its statement index, which the caller adds).
    #[expect(clippy::too_many_arguments, reason = "the loop's parts and the resumption state")]
    fn gen_for(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        here: Option<Pos<Val<D>, D::Iter>>,
        (iter, target): (&ExprCode<'p, D>, &TargetCode<'p, D>),
        [body, orelse]: [&RBlock<'p, D>; 2],
        [ispan, at]: [Span; 2],
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<LoopOutcome<Val<D>, D::Iter>, Fault> {
        let (mut src, mut in_body) = match here {
            Some(Pos::LoopElse(_)) => return self.gen_loop_else(f, orelse, resume, stopped),
            Some(Pos::ForBody(_, src)) => (src, true),
            _ => {
                self.domain.step(at)?;
                let v = iter(self, f)?;
                (self.gen_source(v, ispan)?, false)
            }
        };
        loop {
            if !in_body {
                match self.gen_pull(&mut src, ispan)? {
                    Some(item) => target(self, f, item)?,
                    None => break,
                }
            }
            in_body = false;
            match self.run_gen_block(f, body, resume, stopped)? {
                RFlow::Yield(v) => return Ok((RFlow::Yield(v), Some(LoopPos::Body(src)))),
                RFlow::Break => return Ok((RFlow::Normal, None)),
                RFlow::Normal | RFlow::Continue => {}
                RFlow::Return(v) => return Ok((RFlow::Return(v), None)),
            }
        }
        self.gen_loop_else(f, orelse, resume, stopped)
    }

    fn gen_loop_else(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        orelse: &RBlock<'p, D>,
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<LoopOutcome<Val<D>, D::Iter>, Fault> {
        match self.run_gen_block(f, orelse, resume, stopped)? {
            RFlow::Yield(v) => Ok((RFlow::Yield(v), Some(LoopPos::Else))),
            other @ (RFlow::Normal | RFlow::Break | RFlow::Continue | RFlow::Return(_)) => Ok((other, None)),
        }
    }

    /// A builtin given a generator: `any`/`all` take items until one decides, `next` takes one,
    /// `iter` gives it back, `enumerate`/`zip` make lazy adapters, builtins consuming a whole
    /// iterable get its items as a list, and the rest see the generator itself (`len(gen)` is
    /// a `TypeError`, as in Python). Gives the arguments back when the domain is to call it.
    pub(super) fn builtin_on_lazy(
        &mut self,
        b: crate::ir::Builtin,
        mut args: Vec<Val<D>>,
        kwargs: &mut Vec<(Rc<str>, Val<D>)>,
        at: Span,
    ) -> Result<Result<Val<D>, Vec<Val<D>>>, Fault> {
        if !args.iter().any(|a| self.domain.as_lazy(a).is_some()) {
            return Ok(Err(args));
        }
        let first = args.first().and_then(|a| self.domain.as_lazy(a));
        match (b.name(), args.len(), first) {
            ("zip", _, _) if kwargs.iter().all(|(k, _)| &**k == "strict") && kwargs.len() <= 1 => {
                let strict = match kwargs.pop() {
                    Some((_, flag)) => self.truth(&flag, at)?,
                    None => false,
                };
                let mut sources = Vec::with_capacity(args.len());
                for a in args {
                    sources.push(self.gen_source(a, at)?);
                }
                Ok(Ok(self.lazy_zip(sources, strict)))
            }
            ("enumerate", 1 | 2, Some(lazy)) => {
                let start = match kwargs.iter().position(|(k, _)| &**k == "start") {
                    Some(i) if args.len() == 1 && kwargs.len() == 1 => Some(kwargs.remove(i).1),
                    Some(_) => return Ok(Err(args)),
                    None if kwargs.is_empty() => args.pop().filter(|_| args.len() == 1),
                    None => return Ok(Err(args)),
                };
                let count = match start {
                    Some(v) => v,
                    None => self.domain.constant(&crate::ir::Const::Int(0), at)?,
                };
                Ok(Ok(self.lazy_obj(LazyObj::Enumerate { inner: Source::Lazy(lazy), count })))
            }
            (name @ ("any" | "all"), 1, Some(lazy)) => {
                let any = name == "any";
                while let Some(item) = self.gen_next(&lazy, at)? {
                    if self.truth(&item, at)? == any {
                        return Ok(Ok(self.domain.constant(&crate::ir::Const::Bool(any), at)?));
                    }
                }
                Ok(Ok(self.domain.constant(&crate::ir::Const::Bool(!any), at)?))
            }
            ("next", 1 | 2, Some(lazy)) => match self.gen_next(&lazy, at)? {
                Some(item) => {
                    // `next(rows())`: a generator nothing else holds is collected, so closed,
                    // as the call returns.
                    drop(lazy);
                    self.close_dropped(args.swap_remove(0), at)?;
                    Ok(Ok(item))
                }
                None => match args.pop().filter(|_| args.len() == 1) {
                    Some(default) => Ok(Ok(default)),
                    None => Err(self.gen_stopped(at)),
                },
            },
            ("iter", 1, Some(_)) => Ok(Ok(args.swap_remove(0))),
            _ if b.consumes_whole_iterable() => {
                for a in &mut args {
                    *a = self.drained(a.clone(), at)?;
                }
                Ok(Err(args))
            }
            _ => Ok(Err(args)),
        }
    }

    /// The resumable body of generator function `id`, compiled on first use (inlined: every
    /// resume asks).
    #[inline(always)]
    fn generator_body(&mut self, id: FuncId) -> Rc<RBlock<'p, D>> {
        let known = self.generator_bodies[id.0 as usize].clone();
        known.unwrap_or_else(|| self.compile_generator_body(id))
    }

    #[inline(never)]
    fn compile_generator_body(&mut self, id: FuncId) -> Rc<RBlock<'p, D>> {
        let slot = id.0 as usize;
        let mut compiler = super::Compiler { domain: &mut self.domain, program: self.program, seen: None };
        let code = Rc::new(Self::compile_rblock(&mut compiler, &self.program.function(id).body));
        self.generator_bodies[slot] = Some(code.clone());
        code
    }
}

/// How a loop of a generator finished, and where it stopped at a `yield`.
type LoopOutcome<V, I> = (RFlow<V>, Option<LoopPos<I>>);

/// Where a `for` loop of a generator stopped, before its statement index is known.
enum LoopPos<I> {
    Body(Source<I>),
    Else,
}

impl<I> LoopPos<I> {
    fn at<V>(self, i: usize) -> Pos<V, I> {
        match self {
            LoopPos::Body(src) => Pos::ForBody(i, src),
            LoopPos::Else => Pos::LoopElse(i),
        }
    }
}
