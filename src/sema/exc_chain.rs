//! Exception chaining as CPython 3.11 does it: `raise X from Y` sets `X.__cause__` and
//! `X.__suppress_context__`; an exception raised while another is being handled (in an
//! `except` block, or a `finally:` block an exception is passing through) gets that one as its
//! `__context__`. The chain lives on the exception object (a builtin exception's `ExcObject`,
//! an instance of the program's exception classes), in a [`ChainSlot`] both domains share.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{ExcClass, PyExc};
use crate::source::Span;
use std::any::Any;
use std::cell::RefCell;
use std::rc::Rc;

/// Where an exception object keeps its chain: a [`Chain`] of the domain's values, type-erased
/// so that the concrete domain's exception objects (which `sema` cannot name) can hold one.
#[derive(Default)]
pub struct ChainSlot(RefCell<Option<Rc<dyn Any>>>);

impl std::fmt::Debug for ChainSlot {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0.borrow().is_some() { "ChainSlot(set)" } else { "ChainSlot(empty)" })
    }
}

/// `__cause__`, `__context__` and `__suppress_context__` of one exception object.
pub(super) struct Chain<V> {
    pub(super) cause: Option<V>,
    pub(super) context: Option<V>,
    suppress: bool,
    /// `__traceback__`: the frames it passed through when last caught, innermost first.
    traceback: Rc<[super::TbEntry]>,
    /// The traceback object made of them once read, so that it stays one object.
    tb_object: Option<V>,
    /// An `ImportError`'s `name`, `path` and `msg` (`import_error`), once made.
    pub(super) import: Option<Rc<[V; 3]>>,
    /// `__notes__`, the list `add_note` appends to, once made (`exc_notes`).
    pub(super) notes: Option<V>,
}

impl<V: Clone> Clone for Chain<V> {
    fn clone(&self) -> Self {
        Chain {
            cause: self.cause.clone(),
            context: self.context.clone(),
            suppress: self.suppress,
            traceback: self.traceback.clone(),
            tb_object: self.tb_object.clone(),
            import: self.import.clone(),
            notes: self.notes.clone(),
        }
    }
}

impl<V: Clone> Chain<V> {
    /// Takes `source`'s traceback (the same frames and traceback object), context and cause;
    /// a cause suppresses the context, as `PyException_SetCause` does.
    pub(super) fn copy_links_from(&mut self, source: &Chain<V>) {
        self.traceback = source.traceback.clone();
        self.tb_object = source.tb_object.clone();
        self.context = source.context.clone();
        self.cause = source.cause.clone();
        self.suppress = true;
    }

    /// Whether both have the one traceback (the same frames: a handler's `raise` of a part
    /// keeps the frames its group was caught with).
    pub(super) fn same_traceback(&self, other: &Chain<V>) -> bool {
        self.traceback == other.traceback
    }
}

impl<V> Default for Chain<V> {
    fn default() -> Self {
        Chain {
            cause: None,
            context: None,
            suppress: false,
            traceback: Rc::new([]),
            tb_object: None,
            import: None,
            notes: None,
        }
    }
}

