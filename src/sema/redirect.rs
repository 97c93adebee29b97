//! `contextlib.redirect_stdout` and `redirect_stderr`. CPython's set `sys.stdout` or
//! `sys.stderr` to another object while their `with` runs, so `print`, `sys.stdout.write`,
//! `sys.stderr.write` and what the modelled modules write to stderr (argparse's errors,
//! warnings, tracebacks, logging's last resort) call that object's `write` instead. The
//! evaluator keeps each stream's target for the run: the model's `_redirect(stream)` reads it
//! (a list of none or one item, `[]` for the run's own stream) and `_redirect(stream, [target])`
//! or `_redirect(stream, [])` sets it, returning what it was, as CPython's `__enter__` keeps the
//! old stream for its `__exit__`.

use super::call::{take_kwarg, Kwargs};
use super::domain::Domain;
use super::{BuildKind, Evaluator, Fault};
use crate::ir::{Builtin, Const};
use crate::source::Span;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `print`, `<stderr>` or `<redirect>`: done here (`Some`) when a redirection or `file=`
    /// decides where the text goes; `None` leaves the call to the domain, which writes to the
    /// run's own stream.
    pub(super) fn output_call(
        &mut self,
        b: Builtin,
        args: &[D::Val],
        kwargs: &mut Kwargs<D::Val>,
        at: Span,
    ) -> Result<Option<D::Val>, Fault> {
        if b == Builtin::Print {
            self.print_to_file(args, kwargs, at)
        } else if b == Builtin::Stderr {
            self.stderr_redirected(args, kwargs, at)
        } else {
            self.redirect(args, at).map(Some)
        }
    }

    /// Where `print` writes when it is given no `file=` (or `file=None`): the
    /// `redirect_stdout` target, if one is active.
    pub(super) fn stdout_target(&self) -> Option<D::Val> {
        self.redirects[0].clone()
    }

    /// `_redirect(stream)` and `_redirect(stream, [target])` (see the module doc).
    fn redirect(&mut self, args: &[D::Val], at: Span) -> Result<D::Val, Fault> {
        let slot = match args.first().and_then(|s| self.domain.known_text(s)).as_deref() {
            Some("stdout") => 0,
            Some("stderr") => 1,
            _ => return Err(Fault::internal("`<redirect>` takes the name of a stream", at)),
        };
        let old: Vec<D::Val> = self.redirects[slot].iter().cloned().collect();
        if let Some(new) = args.get(1) {
            let mut new = self.collect(new.clone(), at)?;
            self.redirects[slot] = new.pop();
        }
        self.domain.build(BuildKind::List, old, at)
    }

    /// `_stderr(text)`: handed to the `redirect_stderr` target's `write` while one is active
    /// (nowhere for a target of `None`, as CPython's writers skip a `None` stream);
    /// `raw=True`, a logging handler made before the redirection, keeps the run's stream.
    fn stderr_redirected(
        &mut self,
        args: &[D::Val],
        kwargs: &mut Kwargs<D::Val>,
        at: Span,
    ) -> Result<Option<D::Val>, Fault> {
        let raw = match take_kwarg(kwargs, "raw") {
            Some(v) => self.domain.truth(&v, at)?,
            None => false,
        };
        let target = match self.redirects[1].clone() {
            Some(target) if !raw => target,
            _ => return Ok(None),
        };
        if !self.is_none(&target, at)? {
            let write = self.lookup_attr_call(&target, "write", None, at)?;
            self.call_attr_target(write, target, args.to_vec(), Vec::new(), at)?;
        }
        self.domain.constant(&Const::None, at).map(Some)
    }
}
