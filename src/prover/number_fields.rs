//! f-string fields of int and float terms under the numeric parts of a format spec: signs,
//! zero padding, `=` alignment and digit grouping of ints exactly, and `f`/`F` of floats as
//! the shape of their text (sign, digits, point, the precision's digits), which proofs may rely
//! on while a refutation through it is replayed.

use super::domain::{SymVal, Symbolic};
use super::format::{pad_term, MAX_EXACT_WIDTH};
use crate::interp::format::Spec;
use crate::interp::Value;
use crate::ir::Conversion;
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, FloatTerm, IntTerm, StrTerm};
use crate::source::Span;
use num_bigint::BigInt;

/// Ints of up to this many digits are grouped exactly; a longer one's grouped text is
/// approximated (and only where the path allows one that long).
const MAX_GROUPED_DIGITS: u32 = 21;

fn lit(n: impl Into<BigInt>) -> IntTerm {
    IntTerm::lit(&n.into())
}

impl Symbolic<'_> {
    /// The text of `{v:spec}` for an int, bool or float term under a spec [`super::format`]'s
    /// text rules leave to approximation; `None` when this one does not describe it either.
    pub(super) fn number_field(
        &mut self,
        v: &SymVal,
        conversion: Conversion,
        spec: &str,
        parsed: &Spec,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if conversion != Conversion::None || spec.is_empty() {
            return Ok(None);
        }
        if let SymVal::Float(x) = v {
            return Ok(self.fixed_point_field(x, parsed).map(SymVal::Str));
        }
        if !matches!(v, SymVal::Int(_) | SymVal::Bool(_)) {
            return Ok(None);
        }
        let Some(n) = self.as_int(v) else { return Ok(None) };
        if let Some(text) = self.few_int_texts(&n, spec, at) {
            return Ok(Some(SymVal::Str(text)));
        }
        Ok(self.int_field(&n, parsed).map(SymVal::Str))
    }

    /// An int whose term can take only a few values (a remainder by a literal, say): the text
    /// CPython writes for each, whatever the spec.
    fn few_int_texts(&mut self, n: &IntTerm, spec: &str, at: Span) -> Option<StrTerm> {
        let (lo, hi) = n.few_values()?;
        let mut text = None;
        for value in (lo..=hi).rev() {
            let written = self.inner.format(Value::Int(value), Conversion::None, Some(Value::str(spec)), at).ok()?;
            let Value::Str(written) = written else { return None };
            let written = StrTerm::text(written.as_str()).ok()?;
            text = Some(match text {
                None => written,
                Some(rest) => StrTerm::ite(&n.eq(&lit(value)), &written, &rest),
            });
        }
        text
    }

    /// `d` (or no type) with a sign option, `0`, `=` and `,`/`_` grouping: the sign, then the
    /// magnitude's digits grouped by threes, padded as the alignment says.
    fn int_field(&mut self, n: &IntTerm, spec: &Spec) -> Option<StrTerm> {
        let decimal = match spec.kind {
            None | Some('d') => true,
            Some('n') => spec.grouping.is_none(),
            _ => false,
        };
        if !decimal || spec.alternate || spec.precision.is_some() || spec.width > MAX_EXACT_WIDTH {
            return None;
        }
        let fill = spec.fill.or(spec.zero.then_some('0')).unwrap_or(' ');
        let align = spec.align.or(spec.zero.then_some('=')).unwrap_or('>');
        // CPython groups the zeros of `0=` padding too (`format(1, '06,')` is `00,001`).
        if fill == '0' && align == '=' && spec.grouping.is_some() && spec.width > 0 {
            return None;
        }
        let negative = n.lt(&lit(0));
        let magnitude = IntTerm::ite(&negative, &n.neg(), n);
        let digits = StrTerm::of_int(&magnitude);
        let digits = match spec.grouping {
            Some(separator) => self.grouped(&magnitude, &digits, separator),
            None => digits,
        };
        let positive_sign = match spec.sign {
            Some('+') => "+",
            Some(' ') => " ",
            _ => "",
        };
        if align == '=' {
            let signed = |sign: &'static str| {
                let body = pad_term(&digits, spec.width.saturating_sub(sign.len()), fill, |gap| (gap, 0))?;
                Some(StrTerm::concat(&[StrTerm::lit(sign), body]))
            };
            return Some(StrTerm::ite(&negative, &signed("-")?, &signed(positive_sign)?));
        }
        let sign = StrTerm::ite(&negative, &StrTerm::lit("-"), &StrTerm::lit(positive_sign));
        let body = StrTerm::concat(&[sign, digits]);
        pad_term(&body, spec.width, fill, |gap| match align {
            '<' => (0, gap),
            '^' => (gap / 2, gap - gap / 2),
            _ => (gap, 0),
        })
    }

    /// The digits of a non-negative `magnitude` with `separator` between groups of three
    /// from the right: one choice per number of digits the path allows (bounds the solver
    /// finds keep the choice small), up to [`MAX_GROUPED_DIGITS`].
    fn grouped(&mut self, magnitude: &IntTerm, digits: &StrTerm, separator: char) -> StrTerm {
        let separator = if separator == '_' { StrTerm::lit("_") } else { StrTerm::lit(",") };
        let below = |count: u32| magnitude.lt(&lit(BigInt::from(10u32).pow(count)));
        let most = self.first_implied(1, MAX_GROUPED_DIGITS, below);
        let fewest = self.first_open(1, most.unwrap_or(MAX_GROUPED_DIGITS), |c| below(c).not());
        let text = |count: u32| {
            if count <= 3 {
                return digits.clone();
            }
            let lead = (count - 1) % 3 + 1;
            let mut parts = vec![digits.substr(&lit(0), &lit(lead))];
            for start in (lead..count).step_by(3) {
                parts.push(separator.clone());
                parts.push(digits.substr(&lit(start), &lit(3)));
            }
            StrTerm::concat(&parts)
        };
        let (longest, last) = match most {
            Some(most) => (text(most), most),
            None => {
                self.approximate("a value formatted on the failing path was approximated as any string", None);
                (StrTerm::fresh("grouped"), MAX_GROUPED_DIGITS + 1)
            }
        };
        (fewest..last).rev().fold(longest, |longer, count| StrTerm::ite(&below(count), &text(count), &longer))
    }

    /// The smallest `c` in `lo..=hi` whose condition the path implies, where a condition
    /// implied for one `c` is implied for every larger one; `None` when even `hi`'s is not.
    fn first_implied(&mut self, lo: u32, hi: u32, cond: impl Fn(u32) -> BoolTerm) -> Option<u32> {
        if !self.implied(&cond(hi)) {
            return None;
        }
        let (mut lo, mut hi) = (lo, hi);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.implied(&cond(mid)) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        Some(lo)
    }

    /// The smallest `c` in `lo..=hi` whose condition the path does not imply, where a
    /// condition implied for one `c` is implied for every smaller one; `hi` when all are.
    fn first_open(&mut self, lo: u32, hi: u32, cond: impl Fn(u32) -> BoolTerm) -> u32 {
        let (mut lo, mut hi) = (lo, hi);
        while lo < hi {
            let mid = lo + (hi - lo) / 2;
            if self.implied(&cond(mid)) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        lo
    }

    /// `f`/`F` with a precision (6 by default), fill, alignment and width: `nan`, `inf`, or a
    /// `-` exactly for a negative value, digits without a needless leading zero, a point and
    /// `precision` digits. The digits themselves are left open, so the text is approximate.
    fn fixed_point_field(&mut self, x: &FloatTerm, spec: &Spec) -> Option<StrTerm> {
        let upper = match spec.kind {
            Some('f') => false,
            Some('F') => true,
            _ => return None,
        };
        // `z` drops the `-` of a value that rounds to zero, which the open digits cannot tell.
        if spec.sign.is_some() || spec.no_neg_zero || spec.alternate || spec.zero || spec.grouping.is_some() {
            return None;
        }
        if spec.align == Some('=') || spec.width > MAX_EXACT_WIDTH {
            return None;
        }
        let precision = spec.precision.unwrap_or(6);
        let zero = FloatTerm::lit(0.0);
        // Zeros keep their sign (`-0.00`), which the comparisons cannot tell: left open.
        let (zero_sign, whole, fraction) =
            (StrTerm::fresh("sign"), StrTerm::fresh("whole"), StrTerm::fresh("fraction"));
        let digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
        self.path.push(BoolTerm::and(&[
            zero_sign.only_of(&['-']),
            zero_sign.len().le(&lit(1)),
            whole.only_of(&digits),
            lit(1).le(&whole.len()),
            BoolTerm::or(&[whole.len().eq(&lit(1)), whole.at(&lit(0)).eq(&StrTerm::lit("0")).not()]),
            fraction.only_of(&digits),
            fraction.len().eq(&lit(precision)),
        ]));
        let sign =
            StrTerm::ite(&x.lt(&zero), &StrTerm::lit("-"), &StrTerm::ite(&zero.lt(x), &StrTerm::lit(""), &zero_sign));
        let mut finite = vec![sign, whole];
        if precision > 0 {
            finite.extend([StrTerm::lit("."), fraction]);
        }
        let (nan, inf, minus_inf) = if upper { ("NAN", "INF", "-INF") } else { ("nan", "inf", "-inf") };
        let infinite = StrTerm::ite(&x.lt(&zero), &StrTerm::lit(minus_inf), &StrTerm::lit(inf));
        let text = StrTerm::ite(
            &x.is_nan(),
            &StrTerm::lit(nan),
            &StrTerm::ite(&x.is_infinite(), &infinite, &StrTerm::concat(&finite)),
        );
        self.approximate("a value formatted on the failing path was approximated as any string", None);
        if spec.width == 0 {
            return Some(text);
        }
        let align = spec.align.unwrap_or('>');
        pad_term(&text, spec.width, spec.fill.unwrap_or(' '), |gap| match align {
            '<' => (0, gap),
            '^' => (gap / 2, gap - gap / 2),
            _ => (gap, 0),
        })
    }
}
