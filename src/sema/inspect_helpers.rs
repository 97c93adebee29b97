//! What the modelled `inspect` asks the evaluator (`_inspect(op, ...)`, the `<inspect>`
//! builtin): the parameters of a function of the program, in CPython's order with their kinds
//! and the defaults the function object holds (`signature`), and what kind of callable a
//! value is (`isfunction`, `ismethod`, `isgeneratorfunction`). The `Signature` built from
//! them, and binding arguments to it, are `inspect.py`'s.

use super::generator::GenPhase;
use super::{BuildKind, Callable, Domain, Evaluator, Fault, Val};
use crate::ir::{AsyncKind, Const, ParamKind};
use crate::source::Span;

/// CPython's `inspect.Parameter` kinds, by their values.
const POSITIONAL_ONLY: i64 = 0;
const POSITIONAL_OR_KEYWORD: i64 = 1;
const VAR_POSITIONAL: i64 = 2;
const KEYWORD_ONLY: i64 = 3;
const VAR_KEYWORD: i64 = 4;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `_inspect(op, ...)` from `inspect.py`.
    pub(super) fn inspect_helper(&mut self, args: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let Some((op, rest)) = args.split_first() else {
            return Err(Fault::internal("<inspect> takes an operation first", at));
        };
        let op = self.domain.keyword_name(op, at)?;
        match (&*op, rest) {
            ("params", [f, empty]) => self.signature_params(f, empty, at),
            ("annotations", [f]) => {
                let (func, _) = self.signature_function(f, at)?;
                self.signature_annotations(func, at)
            }
            ("kind", [x]) => {
                let kind = self.callable_kind(x, at);
                self.text_const(kind, at)
            }
            ("generator" | "coroutine" | "async_generator", [x]) => {
                let kind = match self.domain.callable(x, at) {
                    Ok(Callable::Closure(c)) => {
                        let func = self.program.function(c.func);
                        match func.asynchronous {
                            None if func.generator => Some("generator"),
                            None => None,
                            Some(AsyncKind::Coroutine) => Some("coroutine"),
                            Some(AsyncKind::AsyncGenerator { .. }) => Some("async_generator"),
                        }
                    }
                    _ => None,
                };
                self.domain.constant(&Const::Bool(kind == Some(&*op)), at)
            }
            ("coroutine_state", [x]) => self.lazy_state(x, super::LazyKind::Coroutine, "CORO", at),
            ("generator_state", [x]) => self.lazy_state(x, super::LazyKind::Generator, "GEN", at),
            ("agen_state", [x]) => self.lazy_state(x, super::LazyKind::AsyncGenerator, "AGEN", at),
            ("agen_left", [x]) => {
                let left = self.agen_left_to_clean(x);
                self.domain.constant(&Const::Bool(left), at)
            }
            // The modelled `asyncio` meeting what it does not follow.
            ("refuse", [why]) => {
                let why = self.domain.keyword_name(why, at)?;
                Err(Fault::unsupported(why.to_string(), at))
            }
            _ => Err(Fault::internal(format!("<inspect> has no operation `{op}` with these arguments"), at)),
        }
    }

    /// `inspect.getcoroutinestate(x)`'s and `inspect.getgeneratorstate(x)`'s name for where
    /// coroutine or generator `x` (of `kind`) is (`CORO_CREATED`, `GEN_SUSPENDED`, ...); `None`
    /// when `x` is none of that kind.
    fn lazy_state(&mut self, x: &Val<D>, kind: super::LazyKind, prefix: &str, at: Span) -> Result<Val<D>, Fault> {
        let lazy = self.domain.as_lazy(x).filter(|lazy| lazy.1 == kind);
        let Some(phase) = lazy.and_then(|lazy| self.gen_phase(&lazy)) else {
            return self.domain.constant(&Const::None, at);
        };
        let state = match phase {
            GenPhase::NotStarted => "CREATED",
            GenPhase::Suspended => "SUSPENDED",
            GenPhase::Running => "RUNNING",
            GenPhase::Done => "CLOSED",
        };
        self.text_const(&format!("{prefix}_{state}"), at)
    }

    /// Whether `x` is an asynchronous generator suspended at a `yield` inside a `try` or `with`
    /// (`AsyncKind::AsyncGenerator::cleans_up`), which closing it would run.
    fn agen_left_to_clean(&mut self, x: &Val<D>) -> bool {
        let Some(lazy) = self.domain.as_lazy(x).filter(|lazy| lazy.1 == super::LazyKind::AsyncGenerator) else {
            return false;
        };
        if self.gen_phase(&lazy) != Some(GenPhase::Suspended) {
            return false;
        }
        let Ok(held) = lazy.0.clone().downcast::<super::generator::LazyCell<Val<D>, D::Iter>>() else { return false };
        let func = match &*held.obj.borrow() {
            super::generator::LazyObj::Gen(st) => st.func,
            super::generator::LazyObj::Enumerate { .. }
            | super::generator::LazyObj::Zip { .. }
            | super::generator::LazyObj::Map { .. }
            | super::generator::LazyObj::Filter { .. }
            | super::generator::LazyObj::CallUntil { .. }
            | super::generator::LazyObj::Dunder(_)
            | super::generator::LazyObj::Busy => return false,
        };
        matches!(self.program.function(func).asynchronous, Some(AsyncKind::AsyncGenerator { cleans_up: true }))
    }

    /// What kind of object `x` is, as `inspect`'s predicates tell them apart.
    fn callable_kind(&mut self, x: &Val<D>, at: Span) -> &'static str {
        match self.domain.callable(x, at) {
            Ok(Callable::Closure(c)) if c.bound.is_some() => "method",
            Ok(Callable::Closure(c)) if self.program.function(c.func).generator => "generator function",
            Ok(Callable::Closure(_)) => "function",
            Ok(Callable::Builtin(b)) if b.is_class() => "class",
            Ok(Callable::Builtin(_) | Callable::Method(..) | Callable::Slot(..)) => "builtin",
            Ok(Callable::Class(_) | Callable::Exception(_)) => "class",
            Ok(Callable::Object(_)) | Err(_) => "other",
        }
    }

    /// `(name, kind, default)` for each parameter of the function `f` (without the first of a
    /// bound method or of a class's `__init__`), in CPython's order: positional ones, `*args`, keyword-only ones,
    /// `**kwargs`; `empty` where there is no default.
    fn signature_params(&mut self, f: &Val<D>, empty: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let (func_id, bound) = self.signature_function(f, at)?;
        let program = self.program;
        let func = program.function(func_id);
        let defaults = self.param_defaults(f, func_id, at)?;
        let mut named: Vec<(&str, i64, Option<Val<D>>)> = func
            .params
            .iter()
            .zip(defaults)
            .map(|(p, d)| {
                let kind = match p.kind {
                    ParamKind::PositionalOnly => POSITIONAL_ONLY,
                    ParamKind::Normal => POSITIONAL_OR_KEYWORD,
                    ParamKind::KeywordOnly => KEYWORD_ONLY,
                };
                (&*p.name, kind, d)
            })
            .collect();
        let slot_name = |slot: u32| func.local_names.get(slot as usize).map_or("args", |n| &**n);
        let keyword_at = named.iter().position(|(_, k, _)| *k == KEYWORD_ONLY).unwrap_or(named.len());
        if let Some(slot) = func.varargs {
            named.insert(keyword_at, (slot_name(slot), VAR_POSITIONAL, None));
        }
        if let Some(slot) = func.varkw {
            named.push((slot_name(slot), VAR_KEYWORD, None));
        }
        // A bound method's first parameter takes the object it is bound to.
        if bound && named.first().is_some_and(|(_, k, _)| *k <= POSITIONAL_OR_KEYWORD) {
            named.remove(0);
        }
        let mut items = Vec::with_capacity(named.len());
        for (name, kind, default) in named {
            let name = self.text_const(name, at)?;
            let kind = self.domain.constant(&Const::Int(kind), at)?;
            let default = default.unwrap_or_else(|| empty.clone());
            items.push(self.domain.build(BuildKind::Tuple, vec![name, kind, default], at)?);
        }
        self.domain.build(BuildKind::List, items, at)
    }

    /// The function `inspect.signature(f)` describes, and whether its first parameter is taken
    /// already (a bound method, or the `__init__` a class's call runs).
    fn signature_function(&mut self, f: &Val<D>, at: Span) -> Result<(crate::ir::FuncId, bool), Fault> {
        let found = match self.domain.callable(f, at)? {
            Callable::Closure(c) => (c.func, c.bound.is_some()),
            Callable::Class(class) => {
                let plain = class.data.is_none() && !class.is_marker();
                let Some(crate::ir::Member::Method(init)) = class.lookup("__init__").filter(|_| plain) else {
                    return Err(Fault::unsupported(
                        "`inspect.signature` of a class without an `__init__` of its own or of a base (a dataclass's, a named tuple's, `object`'s)",
                        at,
                    ));
                };
                (*init, true)
            }
            Callable::Builtin(_)
            | Callable::Method(..)
            | Callable::Object(_)
            | Callable::Slot(..)
            | Callable::Exception(_) => {
                return Err(Fault::unsupported(
                    "`inspect.signature` of a callable other than a function or method of the program",
                    at,
                ))
            }
        };
        Ok(found)
    }

    /// The annotations `inspect.signature` shows for the function `func`: its
    /// `__annotations__`, refused where clauz3 does not compute them.
    fn signature_annotations(&mut self, func: crate::ir::FuncId, at: Span) -> Result<Val<D>, Fault> {
        let function = self.program.function(func);
        if function.annotations.is_none() && function.annotated {
            return Err(Fault::unsupported(
                format!(
                    "`inspect.signature` of `{}`, whose annotations clauz3 does not compute (builtin types, classes defined before, strings, `None` and builtin types subscripted with those are computed, for module-level functions and methods of module-level classes)",
                    function.qualname
                ),
                at,
            ));
        }
        self.function_annotations(func, at)
    }
}
