//! What the model of the builtin exception groups (`layer/embedded/classes/exception_group.py`)
//! asks of an exception object beyond Python: copying the traceback, cause, context and notes
//! of a group onto one `split` derived from it, as CPython's `exceptiongroup_subset` does
//! (assigning `__cause__` in Python would not keep `__traceback__` as the object it is), and
//! telling whether two exceptions have the same ones (`is_same_exception_metadata`), which is
//! how `except*` tells a part re-raised from a handler from a new exception.

use super::{BuildKind, Domain, Evaluator, Fault, Val};
use crate::ir::Const;
use crate::source::Span;

/// A method of exception objects the evaluator runs itself.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExcCall {
    WithTraceback,
    AddNote,
    /// `made._clauz3_copy_metadata(orig)`, only in the exception groups' model.
    CopyMetadata,
    /// `a._clauz3_same_metadata(b)`, only in the exception groups' model.
    SameMetadata,
}

impl ExcCall {
    /// The method `name` is, called in a file of the modelled module `module`.
    pub fn named(name: &str, module: Option<&str>) -> Option<ExcCall> {
        let model = module == Some(crate::ir::EXCEPTION_GROUPS_MODULE);
        match name {
            "with_traceback" => Some(ExcCall::WithTraceback),
            "add_note" => Some(ExcCall::AddNote),
            "_clauz3_copy_metadata" if model => Some(ExcCall::CopyMetadata),
            "_clauz3_same_metadata" if model => Some(ExcCall::SameMetadata),
            _ => None,
        }
    }
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `BaseExceptionGroup(message, excs)`: the one way the evaluator makes a group (an
    /// `ExceptionGroup` when every one of `excs` is an `Exception`), with the constructor's
    /// checks; raise it with `raise_value`. Refused when the program does not load the model
    /// (`layer::class_modules::EXCEPTION_GROUPS`, loaded where the text names a group).
    #[expect(dead_code, reason = "for the modelled modules that gather exceptions (asyncio's task groups)")]
    pub(super) fn new_exception_group(&mut self, message: &str, excs: Vec<Val<D>>, at: Span) -> Result<Val<D>, Fault> {
        let Some(groups) = self.group_class() else {
            return Err(Fault::unsupported("an exception group where the program names none", at));
        };
        let message = self.text_const(message, at)?;
        let excs = self.domain.build(BuildKind::List, excs, at)?;
        self.instantiate(groups, vec![message, excs], Vec::new(), at)
    }

    pub(super) fn exc_call(
        &mut self,
        call: ExcCall,
        exc: Val<D>,
        args: Vec<Val<D>>,
        named: usize,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        match call {
            ExcCall::WithTraceback => self.with_traceback(exc, args, named, at),
            ExcCall::AddNote => self.add_note(exc, args, named, at),
            ExcCall::CopyMetadata | ExcCall::SameMetadata => {
                let [other] = args.as_slice() else {
                    return Err(Fault::internal("an exception group's metadata asked with no exception", at));
                };
                if call == ExcCall::CopyMetadata {
                    self.copy_group_metadata(&exc, other, at)?;
                    return self.domain.constant(&Const::None, at);
                }
                let same = self.same_metadata(&exc, other);
                self.domain.constant(&Const::Bool(same), at)
            }
        }
    }

    /// `made` given `orig`'s traceback, context, cause (which suppresses the context, as
    /// `PyException_SetCause` does) and a copy of its notes.
    fn copy_group_metadata(&mut self, made: &Val<D>, orig: &Val<D>, at: Span) -> Result<(), Fault> {
        // The one traceback object both hold (`m.__traceback__ is eg.__traceback__`).
        if let Some(tb) = self.traceback_attribute(orig, at) {
            tb?;
        }
        let source = self.chain_of(orig);
        let mut chain = self.chain_of(made);
        chain.copy_links_from(&source);
        chain.notes = match &source.notes {
            Some(notes) => {
                let items = self.collect(notes.clone(), at)?;
                Some(self.domain.build(BuildKind::List, items, at)?)
            }
            None => None,
        };
        self.set_chain(made, chain);
        Ok(())
    }

    /// CPython's `is_same_exception_metadata`: one traceback, cause, context and notes list.
    fn same_metadata(&self, a: &Val<D>, b: &Val<D>) -> bool {
        if self.same_exception(a, b) {
            return true;
        }
        let (x, y) = (self.chain_of(a), self.chain_of(b));
        let same = |p: &Option<Val<D>>, q: &Option<Val<D>>| match (p, q) {
            (None, None) => true,
            (Some(p), Some(q)) => self.same_exception(p, q),
            _ => false,
        };
        x.same_traceback(&y)
            && same(&x.cause, &y.cause)
            && same(&x.context, &y.context)
            && x.notes.is_none()
            && y.notes.is_none()
    }
}
