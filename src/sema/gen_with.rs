//! `with` in a generator whose body yields: the generator may be suspended inside the body and
//! resumed there, the context manager entered once and left once, by whatever way the body is
//! left, as in CPython: when it finishes, when an exception passes through (`__exit__` sees
//! it and may suppress it), and when `close()` (or the collection of a generator a `for` loop
//! or a returning function's local alone held, `sema/gen_methods.rs`) raises `GeneratorExit`
//! at the `yield`, which `__exit__` receives as any exception.

use super::exec::TargetCode;
use super::frame::Frame;
use super::generator::{Pos, RBlock, RFlow};
use super::{Domain, Evaluator, ExprCode, Fault, Val};
use crate::ir::FuncId;
use crate::source::Span;

/// A compiled `with` of a generator whose body may yield.
pub(super) struct GenWith<'p, D: Domain> {
    pub context: ExprCode<'p, D>,
    pub target: Option<TargetCode<'p, D>>,
    pub body: RBlock<'p, D>,
    pub at: Span,
}

/// A suspended generator's `with`: the entered manager and its `__exit__`, called when the
/// body is left.
pub(super) struct WithPos<V> {
    manager: V,
    exit: FuncId,
}

/// How a generator's `with` finished, and where it stopped at a `yield`.
type WithOutcome<V> = (RFlow<V>, Option<WithPos<V>>);

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Runs or resumes (at `here`) a generator's `with` statement; at a `yield`, also where it
    /// stopped.
    pub(super) fn gen_with(
        &mut self,
        f: &mut Frame<'p, Val<D>>,
        code: &GenWith<'p, D>,
        here: Option<WithPos<Val<D>>>,
        resume: &mut Vec<Pos<Val<D>, D::Iter>>,
        stopped: &mut Vec<Pos<Val<D>, D::Iter>>,
    ) -> Result<WithOutcome<Val<D>>, Fault> {
        let (manager, exit, entered) = match here {
            Some(WithPos { manager, exit }) => (manager, exit, None),
            None => {
                self.domain.step(code.at)?;
                let (manager, exit, entered) = self.enter_with(f, &code.context, code.at)?;
                (manager, exit, Some(entered))
            }
        };
        self.exiting += 1;
        let outcome = match (&code.target, entered) {
            (Some(t), Some(entered)) => {
                t(self, f, entered).and_then(|()| self.run_gen_block(f, &code.body, resume, stopped))
            }
            _ => self.run_gen_block(f, &code.body, resume, stopped),
        };
        self.exiting -= 1;
        match outcome {
            Ok(RFlow::Yield(v)) => Ok((RFlow::Yield(v), Some(WithPos { manager, exit }))),
            left => self.leave_with(manager, exit, left, RFlow::Normal, code.at).map(|flow| (flow, None)),
        }
    }
}
