//! `try`/`except`/`else`/`finally` in a generator with a `yield` inside: the generator may be
//! suspended in the body, a handler or the `else:` block and resumed there, with the body's
//! handlers active again on resumption, as CPython keeps them. The `finally:` block runs when
//! the statement is left, by any way out: also when `close()` (or the collection of a
//! generator a `for` loop alone held, `sema/gen_methods.rs`) raises `GeneratorExit` at the
//! `yield`. The `finally:` block may yield too: suspended there, the generator keeps how the
//! statement was being left (an exception, a `return`, or just its end), which goes on
//! when the block ends, unless the block itself returns, breaks or raises, as in CPython.

use super::frame::{take, Flow, Frame};
use super::generator::{plain, Pos, RBlock, RFlow};
use super::try_stmt::HandlerCode;
use super::{Compiler, Domain, Evaluator, Fault, Val};
use crate::ir::{Handler, Place, TryStmt};
use crate::source::Span;

/// A compiled `try` of a generator whose blocks may yield.
pub(super) struct GenTry<'p, D: Domain> {
    /// The handlers as written, for what a running body would catch.
    pub written: &'p [Handler],
    pub body: RBlock<'p, D>,
    pub handlers: Vec<GenHandler<'p, D>>,
    /// `except*` clauses (whose blocks do not yield), run together on what the body raised
    /// (`sema/except_star.rs`); `handlers` is then empty.
    pub star: Vec<HandlerCode<'p, D>>,
    pub orelse: RBlock<'p, D>,
    /// The `finally:` block (empty if there is none).
    pub finally: RBlock<'p, D>,
    pub at: Span,
}

/// One `except` clause of a [`GenTry`].
pub(super) struct GenHandler<'p, D: Domain> {
    pub catches: super::catches::CatchCode<'p, D>,
    pub bind: Option<Place>,
    pub body: RBlock<'p, D>,
    pub at: Span,
}

/// Where in a [`GenTry`] a generator stopped.
pub(super) enum TryPos<V> {
    Body,
    /// In handler `k`, handling this exception (a bare `raise` there raises it again).
    Handler(usize, Fault),
    Else,
    /// In the `finally:` block, the statement being left this way when the block ends.
    Finally(Result<RFlow<V>, Fault>),
}

