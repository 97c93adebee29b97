//! CPython's refusals of a format spec, in its order: a width or precision too long to read
//! and the separator against the presentation type (the value's default type when none is
//! written) as the spec is read, then each type's own refusals. Accepting a spec CPython
//! refuses would let the prover prove a field that raises on every run (`f"{n:,x}"`).

use super::Spec;
use crate::sema::Fault;
use crate::source::Span;

/// A width or precision read as CPython reads it, into a C `Py_ssize_t`.
pub(super) fn count(digits: &str, at: Span) -> Result<usize, Fault> {
    let most = u64::try_from(i64::MAX).unwrap_or(u64::MAX);
    let mut n: u64 = 0;
    for d in digits.bytes() {
        n = n
            .checked_mul(10)
            .and_then(|n| n.checked_add(u64::from(d - b'0')))
            .filter(|n| *n <= most)
            .ok_or_else(|| Fault::value_error("Too many decimal digits in format string", at))?;
    }
    usize::try_from(n).map_err(|_| Fault::value_error("Too many decimal digits in format string", at))
}

/// A presentation type as CPython's messages show it: the character when it is printable
/// ASCII other than a space, else `\x` and its code in hex.
fn shown(kind: char) -> String {
    if (33..128).contains(&u32::from(kind)) {
        kind.to_string()
    } else {
        format!("\\x{:x}", u32::from(kind))
    }
}

/// `Unknown format code 'k' for object of type 't'`.
pub(in crate::interp) fn unknown_code(kind: char, type_name: &str, at: Span) -> Fault {
    Fault::value_error(format!("Unknown format code '{}' for object of type '{type_name}'", shown(kind)), at)
}

/// `,` and `_` go with the decimal and float types only, and `_` with `b`/`o`/`x`/`X` too;
/// `default_kind` is the type of a spec that names none (`s` for a str, `d` for an int).
pub(super) fn separator(s: &Spec, default_kind: Option<char>, at: Span) -> Result<(), Fault> {
    let Some(sep) = s.grouping else { return Ok(()) };
    match s.kind.or(default_kind) {
        None | Some('d' | 'e' | 'f' | 'g' | 'E' | 'G' | '%' | 'F') => Ok(()),
        Some('b' | 'o' | 'x' | 'X') if sep == '_' => Ok(()),
        Some(kind) => Err(Fault::value_error(format!("Cannot specify '{sep}' with '{}'.", shown(kind)), at)),
    }
}

/// A str's spec: the `s` type (or none), and no sign, `#` or `=`.
pub(super) fn text(s: &Spec, type_name: &str, at: Span) -> Result<(), Fault> {
    if let Some(kind) = s.kind.filter(|k| *k != 's') {
        return Err(unknown_code(kind, type_name, at));
    }
    let refused = match s.sign {
        Some(' ') => "Space not allowed in string format specifier",
        Some(_) => "Sign not allowed in string format specifier",
        None if s.no_neg_zero => "Negative zero coercion (z) not allowed in string format specifier",
        None if s.alternate => "Alternate form (#) not allowed in string format specifier",
        None if s.align == Some('=') => "'=' alignment not allowed in string format specifier",
        None => return Ok(()),
    };
    Err(Fault::value_error(refused, at))
}

/// An int's `c`: no sign and no `#` (checked before the code point's range).
pub(super) fn character(s: &Spec, at: Span) -> Result<(), Fault> {
    if s.sign.is_some() {
        return Err(Fault::value_error("Sign not allowed with integer format specifier 'c'", at));
    }
    if s.alternate {
        return Err(Fault::value_error("Alternate form (#) not allowed with integer format specifier 'c'", at));
    }
    Ok(())
}

/// A float's (or complex's) precision must fit a C `int`.
pub(super) fn float_precision(s: &Spec, at: Span) -> Result<(), Fault> {
    match s.precision {
        Some(p) if i32::try_from(p).is_err() => Err(Fault::value_error("precision too big", at)),
        _ => Ok(()),
    }
}

/// An int's spec (after its precision check): no `z`, which only floats take.
pub(super) fn integer_zero(s: &Spec, at: Span) -> Result<(), Fault> {
    match s.no_neg_zero {
        true => Err(Fault::value_error("Negative zero coercion (z) not allowed in integer format specifier", at)),
        false => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::super::format_value;
    use crate::interp::Value;
    use crate::limits::Limits;
    use crate::source::Span;

    fn refusal(v: Value, spec: &str) -> String {
        format_value(&v, spec, &Limits::default(), Span::default()).unwrap_err().message().to_owned()
    }

    /// Each message and which of two refusals comes first, as CPython 3.11 gives them.
    #[test]
    fn refusals_come_in_cpythons_order() {
        let cases: [(Value, &str, &str); 16] = [
            (Value::Int(5), ",x", "Cannot specify ',' with 'x'."),
            (Value::Int(5), ",.2c", "Cannot specify ',' with 'c'."),
            (Value::Int(5), "_n", "Cannot specify '_' with 'n'."),
            (Value::Int(5), ",_", "Cannot specify both ',' and '_'."),
            (Value::Int(5), "_,x", "Cannot specify both ',' and '_'."),
            (Value::Int(5), ", ", "Cannot specify ',' with '\\x20'."),
            (Value::Int(5), "é", "Unknown format code '\\xe9' for object of type 'int'"),
            (Value::Int(5), "+#c", "Sign not allowed with integer format specifier 'c'"),
            (Value::Int(5), "#c", "Alternate form (#) not allowed with integer format specifier 'c'"),
            (Value::str("a"), ",", "Cannot specify ',' with 's'."),
            (Value::str("a"), " #", "Space not allowed in string format specifier"),
            (Value::str("a"), "#", "Alternate form (#) not allowed in string format specifier"),
            (Value::str("a"), "#=", "'=' alignment not allowed in string format specifier"),
            (Value::Float(1.5), ".3000000000", "precision too big"),
            (Value::Float(1.5), ".99999999999999999999", "Too many decimal digits in format string"),
            (Value::Float(1.5), ",c", "Cannot specify ',' with 'c'."),
        ];
        for (v, spec, want) in cases {
            assert_eq!(refusal(v, spec), want, "{spec}");
        }
    }
}
