//! `with` statements over context managers of the program: `__enter__`, the `as` target, the
//! body, and `__exit__(None, None, None)` however the body ends normally (falling through,
//! `return`, `break`, `continue`). An exception leaving the body would call `__exit__` with
//! it, which may suppress it; until exceptions are values of the evaluator, that case is
//! refused as unsupported (never reported as proved).

use super::exec::TargetCode;
use super::frame::{Flow, Frame};
use super::{Domain, Evaluator, ExprCode, Fault, FaultKind, StmtCode, Val};
use crate::ir::Const;
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
        let outcome = match target {
            Some(t) => t(self, f, entered).and_then(|()| self.run_block(f, body)),
            None => self.run_block(f, body),
        };
        match outcome {
            Ok(flow) => {
                let none = self.domain.constant(&Const::None, at)?;
                self.call_dunder(exit, manager, vec![none.clone(), none.clone(), none], at)?;
                Ok(flow)
            }
            Err(fault) => match fault.kind() {
                FaultKind::Exception(_) | FaultKind::Precondition => Err(Fault::unsupported(
                    format!(
                        "an exception leaving a `with` block ({}): `__exit__` would receive it and may suppress it, which clauz3 does not model yet",
                        fault.message()
                    ),
                    fault.span(),
                )),
                FaultKind::Limit(_)
                | FaultKind::Unsupported
                | FaultKind::Effect
                | FaultKind::Infeasible
                | FaultKind::Explored
                | FaultKind::Internal => Err(fault),
            },
        }
    }
}
