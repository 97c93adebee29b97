//! The `unicode_escape` and `raw_unicode_escape` codecs: text as the backslash escapes of a
//! Python literal (every escape, or only `\u`/`\U`), read and written as CPython's C codecs
//! do, with their error positions and reasons.

use super::{escape, unicode_error, Handler};
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;

/// Which of the two escape codecs.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Escapes {
    /// `unicode_escape`: every escape of a bytes literal, plus `\u`, `\U` and `\N{...}`.
    All,
    /// `raw_unicode_escape`: only `\u` and `\U`, after an odd number of backslashes.
    Raw,
}

impl Escapes {
    /// The name in a `UnicodeDecodeError`'s text (CPython's C name, without underscores).
    fn error_name(self) -> &'static str {
        match self {
            Escapes::All => "unicodeescape",
            Escapes::Raw => "rawunicodeescape",
        }
    }

    /// The name in the wrapping message of a failed error handler (the registered name).
    fn codec_name(self) -> &'static str {
        match self {
            Escapes::All => "unicode_escape",
            Escapes::Raw => "raw_unicode_escape",
        }
    }
}

/// `s.encode("unicode_escape")` / `("raw_unicode_escape")`: never fails, so the error
/// handler is never looked up.
pub(super) fn encode(s: &str, codec: Escapes) -> Vec<u8> {
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        let code = u32::from(c);
        match (codec, c) {
            (Escapes::All, '\\') => out.extend(b"\\\\"),
            (Escapes::All, '\t') => out.extend(b"\\t"),
            (Escapes::All, '\n') => out.extend(b"\\n"),
            (Escapes::All, '\r') => out.extend(b"\\r"),
            (Escapes::All, _) if (0x20..0x7f).contains(&code) => out.push(code as u8),
            (Escapes::All, _) => out.extend(escape(code).bytes()),
            (Escapes::Raw, _) if code < 0x100 => out.push(code as u8),
            (Escapes::Raw, _) => out.extend(escape(code).bytes()),
        }
    }
    out
}

/// The error handler of a decode, looked up at the first error; a name CPython refuses is
/// refused with its message wrapped as the codec registry wraps it.
fn decode_handler(name: &str, codec: Escapes, at: Span) -> Result<Handler, Fault> {
    let wrapped = |class: PyExc, inner: &str, message: String| {
        let codec = codec.codec_name();
        Fault::exc(class, format!("decoding with '{codec}' codec failed ({inner}: {message})"), at)
    };
    Ok(match name {
        "strict" => Handler::Strict,
        "ignore" => Handler::Ignore,
        "replace" => Handler::Replace,
        "backslashreplace" => Handler::Backslash,
        "xmlcharrefreplace" => {
            let message = "don't know how to handle UnicodeDecodeError in error callback".to_owned();
            return Err(wrapped(PyExc::TypeError, "TypeError", message));
        }
        // These would make lone surrogates, which clauz3's strings cannot hold.
        "namereplace" | "surrogateescape" | "surrogatepass" => {
            return Err(Fault::unsupported(format!("the error handler '{name}'"), at))
        }
        _ => {
            let message = format!("unknown error handler name '{name}'");
            return Err(wrapped(PyExc::LookupError, "LookupError", message));
        }
    })
}

/// What went wrong at one escape: the bytes `start..end` and the reason.
struct Bad {
    start: usize,
    end: usize,
    reason: &'static str,
}

/// `b.decode("unicode_escape")` / `("raw_unicode_escape")`: bytes are Latin-1 characters
/// except for escapes.
pub(super) fn decode(b: &[u8], codec: Escapes, errors: &str, at: Span) -> Result<String, Fault> {
    let mut out = String::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        let step = match codec {
            Escapes::All => escape_at(b, i, &mut out, at)?,
            Escapes::Raw => raw_escape_at(b, i, &mut out, at)?,
        };
        match step {
            Ok(next) => i = next,
            Err(bad) => {
                match decode_handler(errors, codec, at)? {
                    Handler::Strict | Handler::XmlRef => {
                        let object = super::super::bytes::value(b.to_vec());
                        let name = codec.error_name();
                        return Err(unicode_error(
                            PyExc::UnicodeDecodeError,
                            name,
                            object,
                            bad.start,
                            bad.end,
                            bad.reason,
                            at,
                        ));
                    }
                    Handler::Ignore => {}
                    Handler::Replace => out.push('\u{fffd}'),
                    Handler::Backslash => {
                        b[bad.start..bad.end].iter().for_each(|c| out.push_str(&escape(u32::from(*c))))
                    }
                }
                i = bad.end;
            }
        }
    }
    Ok(out)
}

