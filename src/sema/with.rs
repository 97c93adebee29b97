//! `with` statements over context managers of the program: `__enter__`, the `as` target, the
//! body, then `__exit__` however the body ends. Ending normally (falling through, `return`,
//! `break`, `continue`) calls `__exit__(None, None, None)`; a Python exception calls
//! `__exit__(type, exception, None)` (no traceback object), and a true result suppresses it, as CPython does.
//! clauz3's own faults (a violated precondition, a limit, ...) end the run without calling
//! `__exit__`, as they skip `finally:` blocks. A generator's `with` whose body yields
//! (`sema/gen_with.rs`) enters and leaves through the same two steps.

use super::exec::TargetCode;
use super::frame::{Flow, Frame};
use super::{Domain, Evaluator, ExprCode, Fault, StmtCode, Val};
use crate::ir::{Const, FuncId};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    pub(super) fn run_with(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        context: &ExprCode<'p, D>,
        target: Option<&TargetCode<'p, D>>,
        body: &[StmtCode<'p, D>],
        at: Span,
    ) -> Result<Flow<Val<D>>, Fault> {
        let (manager, exit, entered) = self.enter_with(f, context, at)?;
        self.exiting += 1;
        let outcome = match target {
            Some(t) => t(self, f, entered).and_then(|()| self.run_block(f, body)),
            None => self.run_block(f, body),
        };
        self.exiting -= 1;
        self.leave_with(manager, exit, outcome, Flow::Normal, at)
    }

    /// Computes the context manager and calls its `__enter__`: the manager, its `__exit__`
    /// and what `__enter__` returned (for the `as` target).
    pub(super) fn enter_with(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        context: &ExprCode<'p, D>,
        at: Span,
    ) -> Result<(Val<D>, FuncId, Val<D>), Fault> {
        let manager = context(self, f)?;
        let protocol = (self.dunder(&manager, "__enter__"), self.dunder(&manager, "__exit__"));
        let (Some(enter), Some(exit)) = protocol else {
            let name = match self.domain.as_object(&manager) {
                Some(obj) => obj.class.name.to_string(),
                None => {
                    return Err(Fault::unsupported(
                        "a `with` statement over a value that is not an instance of a class of the program",
                        at,
                    ))
                }
            };
            return Err(Fault::type_error(
                format!("'{name}' object does not support the context manager protocol"),
                at,
            ));
        };
        let entered = self.call_dunder(enter, manager.clone(), Vec::new(), at)?;
        Ok((manager, exit, entered))
    }

    /// Calls `__exit__` for a body that ended with `outcome`: with `None`s when it ended
    /// normally, with the exception when one is leaving it, which a true answer suppresses
    /// (the outcome is then `suppressed`, the flow of a body that fell through).
    pub(super) fn leave_with<T>(
        &mut self,
        manager: Val<D>,
        exit: FuncId,
        outcome: Result<T, Fault>,
        suppressed: T,
        at: Span,
    ) -> Result<T, Fault> {
        match outcome {
            Ok(flow) => {
                let none = self.domain.constant(&Const::None, at)?;
                self.call_dunder(exit, manager, vec![none.clone(), none.clone(), none], at)?;
                Ok(flow)
            }
            Err(fault) => match fault.exc_class().cloned() {
                Some(class) => {
                    let value = self.caught_value(&fault, at)?;
                    let class_value = self.exc_class_value(class, at)?;
                    let tb = self.exit_traceback(&fault, at)?;
                    // Inside `__exit__` the exception is the one being handled (a bare `raise`).
                    self.handling.push(fault.clone());
                    let answer = self.call_dunder(exit, manager, vec![class_value, value, tb], at);
                    self.handling.pop();
                    match self.truth(&answer?, at)? {
                        true => Ok(suppressed),
                        false => Err(fault),
                    }
                }
                None => Err(fault),
            },
        }
    }
}
