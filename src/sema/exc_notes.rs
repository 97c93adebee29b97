//! PEP 678's notes on exceptions, as CPython 3.11 keeps them: `e.add_note(text)` appends to
//! the list `e.__notes__` (made by the first note; reading it before is an `AttributeError`),
//! and a traceback writes each note on its own lines under the exception's last line. The
//! list lives beside the exception's chain (`exc_chain`), so both domains read one object.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, Method, PyExc};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `exc.add_note(note)`: CPython's `TypeError`s for a wrong call or a note that is no
    /// `str`; the note appended to `exc.__notes__`, which the first note makes.
    pub(super) fn add_note(&mut self, exc: Val<D>, args: Vec<Val<D>>, named: usize, at: Span) -> Result<Val<D>, Fault> {
        if named > 0 {
            return Err(Fault::type_error("BaseException.add_note() takes no keyword arguments", at));
        }
        let [note] = <[Val<D>; 1]>::try_from(args).map_err(|args| {
            let message = format!("BaseException.add_note() takes exactly one argument ({} given)", args.len());
            Fault::type_error(message, at)
        })?;
        if !self.is_builtin_instance(&note, Builtin::Str, at)? && !self.is_str_object(&note) {
            let message = format!("note must be a str, not '{}'", self.type_name(&note, at)?);
            return Err(Fault::type_error(message, at));
        }
        // `self.__notes__ = [...]` in a class of the program: what CPython appends to.
        if let Some(own) = self.domain.as_object(&exc).and_then(|o| o.field("__notes__")) {
            if !self.is_builtin_instance(&own, Builtin::List, at)? {
                return Err(Fault::type_error("Cannot add note: __notes__ is not a list", at));
            }
            self.domain.method(Method::Append, own, vec![note], Vec::new(), at)?;
            return self.domain.constant(&crate::ir::Const::None, at);
        }
        let mut chain = self.chain_of(&exc);
        let notes = match chain.notes.clone() {
            Some(notes) => notes,
            None => {
                let made = self.domain.build(super::BuildKind::List, Vec::new(), at)?;
                chain.notes = Some(made.clone());
                self.set_chain(&exc, chain);
                made
            }
        };
        self.domain.method(Method::Append, notes, vec![note], Vec::new(), at)?;
        self.domain.constant(&crate::ir::Const::None, at)
    }

    /// Whether `v` is an instance of a class of the program deriving from `str`.
    fn is_str_object(&self, v: &Val<D>) -> bool {
        self.domain.as_object(v).is_some_and(|o| o.class.builtin_type() == Some(Builtin::Str))
    }

    /// `e.__notes__` of an exception object: its list of notes, or CPython's
    /// `AttributeError` before the first note; `None` for any other value.
    pub(super) fn notes_attribute(&mut self, v: &Val<D>, at: Span) -> Option<Result<Val<D>, Fault>> {
        if !self.is_exception_object(v) {
            return None;
        }
        if let Some(obj) = self.domain.as_object(v) {
            // A class of the program may define `__notes__` itself.
            if obj.class.lookup("__notes__").is_some() || obj.field("__notes__").is_some() {
                return None;
            }
        }
        Some(match self.chain_of(v).notes {
            Some(notes) => Ok(notes),
            None => {
                let name = match self.domain.as_object(v) {
                    Some(obj) => obj.class.type_name().to_owned(),
                    None => self.type_name(v, at).unwrap_or_default(),
                };
                Err(Fault::exc(PyExc::AttributeError, format!("'{name}' object has no attribute '__notes__'"), at))
            }
        })
    }

    /// The lines a traceback writes under exception `v`'s last line: each note's `str`
    /// followed by a line break, as CPython 3.11's `print_exception_notes` writes them.
    pub(super) fn notes_text(&mut self, v: &Val<D>) -> String {
        let at = Span::default();
        let own = self.domain.as_object(v).and_then(|o| o.field("__notes__"));
        let Some(notes) = own.or(self.chain_of(v).notes) else { return String::new() };
        let Ok(mut items) = self.domain.iter_start(notes, at) else { return String::new() };
        let mut out = String::new();
        while let Ok(Some(note)) = self.domain.iter_next(&mut items, at) {
            match self.call_builtin(Builtin::Str, vec![note], Vec::new(), at) {
                Ok(text) => out.push_str(&self.domain.text(&text)),
                Err(_) => out.push_str("<note str() failed>"),
            }
            out.push('\n');
        }
        out
    }
}