/// Reads the character or escape at `b[i]` into `out` and gives where the next one starts.
fn escape_at(b: &[u8], i: usize, out: &mut String, at: Span) -> Result<Result<usize, Bad>, Fault> {
    if b[i] != b'\\' {
        out.push(char::from(b[i]));
        return Ok(Ok(i + 1));
    }
    let Some(&c) = b.get(i + 1) else {
        return Ok(Err(Bad { start: i, end: b.len(), reason: "\\ at end of string" }));
    };
    let simple = match c {
        b'\n' => Some(None),
        b'\\' | b'\'' | b'"' => Some(Some(char::from(c))),
        b'b' => Some(Some('\u{8}')),
        b'f' => Some(Some('\u{c}')),
        b't' => Some(Some('\t')),
        b'n' => Some(Some('\n')),
        b'r' => Some(Some('\r')),
        b'v' => Some(Some('\u{b}')),
        b'a' => Some(Some('\u{7}')),
        _ => None,
    };
    if let Some(ch) = simple {
        out.extend(ch);
        return Ok(Ok(i + 2));
    }
    match c {
        b'0'..=b'7' => {
            let digits = b[i + 1..].iter().take(3).take_while(|d| (b'0'..=b'7').contains(*d)).count();
            let value = b[i + 1..i + 1 + digits].iter().fold(0u32, |v, d| v * 8 + u32::from(d - b'0'));
            if value > 0o377 {
                // CPython warns (`DeprecationWarning`) and keeps the character.
                let text = String::from_utf8_lossy(&b[i..i + 1 + digits]).into_owned();
                return Err(Fault::unsupported(
                    format!("the invalid octal escape '{text}' read by 'unicode_escape', which CPython warns about"),
                    at,
                ));
            }
            out.extend(char::from_u32(value));
            Ok(Ok(i + 1 + digits))
        }
        b'x' => hex_escape(b, i, 2, "truncated \\xXX escape", "illegal Unicode character", out, at),
        b'u' => hex_escape(b, i, 4, "truncated \\uXXXX escape", "illegal Unicode character", out, at),
        b'U' => hex_escape(b, i, 8, "truncated \\UXXXXXXXX escape", "illegal Unicode character", out, at),
        b'N' => Ok(named_escape(b, i, out)),
        _ => {
            let text = String::from_utf8_lossy(&b[i..i + 2]).into_owned();
            Err(Fault::unsupported(
                format!("the invalid escape '{text}' read by 'unicode_escape', which CPython warns about"),
                at,
            ))
        }
    }
}

/// `\x`, `\u` or `\U` at `b[i]` with `count` hex digits; a bad digit ends the escape before
/// it. A surrogate is refused: CPython makes a lone one, which clauz3's strings cannot hold.
fn hex_escape(
    b: &[u8],
    i: usize,
    count: usize,
    truncated: &'static str,
    range: &'static str,
    out: &mut String,
    at: Span,
) -> Result<Result<usize, Bad>, Fault> {
    let mut value = 0u32;
    for k in 0..count {
        let pos = i + 2 + k;
        let Some(digit) = b.get(pos).and_then(|d| char::from(*d).to_digit(16)) else {
            return Ok(Err(Bad { start: i, end: pos.min(b.len()), reason: truncated }));
        };
        value = value * 16 + digit;
    }
    let end = i + 2 + count;
    if (0xd800..=0xdfff).contains(&value) {
        return Err(Fault::unsupported(format!("the lone surrogate \\u{value:04x} decoded from an escape"), at));
    }
    Ok(match char::from_u32(value) {
        Some(ch) => {
            out.push(ch);
            Ok(end)
        }
        None => Err(Bad { start: i, end, reason: range }),
    })
}

/// `\N{NAME}` at `b[i]`, the name looked up as `unicodedata.lookup` does.
fn named_escape(b: &[u8], i: usize, out: &mut String) -> Result<usize, Bad> {
    let malformed = |end: usize| Bad { start: i, end, reason: "malformed \\N character escape" };
    if b.get(i + 2) != Some(&b'{') {
        return Err(malformed((i + 2).min(b.len())));
    }
    let open = i + 3;
    let Some(len) = b[open..].iter().position(|&c| c == b'}') else {
        return Err(malformed(b.len()));
    };
    if len == 0 {
        return Err(malformed(open));
    }
    let close = open + len;
    let name = String::from_utf8_lossy(&b[open..close]);
    match super::super::unicodedata::lookup(&name) {
        Some(ch) => {
            out.push(ch);
            Ok(close + 1)
        }
        None => Err(Bad { start: i, end: close + 1, reason: "unknown Unicode character name" }),
    }
}

/// `raw_unicode_escape`'s reading at `b[i]`: a run of backslashes is kept as it is, and an
/// odd run followed by `u`/`U` makes its last backslash start an escape.
fn raw_escape_at(b: &[u8], i: usize, out: &mut String, at: Span) -> Result<Result<usize, Bad>, Fault> {
    if b[i] != b'\\' {
        out.push(char::from(b[i]));
        return Ok(Ok(i + 1));
    }
    let run = b[i..].iter().take_while(|&&c| c == b'\\').count();
    let after = i + run;
    let escapes = run % 2 == 1 && matches!(b.get(after), Some(b'u' | b'U'));
    let kept = if escapes { run - 1 } else { run };
    out.extend(std::iter::repeat_n('\\', kept));
    if !escapes {
        return Ok(Ok(after));
    }
    let (count, truncated) =
        if b[after] == b'u' { (4, "truncated \\uXXXX escape") } else { (8, "truncated \\UXXXXXXXX escape") };
    hex_escape(b, after - 1, count, truncated, "\\Uxxxxxxxx out of range", out, at)
}
