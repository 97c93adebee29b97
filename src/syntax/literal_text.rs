//! Checks on literals that need their written text, not the value the parser made of it.
//!
//! - Lone surrogates written as escapes (`"\ud800"`): Python strings can hold them, clauz3's
//!   cannot (Rust strings hold Unicode scalar values), and the parser silently puts U+FFFD in
//!   their place. A program whose text would change is refused before anything runs, at the
//!   escape, rather than run or proved on another string.
//! - Decimal int literals of more than 4300 digits: CPython 3.11 refuses them at compile time
//!   (a `SyntaxError`), since it would have to convert them from text; written in hexadecimal,
//!   octal or binary they are fine.
//! - A backslash in an f-string's expression part (`f"{'-'.join(xs)}"` with `'\n'` for `'-'`):
//!   CPython 3.11 refuses it at compile time (3.12 allows it); the parser here accepts it.

/// What is wrong with a literal, at a byte offset of the text.
#[derive(Debug, PartialEq, Eq)]
pub(super) enum LiteralProblem {
    /// A `\uXXXX` or `\UXXXXXXXX` escape of a surrogate (U+D800 to U+DFFF) inside a string
    /// literal that reads escapes (not raw, not bytes).
    Surrogate(usize),
    /// A decimal int literal with this many digits, over CPython's limit.
    LongInt(usize, usize),
    /// A backslash inside the expression part of an f-string's replacement field.
    FStringBackslash(usize),
}

/// The first problem in the text, skipping comments and what raw or bytes literals hold.
pub(super) fn first_problem(text: &str) -> Option<LiteralProblem> {
    if !may_have_problem(text) {
        return None;
    }
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'#' => i = text[i..].find('\n').map_or(bytes.len(), |n| i + n),
            quote @ (b'\'' | b'"') => {
                let prefix = prefix_before(bytes, i);
                let reads_escapes = !prefix.iter().any(|c| matches!(c, b'r' | b'R' | b'b' | b'B'));
                let formatted = prefix.iter().any(|c| matches!(c, b'f' | b'F'));
                let triple = bytes[i..].starts_with(&[quote; 3]);
                let body = i + if triple { 3 } else { 1 };
                let (found, end) = literal_body(text, body, quote, triple);
                if let (Some(at), true) = (found, reads_escapes) {
                    return Some(LiteralProblem::Surrogate(at));
                }
                if let Some(at) = formatted.then(|| expression_backslash(&bytes[body..end])).flatten() {
                    return Some(LiteralProblem::FStringBackslash(body + at));
                }
                i = end;
            }
            c if c.is_ascii_digit() && (i == 0 || !is_word_byte(bytes[i - 1])) => {
                let end = number_end(bytes, i);
                if let Some(digits) = long_decimal_int(&text[i..end]) {
                    return Some(LiteralProblem::LongInt(i, digits));
                }
                i = end;
            }
            _ => i += 1,
        }
    }
    None
}

/// Whether the text holds what a problem needs: a `\u` or `\U` escape, or a run of more than
/// 4300 digits and underscores (a decimal int literal is nothing else). Most texts hold
/// neither, and this check is a few instructions a byte where the scan above is many: every
/// file a `clauz3 prove` loads goes through here.
fn may_have_problem(text: &str) -> bool {
    text.contains("\\u")
        || text.contains("\\U")
        || (text.contains('\\') && text.contains('{'))
        || (text.len() > 4300
            && text.as_bytes().split(|c| !(c.is_ascii_digit() || *c == b'_')).any(|run| run.len() > 4300))
}

fn is_word_byte(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || c >= 0x80
}

/// The end of the number token starting at `start` (an exponent's sign included).
fn number_end(bytes: &[u8], start: usize) -> usize {
    let mut i = start;
    while i < bytes.len() {
        let c = bytes[i];
        let exponent_sign = matches!(c, b'+' | b'-') && matches!(bytes[i - 1], b'e' | b'E');
        if !(c.is_ascii_alphanumeric() || c == b'_' || c == b'.' || exponent_sign) {
            break;
        }
        i += 1;
    }
    i
}

/// The digit count of a decimal int literal over 4300 digits (not a float, not hexadecimal,
/// octal or binary).
fn long_decimal_int(token: &str) -> Option<usize> {
    let lower = token.to_ascii_lowercase();
    if lower.starts_with("0x") || lower.starts_with("0o") || lower.starts_with("0b") {
        return None;
    }
    if lower.bytes().any(|c| matches!(c, b'.' | b'e' | b'j')) {
        return None;
    }
    let digits = token.bytes().filter(u8::is_ascii_digit).count();
    (digits > 4300).then_some(digits)
}

/// The letters right before a quote (a string prefix when there is one).
fn prefix_before(bytes: &[u8], quote: usize) -> &[u8] {
    let start = bytes[..quote].iter().rposition(|c| !c.is_ascii_alphabetic()).map_or(0, |p| p + 1);
    &bytes[start..quote]
}

/// Scans a literal's body from `start` to its closing quote: the first surrogate escape in it
/// (as if it read escapes) and the offset past the closing quote.
fn literal_body(text: &str, start: usize, quote: u8, triple: bool) -> (Option<usize>, usize) {
    let bytes = text.as_bytes();
    let mut found = None;
    let mut i = start;
    while i < bytes.len() {
        match bytes[i] {
            b'\\' => {
                if found.is_none() {
                    found = surrogate_at(text, i);
                }
                i += 2;
            }
            b'\n' if !triple => return (found, i + 1),
            c if c == quote && (!triple || bytes[i..].starts_with(&[quote; 3])) => {
                return (found, i + if triple { 3 } else { 1 });
            }
            _ => i += 1,
        }
    }
    (found, bytes.len())
}