/// The chain attributes an exception object has.
pub(super) fn is_chain_attribute(name: &str) -> bool {
    matches!(name, "__cause__" | "__context__" | "__suppress_context__")
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Calls `with` on the chain slot of exception object `v`; `None` if `v` is none.
    fn with_slot<R>(&self, v: &Val<D>, with: impl FnOnce(&ChainSlot) -> R) -> Option<R> {
        if let Some(obj) = self.domain.as_object(v) {
            return obj.class.exception_root().map(|_| with(&obj.exc_chain));
        }
        self.domain.exc_chain(v).map(with)
    }

    /// Whether `v` is an exception object (builtin, or of the program's classes).
    pub(super) fn is_exception_object(&self, v: &Val<D>) -> bool {
        self.with_slot(v, |_| ()).is_some()
    }

    /// Whether `a` and `b` are the same exception object.
    pub(super) fn same_exception(&self, a: &Val<D>, b: &Val<D>) -> bool {
        self.with_slot(a, |x| self.with_slot(b, |y| std::ptr::eq(x, y))).flatten().unwrap_or(false)
    }

    pub(super) fn chain_of(&self, v: &Val<D>) -> Chain<Val<D>> {
        self.with_slot(v, |s| s.0.borrow().as_ref().and_then(|c| c.downcast_ref::<Chain<Val<D>>>()).cloned())
            .flatten()
            .unwrap_or_default()
    }

    pub(super) fn set_chain(&self, v: &Val<D>, chain: Chain<Val<D>>) {
        self.with_slot(v, |s| *s.0.borrow_mut() = Some(Rc::new(chain)));
    }

    /// `e.__cause__`, `e.__context__`, `e.__suppress_context__` of an exception object; `None`
    /// when `v` is not one (the attribute is then looked up as any other).
    pub(super) fn chain_attribute(&mut self, v: &Val<D>, name: &str, at: Span) -> Option<Result<Val<D>, Fault>> {
        if !self.is_exception_object(v) {
            return None;
        }
        let chain = self.chain_of(v);
        let linked = match name {
            "__cause__" => chain.cause,
            "__context__" => chain.context,
            _ => return Some(self.domain.constant(&crate::ir::Const::Bool(chain.suppress), at)),
        };
        Some(match linked {
            Some(v) => Ok(v),
            None => self.domain.constant(&crate::ir::Const::None, at),
        })
    }

    /// `(__cause__, __context__, __suppress_context__)` of exception object `v`.
    pub(super) fn chain_parts(&self, v: &Val<D>) -> (Option<Val<D>>, Option<Val<D>>, bool) {
        let chain = self.chain_of(v);
        (chain.cause, chain.context, chain.suppress)
    }

    /// The traceback object made for `e.__traceback__` of `v` since it was last caught.
    pub(super) fn kept_traceback_object(&self, v: &Val<D>) -> Option<Val<D>> {
        self.chain_of(v).tb_object
    }

    /// Keeps `tb` as the traceback object of `v` until it is caught again.
    pub(super) fn keep_traceback_object(&self, v: &Val<D>, tb: Val<D>) {
        let mut chain = self.chain_of(v);
        chain.tb_object = Some(tb);
        self.set_chain(v, chain);
    }

    /// `exc.with_traceback(tb)`: `tb` (a traceback object or `None`) becomes `exc.__traceback__`,
    /// and a later `raise exc` goes on from its frames, as CPython's does; `exc` is returned.
    pub(super) fn with_traceback(
        &mut self,
        exc: Val<D>,
        args: Vec<Val<D>>,
        named: usize,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if named > 0 {
            return Err(Fault::type_error("BaseException.with_traceback() takes no keyword arguments", at));
        }
        let [tb] = args.as_slice() else {
            let message = format!("BaseException.with_traceback() takes exactly one argument ({} given)", args.len());
            return Err(Fault::type_error(message, at));
        };
        let entries: Rc<[super::TbEntry]> = match self.domain.as_traceback(tb) {
            Some((frames, index)) => {
                frames.get(index..).unwrap_or_default().iter().rev().map(|f| f.entry.clone()).collect()
            }
            None if self.is_none(tb, at)? => Rc::from([]),
            None => return Err(Fault::type_error("__traceback__ must be a traceback or None", at)),
        };
        let mut chain = self.chain_of(&exc);
        chain.traceback = entries;
        chain.tb_object = Some(tb.clone());
        self.set_chain(&exc, chain);
        Ok(exc)
    }

    /// The traceback exception object `v` had when it was last caught, innermost first.
    pub(super) fn traceback_of(&self, v: &Val<D>) -> Rc<[super::TbEntry]> {
        self.chain_of(v).traceback
    }

    /// `raise value from cause` on the exception object `value` (already instantiated):
    /// `cause` (instantiated if a class) becomes `__cause__`, and the context is suppressed;
    /// `from None` suppresses it with no cause.
    pub(super) fn set_cause(&mut self, value: &Val<D>, cause: Val<D>, at: Span) -> Result<(), Fault> {
        let cause = if self.is_exception_object(&cause) {
            Some(cause)
        } else if let Some(class) = self.domain.as_class(&cause) {
            Some(self.instantiate(class, Vec::new(), Vec::new(), at)?)
        } else if let Some(class) = self.domain.as_exc_class(&cause) {
            Some(self.domain.exception(&class, Vec::new(), at)?)
        } else {
            None
        };
        let mut chain = self.chain_of(value);
        chain.cause = cause;
        chain.suppress = true;
        self.set_chain(value, chain);
        Ok(())
    }

    /// The exception object `fault` raises, made (and kept on the fault, so that it stays the
    /// same object) if the interpreter raised it without one; `None` when it is no Python
    /// exception or its object cannot be made.
    pub(super) fn raised_object(&mut self, fault: &mut Fault) -> Option<Val<D>> {
        fault.exc_class()?;
        let v = match fault.value().and_then(|v| v.downcast_ref::<Val<D>>()) {
            Some(v) => v.clone(),
            None => self.domain.caught(fault, fault.span()).ok()?,
        };
        if fault.trace().site == super::TbSite::Recorded {
            // Caught: the object's `__traceback__` is where the exception has been so far.
            let mut chain = self.chain_of(&v);
            chain.traceback = fault.trace().entries.iter().cloned().collect();
            chain.tb_object = None;
            self.set_chain(&v, chain);
        }
        // A fault holding a value of its domain's own (the prover keeps the interpreter's
        // object, whose identity marks an effect's raise) already stands for one object.
        if fault.value().is_none() {
            *fault = fault.clone().with_value(Rc::new(v.clone()));
        }
        Some(v)
    }

    /// The exception being handled (innermost `except` or `finally:` it passes through), as
    /// an object kept for the rest of its handling.
    pub(super) fn handled_exception(&mut self) -> Option<Val<D>> {
        let mut fault = self.handling.pop()?;
        let v = self.raised_object(&mut fault);
        self.handling.push(fault);
        v
    }

    /// CPython's implicit chaining when `raised` is raised while an exception is handled:
    /// that one becomes its `__context__` unless it is `raised` itself; a chain that would
    /// loop back to `raised` is cut there. `always` for a `raise` statement (which sets the
    /// context whatever it was); otherwise only an exception without a context gets one (what
    /// leaves a handler: raised inside it, by the interpreter or by a `raise` in a call).
    pub(super) fn chain_context(&mut self, mut raised: Fault, always: bool) -> Fault {
        let Some(handled) = self.handled_exception() else { return raised };
        let Some(value) = self.raised_object(&mut raised) else { return raised };
        if self.same_exception(&value, &handled) {
            return raised;
        }
        let mut chain = self.chain_of(&value);
        if chain.context.is_some() && !always {
            return raised;
        }
        // Cut a loop: walk the handled exception's contexts, unlinking `value` if met.
        let mut link = handled.clone();
        for _ in 0..10_000 {
            let link_chain = self.chain_of(&link);
            let Some(next) = link_chain.context.clone() else { break };
            if self.same_exception(&next, &value) {
                self.set_chain(&link, Chain { context: None, ..link_chain });
                break;
            }
            link = next;
        }
        chain.context = Some(handled);
        self.set_chain(&value, chain);
        raised
    }

    /// Runs `block` with `fault` as the exception being handled: a bare `raise` raises it
    /// again, and an exception leaving `block` gets it as its context.
    pub(super) fn handling_fault<R>(
        &mut self,
        fault: Fault,
        block: impl FnOnce(&mut Self) -> Result<R, Fault>,
    ) -> (Result<R, Fault>, Fault) {
        self.handling.push(fault);
        let outcome = block(self);
        let outcome = match outcome {
            Err(raised) if raised.exc_class().is_some() => Err(self.chain_context(raised, false)),
            other => other,
        };
        let fault = self.handling.pop();
        (outcome, fault.unwrap_or_else(|| Fault::internal("the handled exception went missing", Span::default())))
    }

    /// PEP 479, as CPython 3.11 runs a generator: a `StopIteration` (or a subclass) leaving
    /// its body is not the generator's end but a `RuntimeError("generator raised
    /// StopIteration")` whose `__cause__` and `__context__` are that exception. Left as it
    /// was, a caller's `except StopIteration` (or a `for` loop ending quietly) would be proved
    /// on a path CPython never takes.
    pub(super) fn stop_iteration_escaped(&mut self, mut fault: Fault, at: Span) -> Fault {
        let stop = ExcClass::Builtin(PyExc::StopIteration);
        if !fault.exc_class().is_some_and(|c| c.is_subclass_of(&stop)) {
            return fault;
        }
        let Some(escaped) = self.raised_object(&mut fault) else { return fault };
        let runtime = self
            .text_const("generator raised StopIteration", at)
            .and_then(|text| self.domain.exception(&ExcClass::Builtin(PyExc::RuntimeError), vec![text], at));
        let runtime = match runtime {
            Ok(v) => v,
            Err(e) => return e,
        };
        let mut chain = self.chain_of(&runtime);
        chain.cause = Some(escaped.clone());
        chain.context = Some(escaped);
        chain.suppress = true;
        self.set_chain(&runtime, chain);
        self.domain.raise(runtime, None, at)
    }

    /// The fault a generator of function `func` raises when `fault` leaves its body: as
    /// [`Self::stop_iteration_escaped`] says, except for a modelled `itertools` function's
    /// (`None`: its end). CPython's are C iterators, whose `__next__` lets a `StopIteration` of
    /// the function they call out, which is their end to whoever takes the items
    /// (`takewhile(lambda x: next(it), xs)` ends quietly).
    pub(super) fn generator_fault(&mut self, fault: Fault, func: crate::ir::FuncId, at: Span) -> Option<Fault> {
        let file = self.program.function(func).span.file;
        if self.program.modelled_module(file) == Some("itertools")
            && super::container_dunders::ends_iteration(&fault, false)
        {
            return None;
        }
        Some(self.stop_iteration_escaped(fault, at))
    }
}
