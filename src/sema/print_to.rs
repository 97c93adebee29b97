//! `print(..., file=f)`: CPython's `print` hands each piece to `f.write` — every item's
//! `str()`, the separators between them, then the end — so any object of the program with a
//! `write` method (a log collector, `io.StringIO`) receives exactly the calls CPython makes;
//! so does the target of `contextlib.redirect_stdout` for a `print` without `file=`.

use super::call::{take_kwarg, Kwargs};
use super::domain::Domain;
use super::{Evaluator, Fault};
use crate::ir::{Builtin, Const, PyStr};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `print` with a `file=` that is not `None`, or while `redirect_stdout` is active: done
    /// here (`Some`); `None` leaves the call to the domain, which prints to the run's output.
    pub(super) fn print_to_file(
        &mut self,
        args: &[D::Val],
        kwargs: &mut Kwargs<D::Val>,
        at: Span,
    ) -> Result<Option<D::Val>, Fault> {
        let given = kwargs.iter().position(|(k, _)| &**k == "file").map(|i| kwargs.remove(i).1);
        let file = match given {
            Some(file) if !self.is_none(&file, at)? => file,
            // `sys.stdout`: the run's output, unless `redirect_stdout` made it another object.
            _ => match self.stdout_target() {
                None => return Ok(None),
                // CPython's `print` writes nothing while `sys.stdout` is `None`.
                Some(target) if self.is_none(&target, at)? => return self.domain.constant(&Const::None, at).map(Some),
                Some(target) => target,
            },
        };
        let sep = self.print_separator(kwargs, "sep", " ", at)?;
        let end = self.print_separator(kwargs, "end", "\n", at)?;
        let flush = match take_kwarg(kwargs, "flush") {
            Some(v) => self.domain.truth(&v, at)?,
            None => false,
        };
        if let Some((k, _)) = kwargs.first() {
            return Err(Fault::type_error(format!("'{k}' is an invalid keyword argument for print()"), at));
        }
        // CPython looks `write` up once, before converting any item.
        let write = self.lookup_attr_call(&file, "write", None, at)?;
        for (n, item) in args.iter().enumerate() {
            if n > 0 {
                self.call_attr_target(write.clone(), file.clone(), vec![sep.clone()], Vec::new(), at)?;
            }
            let text = self.call_builtin(Builtin::Str, vec![item.clone()], Vec::new(), at)?;
            self.call_attr_target(write.clone(), file.clone(), vec![text], Vec::new(), at)?;
        }
        self.call_attr_target(write, file.clone(), vec![end], Vec::new(), at)?;
        if flush {
            let flush = self.lookup_attr_call(&file, "flush", None, at)?;
            self.call_attr_target(flush, file, Vec::new(), Vec::new(), at)?;
        }
        self.domain.constant(&Const::None, at).map(Some)
    }

    /// `sep=` or `end=`: a str, or `None` for the default, as CPython checks them.
    fn print_separator(
        &mut self,
        kwargs: &mut Kwargs<D::Val>,
        name: &str,
        default: &str,
        at: Span,
    ) -> Result<D::Val, Fault> {
        let given = match take_kwarg(kwargs, name) {
            Some(v) if !self.is_none(&v, at)? => v,
            _ => return self.domain.constant(&Const::Str(Rc::new(PyStr::from(default))), at),
        };
        if !self.is_builtin_instance(&given, Builtin::Str, at)? {
            let kind = self.type_name(&given, at)?;
            return Err(Fault::type_error(format!("{name} must be None or a string, not {kind}"), at));
        }
        Ok(given)
    }
}
