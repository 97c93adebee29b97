//! Where a call of a function of a modelled module leaves: an exception raised inside the
//! model is reported at the program's call of it, and a `datetime` model function with a
//! native answer (`ir/native_body.rs`) may return before its body runs.

use super::{Domain, Evaluator, Fault, FaultKind};
use crate::ir::NativeBody;
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The domain's native answer for a call of a marked function, given its bound
    /// parameters; the parameters back when the domain has none (the body runs then).
    #[inline(never)]
    pub(super) fn native_answer(
        &mut self,
        native: NativeBody,
        mut locals: Vec<Option<D::Val>>,
    ) -> Result<D::Val, Vec<Option<D::Val>>> {
        match self.domain.native_body(native, &locals, self.rows_depth) {
            Some(answer) => {
                locals.clear();
                if self.spare_locals.len() < 64 {
                    self.spare_locals.push(locals);
                }
                Ok(answer)
            }
            None => Err(locals),
        }
    }

    /// An exception leaving a modelled standard-library module (`statistics.mean([])`), or a
    /// refusal of the model (`json.dumps(cls=...)`), at the program's call of it, which is
    /// where the user can act on it; where it was raised inside the module stays as a second
    /// location naming the function.
    /// The function's frame joins the exception's traceback, which goes on from the call.
    pub(super) fn at_program_call(&self, mut fault: Fault, id: crate::ir::FuncId, at: Span) -> Fault {
        let program = self.program;
        if fault.exc_class().is_some() {
            let name = program.frame_name(program.function(id));
            fault.record_frame(&name, |s| program.modelled_module(s.file).is_none());
            fault.left_frame(at);
        }
        let refused = matches!(fault.kind(), FaultKind::Unsupported);
        let inside =
            (refused || fault.exc_class().is_some()).then(|| program.modelled_module(fault.span().file)).flatten();
        match inside {
            Some(module) if program.modelled_module(at.file).is_none() => {
                let verb = if refused { "refused" } else { "raised" };
                let label =
                    format!("{verb} inside `{module}.{}`, clauz3's model of the module", program.function(id).qualname);
                let raised = fault.span();
                fault.at(at).with_related(label, raised)
            }
            Some(_) | None => fault,
        }
    }
}
