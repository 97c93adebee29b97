//! f-string fields of terms. Strings, ints and bools are rendered exactly for the conversions
//! and format specs whose output the solver can describe (`!s`, `!r` of text with no escapes,
//! fill, alignment, width and, for strings, precision); any other field of a term becomes any
//! string, and a refutation through it must then be reproduced by its replay.

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use crate::interp::format::{parse, Spec};
use crate::interp::Value;
use crate::ir::{Conversion, PyExc};
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, IntTerm, SpecFor, StrTerm};
use crate::source::Span;
use num_bigint::BigInt;

/// Widths up to this are padded exactly (one case per possible gap); wider ones approximate.
pub(super) const MAX_EXACT_WIDTH: usize = 256;

impl Symbolic<'_> {
    /// One f-string field `{v!conversion:spec}`.
    pub(super) fn format_value(
        &mut self,
        v: SymVal,
        conversion: Conversion,
        spec: Option<SymVal>,
        at: Span,
    ) -> Result<SymVal, Fault> {
        let spec = match spec {
            None => String::new(),
            Some(SymVal::Concrete(Value::Str(s))) => s.as_str().to_owned(),
            Some(computed) => return self.computed_spec(&v, conversion, &computed, at),
        };
        if let Some(field) = self.exc_field(&v, conversion, &spec, at)? {
            return Ok(field);
        }
        if let Some(known) = self.readable(&v) {
            let spec = (!spec.is_empty()).then(|| Value::str(spec));
            return self.inner.format(known, conversion, spec, at).map(SymVal::Concrete);
        }
        // The errors a spec raises depend on the value's type alone (except `c`, below): a
        // representative of the type finds them.
        let converted = match conversion {
            Conversion::None => Self::representative(&v),
            Conversion::Str | Conversion::Repr | Conversion::Ascii => Value::str("a"),
        };
        let spec_value = (!spec.is_empty()).then(|| Value::str(spec.clone()));
        self.inner.format(converted, Conversion::None, spec_value, at)?;
        let parsed = parse(&spec, at)?;
        if matches!(v, SymVal::Int(_)) && conversion == Conversion::None && parsed.kind == Some('c') {
            return Err(unsupported_symbolic("formatting an int term as a character (`c`)", at));
        }
        if let SymVal::Int(n) = &v {
            match (conversion, parsed.kind) {
                (Conversion::Str | Conversion::Repr | Conversion::Ascii, _)
                | (Conversion::None, None | Some('d' | 'n')) => self.digit_limit(n, at)?,
                (Conversion::None, Some('e' | 'E' | 'f' | 'F' | 'g' | 'G' | '%')) => {
                    self.int_to_float(n, at)?;
                }
                (Conversion::None, Some(_)) => {}
            }
        }
        if let Some(text) = self.number_field(&v, conversion, &spec, &parsed, at)? {
            return Ok(text);
        }
        let Some(text) = self.field_text(&v, conversion, spec.is_empty()) else {
            return Ok(self.approximate_text());
        };
        let is_text = conversion != Conversion::None || matches!(v, SymVal::Str(_));
        match apply_spec(text, &parsed, is_text) {
            Some(out) => Ok(SymVal::Str(out)),
            None => Ok(self.approximate_text()),
        }
    }

    /// A field whose spec is computed from terms (`f"{name:<{width}}"`): any string, once the
    /// path shows the spec is one CPython accepts for every value of the field's type (a
    /// negative width makes `-3`, a sign, which a string's spec refuses); else `skipped`.
    fn computed_spec(&mut self, v: &SymVal, conversion: Conversion, spec: &SymVal, at: Span) -> Result<SymVal, Fault> {
        let kind = match (conversion, v) {
            (Conversion::Str | Conversion::Repr | Conversion::Ascii, _)
            | (Conversion::None, SymVal::Str(_) | SymVal::Concrete(Value::Str(_))) => Some(SpecFor::Text),
            (
                Conversion::None,
                SymVal::Int(_) | SymVal::Bool(_) | SymVal::Concrete(Value::Int(_) | Value::Big(_) | Value::Bool(_)),
            ) => Some(SpecFor::Int),
            (Conversion::None, SymVal::Float(_) | SymVal::Concrete(Value::Float(_))) => Some(SpecFor::Float),
            _ => None,
        };
        let accepted = match (kind, spec) {
            (Some(kind), SymVal::Str(text)) => self.implied(&text.accepted_spec(kind)),
            _ => false,
        };
        if !accepted {
            return Err(Fault::unsupported(
                "a format spec computed from symbolic values, which CPython may refuse for this value (a sign, as a negative width makes, in a string's spec; a precision in an int's; a width past 6 digits)",
                at,
            ));
        }
        Ok(self.approximate_text())
    }

    /// The text a field shows before its spec applies, when it has a term: the string itself,
    /// the digits of an int, `True`/`False` (or `1`/`0` under a spec, as `bool.__format__`
    /// defers to `int`), or a string's repr.
    fn field_text(&mut self, v: &SymVal, conversion: Conversion, plain: bool) -> Option<StrTerm> {
        match (v, conversion) {
            (SymVal::Str(t), Conversion::None | Conversion::Str) => Some(t.clone()),
            // Printable ASCII needs no escapes, so `!a` is `!r` there; elsewhere both are any text.
            (SymVal::Str(t), Conversion::Repr | Conversion::Ascii) => Some(self.string_repr(t)),
            (SymVal::Bool(b), Conversion::None) if !plain => {
                Some(StrTerm::ite(b, &StrTerm::lit("1"), &StrTerm::lit("0")))
            }
            (SymVal::Int(_) | SymVal::Bool(_), _) => Self::int_text(v),
            _ => None,
        }
    }

    /// `repr()` of a string term: quoted exactly when it needs no escapes (printable ASCII, no
    /// backslash, not both quote kinds), any string otherwise.
    fn string_repr(&mut self, t: &StrTerm) -> StrTerm {
        let single = StrTerm::concat(&[StrTerm::lit("'"), t.clone(), StrTerm::lit("'")]);
        let double = StrTerm::concat(&[StrTerm::lit("\""), t.clone(), StrTerm::lit("\"")]);
        let no_single_quote = t.only_chars(&[(' ', '&'), ('(', '['), (']', '~')]);
        let no_double_quote = t.only_chars(&[(' ', '!'), ('#', '['), (']', '~')]);
        let SymVal::Str(escaped) = self.approximate_text() else {
            unreachable!("approximate_text gives a string term")
        };
        StrTerm::ite(&no_single_quote, &single, &StrTerm::ite(&no_double_quote, &double, &escaped))
    }

    /// CPython 3.11 writes no int of more than 4300 decimal digits: `str(n)` of a term is a
    /// `ValueError` obligation first.
    pub(super) fn digit_limit(&mut self, n: &IntTerm, at: Span) -> Result<(), Fault> {
        if n.fits_by_shape() {
            return Ok(());
        }
        if self.implied(&n.below_digits(4300)) {
            // Met on this path without a branch: listed with the proved obligations.
            self.meet(super::ObligationKind::Exception(PyExc::ValueError), at);
            return Ok(());
        }
        let limit = IntTerm::lit(&BigInt::from(crate::interp::digit_limit().clone()));
        let too_long = BoolTerm::or(&[limit.le(n), n.le(&limit.neg())]);
        self.obligation(PyExc::ValueError, too_long, crate::interp::INT_TEXT_TOO_LONG, at)
    }

    /// `str()` of a symbolic int or bool (which `repr()` and f-strings print the same way).
    pub(super) fn int_text(v: &SymVal) -> Option<StrTerm> {
        if let SymVal::Int(n) = v {
            return Some(StrTerm::of_int(n));
        }
        if let SymVal::Bool(b) = v {
            return Some(StrTerm::ite(b, &StrTerm::lit("True"), &StrTerm::lit("False")));
        }
        None
    }

    /// The text of a formatted term the solver cannot render: any string. Sound for proofs; a
    /// refutation through it counts only if its replay reproduces it.
    pub(super) fn approximate_text(&mut self) -> SymVal {
        self.approximate("a value formatted on the failing path was approximated as any string", None);
        SymVal::Str(StrTerm::fresh("format"))
    }
}

