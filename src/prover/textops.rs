//! Methods and operators on strings the prover models beyond searching (`windows`): prefixes
//! removed and partitions over terms, exactly, through prefix tests, `find` and substrings
//! (operations that see characters only through equality, as `smt::charset` requires);
//! methods called on their type (`str.lower(s)`); printf-style `%` (over terms: `printf_terms`).

use super::{SymVal, Symbolic};
use crate::interp::{self, Value};
use crate::ir::{BinOp, Method};
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, IntTerm, StrTerm};
use crate::source::Span;
use std::rc::Rc;

impl Symbolic<'_> {
    /// `str.lower(s)` and the like: the method on its first argument when that is of the
    /// method's type; `None` leaves the call to the interpreter, which raises CPython's error.
    pub(super) fn method_on_type(
        &mut self,
        m: Method,
        receiver: &SymVal,
        args: &mut Vec<SymVal>,
    ) -> Result<Option<SymVal>, Fault> {
        let SymVal::Concrete(Value::Builtin(ty)) = receiver else { return Ok(None) };
        if m.on_type() {
            return Ok(None);
        }
        let probe = Value::Method(Rc::new((m, Value::Builtin(*ty))));
        if !args.first().is_some_and(|r| interp::descriptor_applies(&probe, &Self::representative(r))) {
            return Ok(None);
        }
        Ok(Some(args.remove(0)))
    }

    /// `template % values`: the interpreter's formatting when the values are plain, each
    /// conversion as its format field when they hold terms (`printf_terms`).
    pub(super) fn percent(&mut self, op: BinOp, l: &SymVal, r: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        // A bytes template is formatted by the interpreter when its values are plain; one
        // holding terms is left to the generic path, which refuses it.
        if let (BinOp::Mod, SymVal::Concrete(template @ (Value::Bytes(_) | Value::ByteArray(_)))) = (op, l) {
            let Some(values) = self.looked_at(r) else { return Ok(None) };
            return self.inner.binary(op, template.clone(), values, at).map(|v| Some(SymVal::Concrete(v)));
        }
        let (BinOp::Mod, SymVal::Concrete(template @ Value::Str(text))) = (op, l) else { return Ok(None) };
        match self.looked_at(r) {
            Some(values) => self.inner.binary(op, template.clone(), values, at).map(|v| Some(SymVal::Concrete(v))),
            None => self.percent_terms(text.as_str(), r, at).map(Some),
        }
    }

    /// `s.ljust(w[, fill])`, `s.rjust(...)`, `s.center(...)` of a str term by a plain width:
    /// one case per length below the width, the fill split as CPython splits it. `None` leaves
    /// the call to the generic path (a term width, a fill the solver cannot hold, a huge width).
    pub(super) fn justify(&mut self, m: Method, receiver: &SymVal, args: &[SymVal]) -> Option<SymVal> {
        let (SymVal::Str(text), [width, rest @ ..]) = (receiver, args) else { return None };
        if !matches!(m, Method::Ljust | Method::Rjust | Method::Center) || rest.len() > 1 {
            return None;
        }
        let width = usize::try_from(width.known()?.as_i64()?).unwrap_or(0);
        let fill = match rest.first() {
            None => ' ',
            Some(f) => {
                let Value::Str(f) = f.known()? else { return None };
                if f.char_len() != 1 {
                    return None;
                }
                f.as_str().chars().next()?
            }
        };
        if width > super::format::MAX_EXACT_WIDTH {
            return None;
        }
        let padded = super::format::pad_term(text, width, fill, |gap| {
            if m == Method::Ljust {
                (0, gap)
            } else if m == Method::Rjust {
                (gap, 0)
            } else {
                // CPython's `pad`: the odd fill character goes left when the width is odd too.
                let left = gap / 2 + (gap & width & 1);
                (left, gap - left)
            }
        })?;
        Some(SymVal::Str(padded))
    }

    /// `s.removeprefix(p)`, `s.removesuffix(p)` and `s.partition(sep)` over terms; `None`
    /// when no operand is a term or one is not text (the interpreter raises then).
    pub(super) fn text_method(
        &mut self,
        m: Method,
        receiver: &SymVal,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if let Some(padded) = self.justify(m, receiver, args) {
            return Ok(Some(padded));
        }
        if let SymVal::Str(text) = receiver {
            if let Some(answer) = self.class_test(m, text, args, at)? {
                return Ok(Some(answer));
            }
            if let Some(done) = self.strip_or_split(text, m, args, at)? {
                return Ok(Some(done));
            }
        }
        if !matches!(m, Method::Removeprefix | Method::Removesuffix | Method::Partition) || args.len() != 1 {
            return Ok(None);
        }
        if receiver.known().is_some() && args[0].known().is_some() {
            return Ok(None);
        }
        let Some((text, affix)) = Self::str_operands(receiver, &args[0], at)? else { return Ok(None) };
        let zero = IntTerm::lit(&0.into());
        let rest = |from: &IntTerm| text.substr(from, &text.len().sub(from));
        if m == Method::Removeprefix {
            return Ok(Some(SymVal::Str(StrTerm::ite(&text.starts_with(&affix), &rest(&affix.len()), &text))));
        }
        if m == Method::Removesuffix {
            let kept = text.substr(&zero, &text.len().sub(&affix.len()));
            return Ok(Some(SymVal::Str(StrTerm::ite(&text.ends_with(&affix), &kept, &text))));
        }
        // `partition`: an empty separator is a `ValueError`, an obligation when it is a term.
        if args[0].known().is_some_and(|v| matches!(v, Value::Str(s) if s.as_str().is_empty())) {
            return Err(Fault::value_error("empty separator", at));
        }
        let empty = affix.len().eq(&zero);
        self.meet(super::ObligationKind::Exception(crate::ir::PyExc::ValueError), at);
        if self.decide(empty, at)? {
            return Err(Fault::value_error("empty separator", at));
        }
        let i = text.index_of(&affix, &zero);
        let found = BoolTerm::not(&i.lt(&zero));
        let nothing = StrTerm::lit("");
        let head = StrTerm::ite(&found, &text.substr(&zero, &i), &text);
        let sep = StrTerm::ite(&found, &affix, &nothing);
        let tail = StrTerm::ite(&found, &rest(&i.add(&affix.len())), &nothing);
        Ok(Some(SymVal::tuple(vec![SymVal::Str(head), SymVal::Str(sep), SymVal::Str(tail)])))
    }
}
