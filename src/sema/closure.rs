//! Making function values: a nested `def` or a `lambda` captures the enclosing function's
//! cells (read when it is called, not now) and evaluates its computed parameter defaults now,
//! in the enclosing frame, as Python does.

use super::frame::{capture_cell, Frame};
use super::{Callable, Closure, Compiler, Domain, Evaluator, ExprCode, Fault, Val};
use crate::ir::{ComputedDefault, FuncId};
use crate::source::Span;
use std::rc::Rc;

/// Compiled computed defaults: parameter index and the code of its default.
pub(super) type DefaultsCode<'p, D> = Vec<(u32, ExprCode<'p, D>)>;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    pub(super) fn compile_defaults(d: &mut Compiler<'_, D>, defaults: &'p [ComputedDefault]) -> DefaultsCode<'p, D> {
        defaults.iter().map(|c| (c.param, Self::compile_expr(d, &c.value))).collect()
    }

    /// The value of the module-level function (or method read from its class) `func`: one
    /// object per run, so `main is main` and `Job.run is Job.run` hold as in CPython.
    pub(super) fn function_ref(&mut self, func: FuncId) -> Val<D> {
        if let Some(v) = self.function_refs.get(&func) {
            return v.clone();
        }
        let v = self.domain.function_value(Callable::Closure(Closure::new(func, self.no_free.clone())));
        self.function_refs.insert(func, v.clone());
        v
    }

    /// The function value of `func` made in frame `f`.
    pub(super) fn make_closure(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        func: FuncId,
        defaults: &DefaultsCode<'p, D>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let nested = self.program.function(func);
        let free = nested.captures.iter().map(|p| capture_cell(f, *p, at)).collect::<Result<Vec<_>, _>>()?;
        let mut values = Vec::with_capacity(defaults.len());
        for (param, code) in defaults {
            values.push((*param, code(self, f)?));
        }
        let closure = Closure { func, free: Rc::from(free), defaults: Rc::from(values), bound: None };
        Ok(self.domain.function_value(Callable::Closure(closure)))
    }
}