/// How a generator's `try` finished, and where it stopped at a `yield`.
type TryOutcome<V> = (RFlow<V>, Option<TryPos<V>>);

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// A generator's `try` statement `t` whose blocks (compiled) may yield; the handlers'
    /// blocks of an `except*` statement do not.
    pub(super) fn compile_gen_try(
        d: &mut Compiler<'_, D>,
        t: &'p TryStmt,
        body: RBlock<'p, D>,
        handlers: Vec<(&'p Handler, RBlock<'p, D>)>,
        orelse: RBlock<'p, D>,
        finally: RBlock<'p, D>,
        at: Span,
    ) -> GenTry<'p, D> {
        let (mut resumable, mut star) = (Vec::new(), Vec::new());
        for (h, b) in handlers {
            let catches = Self::compile_catches(d, &h.catches);
            if t.star {
                star.push(HandlerCode { catches, bind: h.bind, body: plain(b, Some(h.span)), at: h.span });
            } else {
                resumable.push(GenHandler { catches, bind: h.bind, body: b, at: h.span });
            }
        }
        GenTry { written: &t.handlers, body, handlers: resumable, star, orelse, finally, at }
    }

    /// Runs or resumes (at `here`) a generator's `try` statement; at a `yield`, also where it
    /// stopped.
    pub(super) fn gen_try(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        code: &GenTry<'p, D>,
        here: Option<TryPos<Val<D>>>,
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<TryOutcome<Val<D>>, Fault> {
        if code.finally.is_empty() {
            return self.gen_try_handled(f, code, here, resume, stopped);
        }
        if let Some(TryPos::Finally(pending)) = here {
            return self.gen_finally(f, code, pending, resume, stopped);
        }
        self.finalizing += 1;
        let outcome = self.gen_try_handled(f, code, here, resume, stopped);
        self.finalizing -= 1;
        let leaving = match &outcome {
            Ok((RFlow::Yield(_), _)) => false,
            Ok(_) => true,
            Err(fault) => fault.exc_class().is_some(),
        };
        if !leaving {
            return outcome;
        }
        self.gen_finally(f, code, outcome.map(|(flow, _)| flow), resume, stopped)
    }

    /// The `finally:` block run or resumed while the statement is left as `pending` says:
    /// the block's own `return`, `break`, `continue` or exception replaces that, as in
    /// `try_stmt.rs`; at a `yield` in it, `pending` is kept for its resumption.
    fn gen_finally(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        code: &GenTry<'p, D>,
        pending: Result<RFlow<Val<D>>, Fault>,
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<TryOutcome<Val<D>>, Fault> {
        self.try_depth += 1;
        let (last, pending) = self.run_finally(pending, |ev| ev.run_gen_block(f, &code.finally, resume, stopped));
        self.try_depth -= 1;
        match last? {
            RFlow::Normal => pending.map(|flow| (flow, None)),
            RFlow::Yield(v) => Ok((RFlow::Yield(v), Some(TryPos::Finally(pending)))),
            flow @ (RFlow::Break | RFlow::Continue | RFlow::Return(_)) => Ok((flow, None)),
        }
    }

    /// The `try` without its `finally:` block.
    fn gen_try_handled(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        code: &GenTry<'p, D>,
        here: Option<TryPos<Val<D>>>,
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<TryOutcome<Val<D>>, Fault> {
        let fault = match here {
            Some(TryPos::Handler(k, fault)) => return self.gen_handler(f, code, k, fault, resume, stopped),
            Some(TryPos::Else) => return self.gen_else(f, code, resume, stopped),
            Some(TryPos::Body) => self.gen_try_body(f, code, resume, stopped),
            // Resumed in the `finally:` block, which `gen_try` runs.
            Some(TryPos::Finally(_)) | None => {
                self.domain.step(code.at)?;
                self.gen_try_body(f, code, resume, stopped)
            }
        };
        match fault {
            Ok(RFlow::Yield(v)) => Ok((RFlow::Yield(v), Some(TryPos::Body))),
            Ok(RFlow::Normal) => self.gen_else(f, code, resume, stopped),
            Ok(other) => Ok((other, None)),
            Err(fault) if !code.star.is_empty() => match self.run_star_handlers(f, &code.star, fault, code.at)? {
                Flow::Normal => Ok((RFlow::Normal, None)),
                // `break`, `continue` and `return` are refused in an `except*` block at load.
                Flow::Break | Flow::Continue | Flow::Return(_) => {
                    Err(Fault::internal("an except* block left by a jump", code.at))
                }
            },
            Err(fault) => {
                let (k, mut fault) = self.catching_clause(f, fault, code.handlers.iter().map(|h| &h.catches))?;
                let handler = &code.handlers[k];
                self.bind_caught(f, handler.bind, &mut fault, handler.at)?;
                self.gen_handler(f, code, k, fault, resume, stopped)
            }
        }
    }

    /// The body with its handlers active (as an enclosing `try` would see them).
    fn gen_try_body(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        code: &GenTry<'p, D>,
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<RFlow<Val<D>>, Fault> {
        self.try_depth += 1;
        self.catching.push(code.written);
        let outcome = self.run_gen_block(f, &code.body, resume, stopped);
        self.catching.pop();
        self.try_depth -= 1;
        outcome
    }

    /// Handler `k` run or resumed while handling `fault`; its `as` name is deleted when it ends,
    /// as CPython does, but kept while it is suspended.
    fn gen_handler(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        code: &GenTry<'p, D>,
        k: usize,
        fault: Fault,
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<TryOutcome<Val<D>>, Fault> {
        let handler = &code.handlers[k];
        self.handling.push(fault);
        let outcome = match self.run_gen_block(f, &handler.body, resume, stopped) {
            Err(raised) if raised.exc_class().is_some() => Err(self.chain_context(raised, false)),
            other => other,
        };
        let fault = self.handling.pop();
        match (outcome, fault) {
            (Ok(RFlow::Yield(v)), Some(fault)) => Ok((RFlow::Yield(v), Some(TryPos::Handler(k, fault)))),
            (outcome, _) => {
                if let Some(place) = handler.bind {
                    take(f, place);
                }
                outcome.map(|flow| (flow, None))
            }
        }
    }

    fn gen_else(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        code: &GenTry<'p, D>,
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<TryOutcome<Val<D>>, Fault> {
        match self.run_gen_block(f, &code.orelse, resume, stopped)? {
            RFlow::Yield(v) => Ok((RFlow::Yield(v), Some(TryPos::Else))),
            other @ (RFlow::Normal | RFlow::Break | RFlow::Continue | RFlow::Return(_)) => Ok((other, None)),
        }
    }
}
