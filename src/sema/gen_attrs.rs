//! The attributes of a generator and of a coroutine, as CPython 3.11 gives them: its name
//! (`__name__`, `__qualname__`: its function's, `<genexpr>` for a generator expression) and
//! where it is: `gi_running`/`cr_running` while its body runs, `gi_suspended`/`cr_suspended`
//! while it waits at a `yield` (an `await`), `gi_frame`/`cr_frame` `None` once it has ended
//! (the test `gen.gi_frame is None` makes after `close()`), `gi_yieldfrom` the generator a
//! `yield from` is handing items from. A frame object itself, a code object and the iterator
//! of a builtin value being delegated to are not modelled: reading one is refused, never
//! answered with a stand-in.

use super::generator::{GenPhase, LazyCell, LazyObj, Pos, Source};
use super::{Domain, Evaluator, Fault, LazyKind, Val};
use crate::ir::{Const, FuncId};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `v.name` when `v` is a generator or a coroutine and `name` one of its attributes above,
    /// or an asynchronous generator's method (`async_gen_methods.rs`); `None` when `v` is
    /// neither or `name` is another attribute.
    pub(super) fn generator_attribute(&mut self, v: &Val<D>, name: &str, at: Span) -> Option<Result<Val<D>, Fault>> {
        if let Some(method) = self.async_gen_method(v, name, at) {
            return Some(method);
        }
        let lazy = self.domain.as_lazy(v)?;
        let held = lazy.0.clone().downcast::<LazyCell<Val<D>, D::Iter>>().ok()?;
        let func = {
            let obj = held.obj.borrow();
            let LazyObj::Gen(st) = &*obj else { return None };
            st.func
        };
        let prefix = match lazy.1 {
            LazyKind::Generator => "gi_",
            LazyKind::Coroutine => "cr_",
            // CPython's `ag_running` is true while one of its steps is awaited, not only while
            // its body runs: none of `ag_*` is modelled.
            LazyKind::AsyncGenerator if name.starts_with("ag_") => {
                return Some(Err(Fault::unsupported(
                    format!("`.{name}` of an asynchronous generator is not modelled (keep a flag of your own)"),
                    at,
                )))
            }
            LazyKind::AsyncGenerator => return self.function_name_attribute(func, name, at),
        };
        if let Some(read) = self.function_name_attribute(func, name, at) {
            return Some(read);
        }
        let field = name.strip_prefix(prefix)?;
        let kind = if prefix == "gi_" { "generator" } else { "coroutine" };
        let phase = self.gen_phase(&lazy)?;
        let gen = prefix == "gi_";
        let read = match field {
            "running" => self.bool_value(phase == GenPhase::Running, at),
            "suspended" => self.bool_value(phase == GenPhase::Suspended, at),
            "frame" if phase == GenPhase::Done => self.domain.constant(&Const::None, at),
            "origin" if !gen => self.domain.constant(&Const::None, at),
            "yieldfrom" if gen => self.delegate(&held, phase, name, at),
            // What a coroutine awaits is found only where it waits (as `gi_yieldfrom`).
            "await" if !gen && phase != GenPhase::Suspended => self.domain.constant(&Const::None, at),
            "frame" | "code" => Err(Fault::unsupported(
                format!(
                    "`.{name}` of a {kind} (a frame or code object) is not modelled; `inspect.get{kind}state(...)`, `.{prefix}running`, `.{prefix}suspended` and `.{prefix}frame is None` once it ended are"
                ),
                at,
            )),
            "await" if !gen => Err(Fault::unsupported(
                format!("`.{name}` of a coroutine waiting at an `await` is not modelled; `inspect.getcoroutinestate(...)` is"),
                at,
            )),
            _ => return None,
        };
        Some(read)
    }

    /// `__name__`/`__qualname__` of the generator, coroutine or async generator function `func`
    /// made; `None` for another attribute.
    fn function_name_attribute(&mut self, func: FuncId, name: &str, at: Span) -> Option<Result<Val<D>, Fault>> {
        if !matches!(name, "__name__" | "__qualname__") {
            return None;
        }
        let qualname = self.program.function(func).qualname.clone();
        let text = if name == "__name__" { qualname.rsplit('.').next().unwrap_or(&qualname) } else { &qualname };
        Some(self.text_const(text, at))
    }

    /// `gi_yieldfrom`: the generator a suspended `yield from` is handing items from, `None`
    /// where it waits at a plain `yield` or is not waiting at all (running too: CPython finds
    /// the delegate only at the instruction a suspended `yield from` stopped at).
    fn delegate(
        &mut self,
        held: &LazyCell<Val<D>, D::Iter>,
        phase: GenPhase,
        name: &str,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let inner = {
            let obj = held.obj.borrow();
            let LazyObj::Gen(st) = &*obj else {
                return Err(Fault::internal("a generator's state read from another value", at));
            };
            match st.resume.first() {
                Some(Pos::YieldFrom(_, source)) if phase == GenPhase::Suspended => Some(match source {
                    Source::Lazy(inner) => Ok(inner.clone()),
                    Source::Domain(_) => Err(()),
                }),
                Some(_) | None => None,
            }
        };
        match inner {
            None => self.domain.constant(&Const::None, at),
            Some(Ok(inner)) => Ok(self.domain.lazy_value(inner)),
            Some(Err(())) => Err(Fault::unsupported(
                format!("`.{name}` of a generator delegating to a builtin value's iterator (`yield from [..]`) is not modelled"),
                at,
            )),
        }
    }
}
