//! A generator's own methods, as CPython 3.11 runs them: `send(value)` resumes it (what
//! `x = yield v` binds there; a `yield` statement drops it, as CPython does), `throw(exc)`
//! raises `exc` at the `yield` it stopped at, `close()` raises `GeneratorExit` there so that its
//! `finally:` blocks run. And the close CPython's reference counting does at once when a `for`
//! loop over a generator nothing else holds is left early (`break`, `return`, an exception),
//! when a function returns whose local alone held one, and when such a name is `del`eted.

use super::eval::Operand;
use super::exec::TargetCode;
use super::frame::{take, Flow, Frame};
use super::generator::{GenPhase, LazyCell, LazyObj, RCode};
use super::{Compiler, Domain, Evaluator, Fault, Lazy, Val};
use crate::ir::{Const, ExcClass, Expr, Method, Place, PyExc, Target};
use crate::source::Span;
use std::rc::Rc;

type Kwargs<V> = Vec<(Rc<str>, V)>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The generator `receiver` is, when `m` is one of a generator's methods.
    pub(super) fn generator_receiver(&self, m: Method, receiver: &Val<D>) -> Option<Lazy> {
        if !matches!(m, Method::Send | Method::Throw | Method::Close) {
            return None;
        }
        self.domain.as_lazy(receiver).filter(|lazy| self.gen_phase(lazy).is_some())
    }

    /// `gen.send(value)`, `gen.throw(exc)`, `gen.close()`.
    pub(super) fn generator_method(
        &mut self,
        m: Method,
        lazy: &Lazy,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("generator.{}() takes no keyword arguments", m.name()), at));
        }
        let phase = self.gen_phase(lazy).ok_or_else(|| Fault::internal("a generator method on another value", at))?;
        if phase == GenPhase::Running {
            return Err(Fault::exc(PyExc::ValueError, "generator already executing", at));
        }
        if m == Method::Send {
            let [value] = <[Val<D>; 1]>::try_from(args).map_err(|args| {
                Fault::type_error(format!("generator.send() takes exactly one argument ({} given)", args.len()), at)
            })?;
            if phase == GenPhase::NotStarted && !self.is_none(&value, at)? {
                return Err(Fault::type_error("can't send non-None value to a just-started generator", at));
            }
            self.gen_sent = Some(value);
            let next = self.resumed(lazy, at);
            self.gen_sent = None;
            return next;
        }
        if m == Method::Throw {
            let [exc] = <[Val<D>; 1]>::try_from(args).map_err(|_| {
                Fault::unsupported("`generator.throw` with other than one argument (an exception) is not modelled", at)
            })?;
            let thrown = self.thrown(exc, at)?;
            self.gen_throw = Some(thrown);
            return self.resumed(lazy, at);
        }
        if !args.is_empty() {
            return Err(Fault::type_error(format!("generator.close() takes no arguments ({} given)", args.len()), at));
        }
        self.close_generator(lazy, at)?;
        self.domain.constant(&Const::None, at)
    }

    /// Ends generator `lazy` without running it (`close()` before it started).
    pub(super) fn gen_finish(&self, lazy: &Lazy) {
        if let Ok(held) = lazy.0.clone().downcast::<LazyCell<Val<D>, D::Iter>>() {
            if let LazyObj::Gen(st) = &mut *held.obj.borrow_mut() {
                st.finish();
            }
        }
    }

    /// The generator resumed (by `send` or `throw`): its next item, or `StopIteration` when it
    /// ends.
    fn resumed(&mut self, lazy: &Lazy, at: Span) -> Result<Val<D>, Fault> {
        let item = self.gen_next(lazy, at);
        self.gen_throw = None;
        match item? {
            Some(v) => Ok(v),
            None => Err(self.gen_stopped(at)),
        }
    }

    /// The `StopIteration` a generator that just ended raises: carrying the value it returned
    /// (`e.value`, `e.args`), empty when it returned None or ran off its end.
    pub(super) fn gen_stopped(&mut self, at: Span) -> Fault {
        let returned = match self.gen_returned.take() {
            Some(v) => match self.is_none(&v, at) {
                Ok(false) => Some(v),
                Ok(true) => None,
                Err(fault) => return fault,
            },
            None => None,
        };
        let Some(value) = returned else { return Fault::exc(PyExc::StopIteration, "", at) };
        match self.domain.exception(&ExcClass::Builtin(PyExc::StopIteration), vec![value], at) {
            Ok(exc) => self.domain.raise(exc, None, at),
            Err(fault) => fault,
        }
    }

    /// The fault `gen.throw(exc)` raises in the generator: `exc` raised (a class
    /// instantiated), with CPython's `TypeError` for anything else.
    fn thrown(&mut self, exc: Val<D>, at: Span) -> Result<Fault, Fault> {
        let is_exception = self.is_exception_object(&exc)
            || self.domain.as_class(&exc).is_some_and(|c| c.exception_root().is_some())
            || self.domain.as_exc_class(&exc).is_some();
        if !is_exception {
            let name = self.type_name(&exc, at)?;
            return Err(Fault::type_error(
                format!("exceptions must be classes or instances deriving from BaseException, not {name}"),
                at,
            ));
        }
        // The class `GeneratorExit` itself, which `close()` and an asynchronous generator's
        // `aclose()` throw: raised as `close` raises it, as the program may not make one.
        if self.domain.as_exc_class(&exc) == Some(ExcClass::Builtin(PyExc::GeneratorExit)) {
            return Ok(Fault::exc(PyExc::GeneratorExit, "", at));
        }
        let mut fault = self.raise_unchained(exc, None, at);
        if let Some(v) = fault.value().and_then(|v| v.downcast_ref::<Val<D>>()) {
            // An object raised before goes on with its traceback, as CPython's `throw` keeps it
            // (a task's exception thrown into the task awaiting it).
            let entries = self.traceback_of(v).to_vec();
            fault.continue_trace(entries);
        }
        match fault.exc_class() {
            Some(_) => Ok(fault),
            None => Err(fault),
        }
    }

    /// `gen.close()`: `GeneratorExit` raised at the `yield` it stopped at; a generator that
    /// yields again is CPython's `RuntimeError`, one that ends (or lets `GeneratorExit` out)
    /// is closed.
    pub(super) fn close_generator(&mut self, lazy: &Lazy, at: Span) -> Result<(), Fault> {
        match self.gen_phase(lazy) {
            Some(GenPhase::Suspended) => {}
            Some(GenPhase::NotStarted) => {
                self.gen_finish(lazy);
                return Ok(());
            }
            Some(GenPhase::Done) | None => return Ok(()),
            Some(GenPhase::Running) => return Err(Fault::exc(PyExc::ValueError, "generator already executing", at)),
        }
        self.gen_throw = Some(Fault::exc(PyExc::GeneratorExit, "", at));
        let outcome = self.gen_next(lazy, at);
        self.gen_throw = None;
        match outcome {
            Ok(Some(_)) => Err(Fault::exc(PyExc::RuntimeError, "generator ignored GeneratorExit", at)),
            Ok(None) => Ok(()),
            Err(fault)
                if fault.exc_class().is_some_and(|c| c.is_subclass_of(&ExcClass::Builtin(PyExc::GeneratorExit))) =>
            {
                Ok(())
            }
            Err(fault) => Err(fault),
        }
    }

    /// A `for` loop over generator `iterable` left before the generator ended: when nothing
    /// else holds it (`sole`), CPython collects it at once, which closes it. An exception that
    /// close raises CPython only reports ("Exception ignored in"), so it is dropped here;
    /// clauz3's own faults (limits, refusals) still end the run.
    pub(super) fn close_abandoned(&mut self, lazy: &Lazy, sole: bool, at: Span) -> Result<(), Fault> {
        if !sole || self.gen_phase(lazy) != Some(GenPhase::Suspended) {
            return Ok(());
        }
        match self.close_generator(lazy, at) {
            Err(fault) if fault.exc_class().is_none() => Err(fault),
            Ok(()) | Err(_) => Ok(()),
        }
    }

    /// A function returned: CPython frees its frame's locals in slot order, and a suspended
    /// generator that one of them alone held is collected, so closed, then (its `finally:`
    /// blocks run before the caller goes on). Only a generator a plain local holds directly
    /// is closed; one held by a cell, a container or an adapter (`enumerate(g)`), or a frame
    /// left by an exception (CPython keeps it until the handler ends), is not
    /// (subset-spec/divergences.md).
    pub(super) fn close_dropped_locals(&mut self, locals: &mut [Option<Val<D>>], at: Span) -> Result<(), Fault> {
        for slot in locals.iter_mut() {
            if let Some(value) = slot.take() {
                self.close_dropped(value, at)?;
            }
        }
        Ok(())
    }

    /// A value the program let go of (a returning function's local, a `del`eted name): a
    /// suspended generator it alone held is collected, so closed, at once, as in CPython.
    pub(super) fn close_dropped(&mut self, value: Val<D>, at: Span) -> Result<(), Fault> {
        if !self.domain.sole_reference(&value) {
            return Ok(());
        }
        let Some(lazy) = self.domain.as_lazy(&value) else { return Ok(()) };
        // Held by `value` and `lazy` alone: no adapter pulls from it any more.
        if std::rc::Rc::strong_count(&lazy.0) == 2 {
            self.close_abandoned(&lazy, true, at)?;
        }
        Ok(())
    }

    /// An assignment in a program with generator functions: a name it rebinds lets go of
    /// its old value, and a suspended generator that name alone held is collected, so closed,
    /// right after the new value is stored, as CPython's reference counting does
    /// (`g = gen(); next(g); g = other`).
    pub(super) fn compile_rebinding(
        d: &mut Compiler<'_, D>,
        targets: &'p [Target],
        value: &'p Expr,
        at: Span,
    ) -> RCode<'p, D> {
        // A literal, a local or an operator on two of those is read in the statement's closure.
        let value = Operand::compile(d, value);
        if let [Target::Name(Place::Local(slot))] = targets {
            // `x = v`, the common case: stored in place, the old value looked at only when it
            // may be a generator (held by nothing else).
            let slot = *slot as usize;
            return RCode::Plain(Box::new(move |ev, f| {
                ev.domain.step(at)?;
                ev.keys_settled(at)?;
                let v = value.get(ev, f)?;
                match f.locals[slot].replace(v) {
                    Some(old) if ev.domain.sole_reference(&old) => ev.close_dropped(old, at)?,
                    Some(_) | None => {}
                }
                Ok(Flow::Normal)
            }));
        }
        let targets: Vec<(Option<Place>, TargetCode<'p, D>)> = targets
            .iter()
            .map(|t| {
                let name = match t {
                    Target::Name(place) => Some(*place),
                    Target::Unpack(..)
                    | Target::UnpackStar(..)
                    | Target::Item { .. }
                    | Target::Slice { .. }
                    | Target::Attr { .. } => None,
                };
                (name, Self::compile_target(d, t))
            })
            .collect();
        RCode::Plain(Box::new(move |ev, f| {
            ev.domain.step(at)?;
            ev.keys_settled(at)?;
            let v = value.get(ev, f)?;
            // The last target takes the value itself, so a tuple held by nothing else is
            // unpacked by moving its items (`x, y = q.popleft()`).
            let Some((last, rest)) = targets.split_last() else { return Ok(Flow::Normal) };
            for target in rest {
                ev.rebind(f, target, v.clone(), at)?;
            }
            ev.rebind(f, last, v, at)?;
            Ok(Flow::Normal)
        }))
    }

    /// Stores `v` into one target of an assignment, closing the old value of a name it
    /// rebinds (`compile_rebinding`).
    #[inline]
    fn rebind(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        (name, target): &(Option<Place>, TargetCode<'p, D>),
        v: Val<D>,
        at: Span,
    ) -> Result<(), Fault> {
        let old = name.and_then(|place| take(f, place));
        target(self, f, v)?;
        if let Some(old) = old {
            self.close_dropped(old, at)?;
        }
        Ok(())
    }

    /// The run ended: CPython 3.11's shutdown frees the module's variables in the order the
    /// module bound them, and a suspended generator one of them alone held is closed then
    /// (after the program's output, so its `finally:` prints last).
    pub(super) fn close_module_generators(&mut self, at: Span) -> Result<(), Fault> {
        let globals = self.globals.clone();
        for cell in globals.iter() {
            // Only a generator is let go of: the rest stays for what reads the module after.
            let is_lazy = cell.borrow().as_ref().is_some_and(|v| self.domain.as_lazy(v).is_some());
            let held = if is_lazy { cell.borrow_mut().take() } else { None };
            if let Some(value) = held {
                self.close_dropped(value, at)?;
            }
        }
        Ok(())
    }
}
