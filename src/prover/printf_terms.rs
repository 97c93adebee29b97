//! printf-style `%` whose values hold terms: each conversion is the format field it means
//! (`%-8s` is `{!s:<8}`, `%05d` is `{:05d}`, `%.2f` is `{:.2f}`), so the prover models it as
//! it models f-string fields (`prover::format`); a conversion without such a twin (a `*`
//! count, `%(key)s`, `%c`, a precision on an integer, `%d` of a float) is refused.

use super::symval::unsupported_symbolic;
use super::{SymVal, Symbolic};
use crate::interp::Value;
use crate::ir::Conversion;
use crate::sema::printf_template::{parse, Conv, Count, Piece};
use crate::sema::{Domain, Fault};
use crate::source::Span;

impl Symbolic<'_> {
    /// `template % values` with a plain template and values holding terms.
    pub(super) fn percent_terms(&mut self, template: &str, values: &SymVal, at: Span) -> Result<SymVal, Fault> {
        let refused = || unsupported_symbolic("printf-style `%` formatting", at);
        if let SymVal::Dict(_) = values {
            return Err(refused());
        }
        let values: Vec<SymVal> =
            if let SymVal::Tuple(t) = values { t.iter().cloned().collect() } else { vec![values.clone()] };
        let mut next = values.into_iter();
        let mut parts = Vec::new();
        for piece in parse(template) {
            let conv = match piece {
                Piece::Text(text) => {
                    parts.push(SymVal::Concrete(Value::str(text)));
                    continue;
                }
                Piece::Conv(conv) if conv.key.is_none() && conv.stars() == 0 => conv,
                Piece::Conv(_) | Piece::Incomplete | Piece::UnclosedKey => return Err(refused()),
            };
            if conv.kind == '%' {
                parts.push(SymVal::Concrete(Value::str("%")));
                continue;
            }
            let value = next.next().ok_or_else(refused)?;
            let (conversion, spec) = field_of(&conv, &value).ok_or_else(refused)?;
            let spec = spec.map(|s| SymVal::Concrete(Value::str(s)));
            parts.push(self.format(value, conversion, spec, at)?);
        }
        if next.next().is_some() {
            return Err(refused());
        }
        self.concat_strs(parts, at)
    }
}

/// The conversion and format spec that a printf conversion of `v` means, when one does.
fn field_of(conv: &Conv, v: &SymVal) -> Option<(Conversion, Option<String>)> {
    let Count::Fixed(width) = conv.width else { return None };
    let precision = match conv.precision {
        None => None,
        Some(Count::Fixed(p)) => Some(p),
        Some(Count::Star) => return None,
    };
    let integer = matches!(conv.kind, 'd' | 'i' | 'u' | 'x' | 'X' | 'o');
    match conv.kind {
        's' => Some((Conversion::Str, conv.text_spec())),
        'r' => Some((Conversion::Repr, conv.text_spec())),
        'd' | 'i' | 'u' | 'x' | 'X' | 'o' | 'e' | 'E' | 'f' | 'F' | 'g' | 'G' => {
            let is_int = matches!(v, SymVal::Int(_) | SymVal::Bool(_)) || v.known().is_some_and(Value::is_int_like);
            let is_float = matches!(v, SymVal::Float(_)) || matches!(v.known(), Some(Value::Float(_)));
            // `%d` truncates a float and `%.3d` pads digits: no format field does either.
            if (integer && (!is_int || precision.is_some())) || !(is_int || is_float) {
                return None;
            }
            let plain = !(conv.plus || conv.space || conv.alternate || conv.zero);
            if matches!(conv.kind, 'd' | 'i' | 'u') && matches!(v, SymVal::Int(_)) && plain && width > 0 {
                // An int's field aligns the same with or without `d`, and the alignment alone is
                // what the field model renders exactly.
                return Some((Conversion::None, Some(format!("{}{width}", if conv.left { '<' } else { '>' }))));
            }
            let mut spec = String::new();
            if conv.left && width > 0 {
                spec.push('<');
            }
            if conv.plus {
                spec.push('+');
            } else if conv.space {
                spec.push(' ');
            }
            if conv.alternate {
                spec.push('#');
            }
            if conv.zero && !conv.left && width > 0 {
                spec.push('0');
            }
            if width > 0 {
                spec.push_str(&width.to_string());
            }
            if let Some(p) = precision {
                spec.push_str(&format!(".{p}"));
            }
            spec.push(if matches!(conv.kind, 'i' | 'u') { 'd' } else { conv.kind });
            Some((Conversion::None, Some(spec)))
        }
        _ => None,
    }
}