/// Applies fill, alignment, width and (for text) precision to `text`; `None` for the parts of
/// the mini-language left to approximation (signs, `#`, `0`, grouping, `=`, number types).
fn apply_spec(text: StrTerm, spec: &Spec, is_text: bool) -> Option<StrTerm> {
    let plain_number = matches!(spec.kind, None | Some('d')) && spec.precision.is_none();
    let plain_text = matches!(spec.kind, None | Some('s'));
    if spec.sign.is_some() || spec.alternate || spec.zero || spec.grouping.is_some() || spec.align == Some('=') {
        return None;
    }
    if spec.width > MAX_EXACT_WIDTH || !(if is_text { plain_text } else { plain_number }) {
        return None;
    }
    let body = match spec.precision {
        Some(p) if is_text => {
            let p = IntTerm::lit(&BigInt::from(p));
            StrTerm::ite(&text.len().le(&p), &text, &text.substr(&IntTerm::lit(&BigInt::from(0)), &p))
        }
        _ => text,
    };
    if spec.width == 0 {
        return Some(body);
    }
    let align = spec.align.unwrap_or(if is_text { '<' } else { '>' });
    pad_term(&body, spec.width, spec.fill.unwrap_or(' '), |gap| match align {
        '<' => (0, gap),
        '^' => (gap / 2, gap - gap / 2),
        _ => (gap, 0),
    })
}

/// `body` padded with `fill` to at least `width` characters, `split` saying how many of the
/// `gap` fill characters go left and right: one case per length `body` may have below the
/// width. `None` when the fill is a character the solver cannot hold.
pub(super) fn pad_term(
    body: &StrTerm,
    width: usize,
    fill: char,
    split: impl Fn(usize) -> (usize, usize),
) -> Option<StrTerm> {
    let fill = fill.to_string();
    let len = body.len();
    let mut out = body.clone();
    for used in 0..width {
        let (left, right) = split(width - used);
        let (Ok(before), Ok(after)) = (StrTerm::text(&fill.repeat(left)), StrTerm::text(&fill.repeat(right))) else {
            return None;
        };
        let padded = StrTerm::concat(&[before, body.clone(), after]);
        let fits = len.eq(&IntTerm::lit(&BigInt::from(used)));
        out = StrTerm::ite(&fits, &padded, &out);
    }
    Some(out)
}
