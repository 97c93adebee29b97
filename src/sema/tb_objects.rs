//! Traceback objects as CPython 3.11 hands them to programs: `e.__traceback__` and the `tb`
//! argument of `__exit__`. One is a chain of frames from the frame that caught the exception
//! (or that it is leaving) to the one that raised it; each link has `tb_lineno`, `tb_frame`
//! (`f_code.co_name`, `f_code.co_filename`, `f_lineno`) and `tb_next`. A domain holds one as
//! the list of [`TracebackFrame`]s and a position in it (`Domain::traceback_object`); the
//! frames are those `traceback.rs` prints, so `traceback.extract_tb(tb)` gives the same ones.

use super::traceback::{frame_text, FrameText};
use super::{Domain, Evaluator, Fault, TbEntry, Val};
use crate::ir::Const;
use crate::source::Span;
use std::rc::Rc;

/// One frame of a traceback object: where the exception was in it, and its text.
#[derive(Debug, Clone)]
pub struct TracebackFrame {
    pub entry: TbEntry,
    pub text: FrameText,
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `e.__traceback__` of an exception object: the frames it passed through when it was
    /// last caught, None before it was ever raised; `None` when `v` is no exception object.
    pub(super) fn traceback_attribute(&mut self, v: &Val<D>, at: Span) -> Option<Result<Val<D>, Fault>> {
        if !self.is_exception_object(v) {
            return None;
        }
        if let Some(tb) = self.kept_traceback_object(v) {
            return Some(Ok(tb));
        }
        let entries = self.traceback_of(v);
        let tb = match self.traceback_value(&entries, at) {
            Ok(tb) => tb,
            Err(fault) => return Some(Err(fault)),
        };
        if self.domain.as_traceback(&tb).is_some() {
            self.keep_traceback_object(v, tb.clone());
        }
        Some(Ok(tb))
    }

    /// The `tb` an `__exit__` receives for `fault` passing through its `with` statement: the
    /// frames it has left, then the one running the statement.
    pub(super) fn exit_traceback(&mut self, fault: &Fault, at: Span) -> Result<Val<D>, Fault> {
        let mut fault = fault.clone();
        self.record_running_frame(&mut fault);
        self.traceback_value(&fault.trace().entries, at)
    }

    /// Records the frame running now on `fault`, which passes through it (a `with` statement's
    /// `__exit__`, a `finally` block): CPython's traceback holds that frame there already.
    pub(super) fn record_running_frame(&self, fault: &mut Fault) {
        let program = self.program;
        if let Some(&(id, _)) = self.calls.last() {
            let name = program.frame_name(program.function(id));
            fault.record_frame(&name, |s| program.modelled_module(s.file).is_none());
        }
    }

    /// The text of the frames traceback object `v` holds from its position on (what
    /// `extract_tb(tb)` reads), outermost first; `None` when `v` is no traceback object.
    pub(super) fn traceback_object_frames(&self, v: &Val<D>) -> Option<Vec<FrameText>> {
        let (frames, index) = self.domain.as_traceback(v)?;
        Some(frames.get(index..).unwrap_or_default().iter().map(|f| f.text.clone()).collect())
    }

    /// The exception frames in `entries` (innermost first) without those of modelled modules,
    /// outermost first, as a traceback object; None when there are none.
    fn traceback_value(&mut self, entries: &[TbEntry], at: Span) -> Result<Val<D>, Fault> {
        let program = self.program;
        let frames: Vec<TracebackFrame> = entries
            .iter()
            .rev()
            .filter(|e| program.modelled_module(e.span.file).is_none())
            .filter_map(|e| {
                frame_text(program, e.span, &e.func, true).map(|text| TracebackFrame { entry: e.clone(), text })
            })
            .collect();
        if frames.is_empty() {
            return self.domain.constant(&Const::None, at);
        }
        Ok(self.domain.traceback_object(Rc::from(frames), 0))
    }
}