/// One replacement field of an f-string being scanned: brackets open in its expression, and
/// whether the scan has reached its format spec.
struct Field {
    brackets: u32,
    in_spec: bool,
}

/// The offset of the first backslash in an expression part of the f-string body `body`
/// (literal text and format specs may hold them; nested fields of a spec are expressions).
fn expression_backslash(body: &[u8]) -> Option<usize> {
    let mut fields: Vec<Field> = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let c = body[i];
        match fields.last_mut() {
            Some(field) if !field.in_spec => match c {
                b'\\' => return Some(i),
                b'\'' | b'"' => {
                    // A string inside the expression: its colons and braces are its own.
                    let close = body[i + 1..].iter().position(|&b| b == c || b == b'\\')?;
                    if body[i + 1 + close] == b'\\' {
                        return Some(i + 1 + close);
                    }
                    i += close + 1;
                }
                b'(' | b'[' | b'{' => field.brackets += 1,
                b')' | b']' => field.brackets = field.brackets.saturating_sub(1),
                b'}' if field.brackets > 0 => field.brackets -= 1,
                b'}' => {
                    fields.pop();
                }
                b':' if field.brackets == 0 => field.in_spec = true,
                _ => {}
            },
            _ => match c {
                b'\\' => i += 1,
                b'{' | b'}' if fields.is_empty() && body.get(i + 1) == Some(&c) => i += 1,
                b'{' => fields.push(Field { brackets: 0, in_spec: false }),
                b'}' => {
                    fields.pop();
                }
                _ => {}
            },
        }
        i += 1;
    }
    None
}

/// `Some(at)` when the escape at `at` (a backslash) is `\u` or `\U` of a surrogate.
fn surrogate_at(text: &str, at: usize) -> Option<usize> {
    let rest = text.get(at + 1..)?;
    let digits = match rest.as_bytes().first()? {
        b'u' => rest.get(1..5)?,
        b'U' => rest.get(1..9)?,
        _ => return None,
    };
    let code = u32::from_str_radix(digits, 16).ok()?;
    (0xD800..=0xDFFF).contains(&code).then_some(at)
}

#[cfg(test)]
mod tests {
    use super::{first_problem, LiteralProblem};

    fn first_escape(text: &str) -> Option<usize> {
        match first_problem(text)? {
            LiteralProblem::Surrogate(at) => Some(at),
            LiteralProblem::LongInt(..) | LiteralProblem::FStringBackslash(_) => None,
        }
    }

    #[test]
    fn surrogate_escapes_are_found_where_python_reads_them() {
        assert_eq!(first_escape(r#"x = "a\ud800""#), Some(6));
        assert_eq!(first_escape(r#"x = 'ok'; y = f"{x}\UdFfF0000 \U0000DFFF""#), Some(30));
        assert_eq!(first_escape("x = '''\n\\udc00'''"), Some(8));
        for fine in [
            r#"x = r"\ud800""#,
            r#"x = b"\ud800""#,
            r#"x = "\\ud800""#,
            r#"x = "\ue000\ud7ff""#,
            "# \"\\ud800\"\nx = 1",
            r#"x = "it's" + '\\' + "\u00e9""#,
        ] {
            assert_eq!(first_escape(fine), None, "{fine}");
        }
    }

    #[test]
    fn decimal_ints_over_4300_digits_are_found_hex_and_floats_are_not() {
        let long = "1".repeat(4301);
        assert_eq!(first_problem(&format!("x = {long}")), Some(LiteralProblem::LongInt(4, 4301)));
        assert_eq!(first_problem(&format!("x = 1_{long}")), Some(LiteralProblem::LongInt(4, 4302)));
        for fine in [
            format!("x = {}", "1".repeat(4300)),
            format!("x = 0x{long}"),
            format!("x = {long}.0"),
            format!("x = {long}e-5"),
            format!("x = '{long}'"),
            format!("# {long}"),
            format!("x{long} = 1"),
        ] {
            assert_eq!(first_problem(&fine), None, "{}", &fine[..20]);
        }
    }

    #[test]
    fn backslashes_in_f_string_expressions_are_found_where_cpython_refuses_them() {
        let at = |text: &str| match first_problem(text) {
            Some(LiteralProblem::FStringBackslash(at)) => Some(at),
            _ => None,
        };
        assert_eq!(at(r#"x = f"{'\n'.join(xs)}""#), Some(8));
        assert_eq!(at(r#"x = f"{x:{'\t'}}""#), Some(11));
        assert_eq!(at(r#"x = rf'{a \ b}'"#), Some(10));
        assert_eq!(at("x = f'''\n{\n  a\\\n}'''"), Some(14));
        for fine in [
            r#"x = f"\n{x}\t""#,
            r#"x = f"{x:\n}""#,
            r#"x = f"{x!r:>{w}}\n""#,
            r#"x = f"{{\n}}""#,
            r#"x = f"{d['a:b']}\n{e}""#,
            r#"x = "{\n}""#,
            r#"x = f"{x:%H\n}" + "\n{""#,
        ] {
            assert_eq!(at(fine), None, "{fine}");
        }
    }
}
