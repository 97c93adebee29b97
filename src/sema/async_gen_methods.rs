//! An asynchronous generator's own methods (`agen.asend(v)`, `agen.athrow(exc)`,
//! `agen.aclose()`): the value an `async def` that
//! yields makes is the generator its body is lowered to (`syntax/async_lower.rs`), so each is
//! read from the modelled `asyncio`'s wrapper around it (`asyncio._agen_method`), which steps
//! the generator as CPython's asynchronous generator does. Neither an asynchronous generator
//! nor a coroutine is iterable by `for` or a collecting builtin, though both are generators
//! underneath.

use super::{Domain, Evaluator, Fault, Val};
use crate::source::Span;

/// The methods CPython's `async_generator` has that the wrapper defines.
const METHODS: &[&str] = &["asend", "athrow", "aclose"];

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `agen.name` for one of [`METHODS`], or `None` when `v` is no asynchronous generator (or
    /// `name` none of them).
    pub(super) fn async_gen_method(&mut self, v: &Val<D>, name: &str, at: Span) -> Option<Result<Val<D>, Fault>> {
        if !METHODS.contains(&name) {
            return None;
        }
        let lazy = self.domain.as_lazy(v)?;
        if lazy.1 != super::LazyKind::AsyncGenerator {
            return None;
        }
        let Some(func) = super::dataclass_helpers::modelled_function(self.program, "asyncio", "_agen_method") else {
            return Some(Err(Fault::internal("an asynchronous generator without the modelled `asyncio`", at)));
        };
        Some(self.text_const(name, at).and_then(|name| self.call_function(func, vec![v.clone(), name], Vec::new(), at)))
    }

    /// CPython's `TypeError` for a coroutine or an asynchronous generator iterated by plain code
    /// (`for x in coro():`, `list(agen())`), which `yield from` inside the lowered code may do.
    pub(super) fn not_awaitable(&self, v: &Val<D>, at: Span) -> Result<(), Fault> {
        match self.domain.as_lazy(v) {
            Some(lazy) if lazy.1 != super::LazyKind::Generator => {
                Err(Fault::type_error(format!("'{}' object is not iterable", lazy.type_name()), at))
            }
            _ => Ok(()),
        }
    }
}
