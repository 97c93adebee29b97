//! `try`/`except`/`else`/`finally`, `raise` and building exception objects, as CPython 3.11
//! runs them, in both domains. Only a Python exception (`FaultKind::Exception`) is caught or
//! runs a `finally:` block on its way out; clauz3's own faults (a violated precondition, a
//! limit, an unsupported construct, an effect refusal, the prover's path bookkeeping) end the
//! run where they happen, whatever handlers are active.

use super::frame::{store, take, Flow, Frame};
use super::{Domain, Evaluator, Fault, StmtCode, Val};
use crate::ir::{ExcClass, Handler, Place};
use crate::source::Span;

/// One compiled `except` clause.
pub(super) struct HandlerCode<'p, D: Domain> {
    pub catches: super::catches::CatchCode<'p, D>,
    pub bind: Option<Place>,
    pub body: Box<[StmtCode<'p, D>]>,
    pub at: Span,
}

/// A compiled `try` statement.
pub(super) struct TryCode<'p, D: Domain> {
    /// The handlers as written, for what a running body would catch.
    pub written: &'p [Handler],
    pub body: Box<[StmtCode<'p, D>]>,
    pub handlers: Vec<HandlerCode<'p, D>>,
    pub orelse: Box<[StmtCode<'p, D>]>,
    pub finally: Box<[StmtCode<'p, D>]>,
    /// Its clauses are `except*` ones (`except_star`).
    pub star: bool,
    pub at: Span,
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    pub(super) fn run_try(&mut self, f: &mut Frame<'p, Val<D>>, code: &TryCode<'p, D>) -> Result<Flow<Val<D>>, Fault> {
        let finalizing = u32::from(!code.finally.is_empty());
        self.try_depth += 1;
        self.finalizing += finalizing;
        let outcome = self.try_outcome(f, code);
        self.finalizing -= finalizing;
        self.try_depth -= 1;
        if code.finally.is_empty() {
            return outcome;
        }
        if matches!(&outcome, Err(fault) if fault.exc_class().is_none()) {
            return outcome;
        }
        // `finally:` runs on every way out; if it ends by `return`, `break`, `continue` or an
        // exception of its own, that replaces the outcome (a pending exception is dropped).
        self.try_depth += 1;
        let (last, outcome) = self.run_finally(outcome, |ev| ev.run_block(f, &code.finally));
        self.try_depth -= 1;
        match last? {
            Flow::Normal => outcome,
            flow @ (Flow::Break | Flow::Continue | Flow::Return(_)) => Ok(flow),
        }
    }

    /// The body, then the first handler matching its exception, or `else:` when it ended
    /// normally.
    fn try_outcome(&mut self, f: &mut Frame<'p, Val<D>>, code: &TryCode<'p, D>) -> Result<Flow<Val<D>>, Fault> {
        self.catching.push(code.written);
        let body = self.run_block(f, &code.body);
        self.catching.pop();
        match body {
            Ok(Flow::Normal) => self.run_block(f, &code.orelse),
            Ok(flow @ (Flow::Break | Flow::Continue | Flow::Return(_))) => Ok(flow),
            Err(fault) if code.star => self.run_star_handlers(f, &code.handlers, fault, code.at),
            Err(fault) => {
                let (k, fault) = self.catching_clause(f, fault, code.handlers.iter().map(|h| &h.catches))?;
                self.run_handler(f, &code.handlers[k], fault)
            }
        }
    }

    fn run_handler(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        handler: &HandlerCode<'p, D>,
        mut fault: Fault,
    ) -> Result<Flow<Val<D>>, Fault> {
        self.bind_caught(f, handler.bind, &mut fault, handler.at)?;
        let (outcome, _) = self.handling_fault(fault, |ev| ev.run_block(f, &handler.body));
        // CPython deletes the name at the end of the handler (`except E as e:` ... `del e`).
        if let Some(place) = handler.bind {
            take(f, place);
        }
        outcome
    }

    /// `except ... as name:` binds the exception object being handled (kept on `fault`, so
    /// that its chain and a re-raise name the same object).
    pub(super) fn bind_caught(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        bind: Option<Place>,
        fault: &mut Fault,
        at: Span,
    ) -> Result<(), Fault> {
        if let Some(place) = bind {
            let value = match self.raised_object(fault) {
                Some(value) => value,
                None => self.caught_value(fault, at)?,
            };
            self.no_outer_store_in_rows(f, place)?;
            store(f, place, value);
        }
        Ok(())
    }

    /// A bare `raise`: the exception being handled again, or CPython's `RuntimeError`.
    pub(super) fn reraise(&mut self, at: Span) -> Fault {
        // The same object again, made now if the interpreter raised it without one.
        self.handled_exception();
        match self.handling.last() {
            Some(fault) => fault.clone(),
            None => Fault::exc(crate::ir::PyExc::RuntimeError, "No active exception to reraise", at),
        }
    }

    /// A `finally:` block (`block`) run after `outcome`: an exception passing through is being
    /// handled while it runs (a bare `raise` raises it, a new exception gets it as context).
    /// Gives what the block did and the outcome (the exception's object kept on it).
    pub(super) fn run_finally<T, R>(
        &mut self,
        outcome: Result<T, Fault>,
        block: impl FnOnce(&mut Self) -> Result<R, Fault>,
    ) -> (Result<R, Fault>, Result<T, Fault>) {
        match outcome {
            Err(mut fault) if fault.exc_class().is_some() => {
                self.record_running_frame(&mut fault);
                let (last, fault) = self.handling_fault(fault, block);
                (last, Err(fault))
            }
            other => (block(self), other),
        }
    }

    /// `Class(args)`: exception classes take positional arguments only, but `ImportError`'s.
    pub(super) fn new_exception(
        &mut self,
        class: &ExcClass,
        args: Vec<Val<D>>,
        kwargs: super::call::Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if super::import_error::takes_import_keywords(class) {
            return self.new_import_error(class, args, kwargs, at);
        }
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{}() takes no keyword arguments", class.name()), at));
        }
        self.domain.exception(class, args, at)
    }
}
