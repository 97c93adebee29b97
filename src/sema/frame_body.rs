//! A program function's body run in its frame: shared by every call, and the whole of a call by
//! position of a plain function (no cell parameter, no captured cells, no native answer, not a
//! generator: `fib(n - 1)`), which builds the frame with nothing left to ask per call.

use super::eval::Operand;
use super::frame::{Flow, Frame};
use super::{Domain, Evaluator, ExprCode, Fault, Val};
use crate::ir::{Const, FuncId};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `fn(a, b)` by name, every parameter passed by position, of a function whose frame
    /// needs nothing but its slots (settled when compiling the call, `compile_positional_call`):
    /// the arguments go straight into the slots, and the body runs.
    pub(super) fn compile_plain_call(
        func: FuncId,
        args: Vec<Operand<'p, D>>,
        n_locals: usize,
        at: Span,
    ) -> ExprCode<'p, D> {
        Box::new(move |ev, f| {
            // The same loop as `compile_positional_call`'s general closure, written out: a
            // shared helper cost fib 1.4 % more instructions.
            let mut locals = ev.spare_locals.pop().unwrap_or_default();
            locals.reserve(n_locals);
            for e in &args {
                match e.get(ev, f) {
                    Ok(v) => locals.push(Some(v)),
                    Err(fault) => return Err(fault),
                }
            }
            let target = ev.program.function(func);
            let frame = Frame::new(ev.program, target, locals, ev.no_free.clone(), ev.globals.clone());
            ev.run_body(func, frame, at)
        })
    }

    /// Runs a function's body in its new frame (its parameters bound) and gives the frame's
    /// slots back for the next call.
    #[inline(always)]
    pub(super) fn run_body(&mut self, id: FuncId, mut frame: Frame<'p, Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        self.domain.enter_call(id, at)?;
        let body = self.body(id);
        // Deep (but allowed) recursion grows the native stack instead of overflowing it; the
        // check runs every 16 calls deep, with a red zone ample for 16 frames.
        self.call_depth += 1;
        self.calls.push((id, at));
        let result = if self.call_depth.is_multiple_of(16) {
            stacker::maybe_grow(1024 * 1024, 16 * 1024 * 1024, || self.run_block(&mut frame, &body))
        } else {
            self.run_block(&mut frame, &body)
        };
        self.call_depth -= 1;
        self.calls.pop();
        self.domain.leave_call(id);
        let Frame { mut locals, cells, .. } = frame;
        let result = match result {
            Ok(flow) if self.has_generators => self.close_dropped_locals(&mut locals, at).map(|()| flow),
            other => other,
        };
        if cells.capacity() == 0 {
            // Most functions have no cells: an unallocated vector owns nothing, and letting it
            // go skips an out-of-line call of its drop glue on every return.
            std::mem::forget(cells);
        }
        locals.clear();
        if self.spare_locals.len() < 64 {
            self.spare_locals.push(locals);
        }
        match result {
            Ok(Flow::Return(v)) => Ok(v),
            Ok(Flow::Normal | Flow::Break | Flow::Continue) => self.domain.constant(&Const::None, at),
            Err(e) => Err(self.at_program_call(e, id, at)),
        }
    }
}
