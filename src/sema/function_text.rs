//! The text of a function of the program taken as a value, as CPython writes it:
//! `<function f at 0x7f...>` (by `__qualname__`, so `main.<locals>.<lambda>`) and
//! `<bound method C.m of <receiver's repr>>`. The address comes from `Domain::address`, which
//! the prover refuses, so no proof rests on it; a function of a modelled module is refused,
//! since CPython's may be a builtin (`<built-in function floor>`).

use super::{Callable, Domain, Evaluator, Fault, Val};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// Whether `v` is a function of the program (bound or not) taken as a value.
    pub(super) fn is_function_value(&self, v: &Val<D>) -> bool {
        self.domain.function_key(v).is_some()
    }

    /// `repr(v)` (and `str(v)`, the same) of a function of the program; `None` for any other
    /// value.
    pub(super) fn function_text(&mut self, v: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        let Some((id, _)) = self.domain.function_key(v) else { return Ok(None) };
        let program = self.program;
        let func = program.function(id);
        if let Some(module) = program.modelled_module(func.span.file) {
            return Err(Fault::unsupported(
                format!(
                    "the text of `{}`, a function of clauz3's model of `{module}` (CPython's may be a builtin function, written otherwise)",
                    func.qualname
                ),
                at,
            ));
        }
        if self.typed_dict_maker(id) {
            // A `TypedDict` class read as the function making its dicts (`syntax/typed_dict.rs`).
            return self.text_const(&format!("<class '__main__.{}'>", func.name), at).map(Some);
        }
        let Callable::Closure(closure) = self.domain.callable(v, at)? else {
            return Err(Fault::internal("a function value that is no closure", at));
        };
        let parts = match closure.bound {
            Some(receiver) => vec![
                self.text_const(&format!("<bound method {} of ", func.qualname), at)?,
                self.repr_of(&receiver, at)?,
                self.text_const(">", at)?,
            ],
            None => {
                let what = format!("the text of the function `{}`", func.qualname);
                vec![
                    self.text_const(&format!("<function {} at ", func.qualname), at)?,
                    self.domain.address(v, &what, at)?,
                    self.text_const(">", at)?,
                ]
            }
        };
        self.domain.concat_strs(parts, at).map(Some)
    }

    /// Whether function `id` is what a `TypedDict` class (`class Movie(TypedDict): ...`) or
    /// call (`Movie = TypedDict("Movie", ...)`) was read as: its source is that statement, no
    /// `def` nor `lambda`.
    fn typed_dict_maker(&self, id: crate::ir::FuncId) -> bool {
        let span = self.program.function(id).span;
        let Some(file) = self.program.traceback.sources.get(span.file) else { return false };
        let Some(text) = file.text.get(span.start as usize..span.end as usize) else { return false };
        let statement = text.trim_start();
        statement.starts_with("class ")
            || statement.split_once('=').is_some_and(|(target, value)| {
                target.trim().chars().all(|c| c.is_alphanumeric() || c == '_') && value.contains("TypedDict(")
            })
    }
}
