//! `str.encode` and `bytes.decode` for the codecs agents use (UTF-8, ASCII, Latin-1, and the
//! backslash escapes of `unicode_escape`/`raw_unicode_escape`, `codecs/escape.rs`), with
//! CPython's error handlers and the messages of its `UnicodeEncodeError`/`UnicodeDecodeError`.

mod escape;

use escape::Escapes;

use super::value::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;
use std::fmt::Write;

/// A codec the subset knows, by the name CPython's messages give it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Codec {
    Utf8,
    /// UTF-8 with a byte-order mark: written first when encoding, skipped when decoding.
    Utf8Sig,
    Ascii,
    Latin1,
    /// `unicode_escape` or `raw_unicode_escape`.
    Escaped(Escapes),
}

impl Codec {
    /// CPython normalizes a name (case, `-`/`_`/spaces) before looking it up.
    fn lookup(name: &str, at: Span) -> Result<Codec, Fault> {
        let norm: String =
            name.trim().chars().map(|c| if c == '-' || c == ' ' { '_' } else { c.to_ascii_lowercase() }).collect();
        Ok(match norm.as_str() {
            "utf_8" | "utf8" | "u8" | "utf" | "cp65001" => Codec::Utf8,
            "utf_8_sig" => Codec::Utf8Sig,
            "ascii" | "us_ascii" | "646" => Codec::Ascii,
            "latin_1" | "latin1" | "latin" | "l1" | "iso_8859_1" | "iso8859_1" | "8859" | "cp819" => Codec::Latin1,
            "unicode_escape" => Codec::Escaped(Escapes::All),
            "raw_unicode_escape" => Codec::Escaped(Escapes::Raw),
            _ => return Err(unknown_codec(name, at)),
        })
    }

    fn name(self) -> &'static str {
        match self {
            Codec::Utf8 => "utf-8",
            Codec::Utf8Sig => "utf-8-sig",
            Codec::Ascii => "ascii",
            Codec::Latin1 => "latin-1",
            Codec::Escaped(Escapes::All) => "unicode_escape",
            Codec::Escaped(Escapes::Raw) => "raw_unicode_escape",
        }
    }

    /// The first code point this codec cannot encode.
    fn limit(self) -> u32 {
        match self {
            Codec::Utf8 | Codec::Utf8Sig | Codec::Escaped(_) => u32::MAX,
            Codec::Ascii => 0x80,
            Codec::Latin1 => 0x100,
        }
    }
}

/// The fault of a codec name the subset lacks: CPython's `LookupError` only where CPython has
/// no codec of that name either (a caught `LookupError` would otherwise be proved on a path
/// CPython never takes, `"a".encode("utf-16")`); CPython reduces a name to its ASCII letters
/// and digits (with `_` between runs) before it looks, so comparing the letters and digits
/// alone may refuse more names than CPython has, never fewer.
fn unknown_codec(name: &str, at: Span) -> Fault {
    let reduced: String = name.chars().filter(char::is_ascii_alphanumeric).map(|c| c.to_ascii_lowercase()).collect();
    if super::codec_names::CPYTHON_CODECS.binary_search(&reduced.as_str()).is_ok() {
        return Fault::unsupported(format!("the codec {name:?}, which CPython has and clauz3 does not model"), at);
    }
    Fault::exc(PyExc::LookupError, format!("unknown encoding: {name}"), at)
}

/// An error handler, looked up only when an error happens (as CPython does).
#[derive(Clone, Copy, PartialEq, Eq)]
enum Handler {
    Strict,
    Ignore,
    Replace,
    Backslash,
    XmlRef,
}

fn handler(name: &str, encoding: bool, at: Span) -> Result<Handler, Fault> {
    Ok(match name {
        "strict" => Handler::Strict,
        "ignore" => Handler::Ignore,
        "replace" => Handler::Replace,
        "backslashreplace" => Handler::Backslash,
        "xmlcharrefreplace" if encoding => Handler::XmlRef,
        "xmlcharrefreplace" => {
            return Err(Fault::type_error("don't know how to handle UnicodeDecodeError in error callback", at))
        }
        // CPython's other handlers: refused, not a `LookupError` CPython would not raise
        // (`surrogateescape` would make lone surrogates, which clauz3's strings cannot hold).
        "namereplace" | "surrogateescape" | "surrogatepass" => {
            return Err(Fault::unsupported(format!("the error handler '{name}'"), at))
        }
        _ => return Err(Fault::exc(PyExc::LookupError, format!("unknown error handler name '{name}'"), at)),
    })
}

/// `s.encode(encoding, errors)`.
pub fn encode(s: &str, encoding: &str, errors: &str, at: Span) -> Result<Vec<u8>, Fault> {
    let codec = Codec::lookup(encoding, at)?;
    match codec {
        Codec::Utf8 => return Ok(s.as_bytes().to_vec()),
        Codec::Utf8Sig => return Ok([&b"\xef\xbb\xbf"[..], s.as_bytes()].concat()),
        Codec::Escaped(escapes) => return Ok(escape::encode(s, escapes)),
        Codec::Ascii | Codec::Latin1 => {}
    }
    let chars: Vec<char> = s.chars().collect();
    let mut out = Vec::with_capacity(chars.len());
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if (c as u32) < codec.limit() {
            out.push(c as u32 as u8);
            i += 1;
            continue;
        }
        let end = i + chars[i..].iter().take_while(|c| (**c as u32) >= codec.limit()).count();
        match handler(errors, true, at)? {
            Handler::Strict => return Err(encode_error(codec, &chars, i, end, at)),
            Handler::Ignore => {}
            Handler::Replace => out.extend(std::iter::repeat_n(b'?', end - i)),
            Handler::Backslash => chars[i..end].iter().for_each(|c| out.extend(escape(*c as u32).bytes())),
            Handler::XmlRef => chars[i..end].iter().for_each(|c| out.extend(format!("&#{};", *c as u32).bytes())),
        }
        i = end;
    }
    Ok(out)
}

/// `\xe9`, `\u20ac`, `\U0001f642`: how `backslashreplace` and `repr` spell a code point.
fn escape(c: u32) -> String {
    match c {
        0..=0xff => format!("\\x{c:02x}"),
        0x100..=0xffff => format!("\\u{c:04x}"),
        _ => format!("\\U{c:08x}"),
    }
}

fn encode_error(codec: Codec, chars: &[char], start: usize, end: usize, at: Span) -> Fault {
    let object = Value::str(chars.iter().collect::<String>());
    let reason = format!("ordinal not in range({})", codec.limit());
    unicode_error(PyExc::UnicodeEncodeError, codec.name(), object, start, end, &reason, at)
}

/// A codec's error as CPython raises it: the exception's arguments are `(encoding, object,
/// start, end, reason)`, which its attributes read, and its text is made from them
/// ([`error_text`]).
fn unicode_error(
    class: PyExc,
    encoding: &str,
    object: Value,
    start: usize,
    end: usize,
    reason: &str,
    at: Span,
) -> Fault {
    let args = vec![Value::str(encoding), object, Value::Int(start as i64), Value::Int(end as i64), Value::str(reason)];
    let message = error_text(class, &args).unwrap_or_default();
    let object = super::exceptions::built(&crate::ir::ExcClass::Builtin(class), args);
    Fault::exc(class, message, at).with_value(std::rc::Rc::new(object))
}

/// CPython's `str()` of a `UnicodeEncodeError`/`UnicodeDecodeError` made from its five
/// arguments: the one character (or byte) at fault, or the range of them, then the reason.
/// None for other arguments, which `str()` shows as any exception's.
pub fn error_text(class: PyExc, args: &[Value]) -> Option<String> {
    let [Value::Str(encoding), object, Value::Int(start), Value::Int(end), Value::Str(reason)] = args else {
        return None;
    };
    let (start, end) = (usize::try_from(*start).ok()?, usize::try_from(*end).ok()?);
    let (encoding, reason) = (encoding.as_str(), reason.as_str());
    let mut text = format!("'{encoding}' codec can't ");
    match (class, object) {
        (PyExc::UnicodeEncodeError, Value::Str(s)) => {
            let c = s.as_str().chars().nth(start)?;
            if end == start + 1 {
                let _ = write!(text, "encode character '{}' in position {start}: {reason}", escape(c as u32));
            } else {
                let _ = write!(text, "encode characters in position {start}-{}: {reason}", end.checked_sub(1)?);
            }
        }
        (PyExc::UnicodeDecodeError, Value::Bytes(b)) => {
            let byte = b.get(start)?;
            if end == start + 1 {
                let _ = write!(text, "decode byte 0x{byte:02x} in position {start}: {reason}");
            } else {
                let _ = write!(text, "decode bytes in position {start}-{}: {reason}", end.checked_sub(1)?);
            }
        }
        _ => return None,
    }
    Some(text)
}

/// `e.encoding`, `e.object`, `e.start`, `e.end` and `e.reason` of a codec's error, from its
/// arguments.
pub fn error_attribute(args: &[Value], name: &str, at: Span) -> Result<Value, Fault> {
    let index = ["encoding", "object", "start", "end", "reason"].iter().position(|n| *n == name);
    match (index, args.len()) {
        (Some(i), 5) => Ok(args[i].clone()),
        _ => Err(Fault::exc(PyExc::AttributeError, format!("'{name}' of this error is not known"), at)),
    }
}

/// `b.decode(encoding, errors)`.
pub fn decode(b: &[u8], encoding: &str, errors: &str, at: Span) -> Result<String, Fault> {
    let codec = Codec::lookup(encoding, at)?;
    match codec {
        Codec::Latin1 => Ok(b.iter().map(|&c| char::from(c)).collect()),
        Codec::Ascii => {
            let mut out = String::with_capacity(b.len());
            for (i, &c) in b.iter().enumerate() {
                if c < 0x80 {
                    out.push(char::from(c));
                    continue;
                }
                match handler(errors, false, at)? {
                    Handler::Strict | Handler::XmlRef => {
                        let object = super::bytes::value(b.to_vec());
                        let reason = "ordinal not in range(128)";
                        return Err(unicode_error(PyExc::UnicodeDecodeError, "ascii", object, i, i + 1, reason, at));
                    }
                    Handler::Ignore => {}
                    Handler::Replace => out.push('\u{fffd}'),
                    Handler::Backslash => out.push_str(&escape(u32::from(c))),
                }
            }
            Ok(out)
        }
        Codec::Utf8 => decode_utf8(b, errors, at),
        Codec::Utf8Sig => decode_utf8(b.strip_prefix(b"\xef\xbb\xbf").unwrap_or(b), errors, at),
        Codec::Escaped(escapes) => escape::decode(b, escapes, errors, at),
    }
}

/// UTF-8 decoding; an invalid sequence is the maximal subpart Unicode recommends, which is
/// what both Rust's `Utf8Error` and CPython report.
fn decode_utf8(b: &[u8], errors: &str, at: Span) -> Result<String, Fault> {
    let mut out = String::with_capacity(b.len());
    let mut rest = b;
    let mut offset = 0;
    loop {
        match std::str::from_utf8(rest) {
            Ok(text) => {
                out.push_str(text);
                return Ok(out);
            }
            Err(e) => {
                let good = e.valid_up_to();
                out.push_str(std::str::from_utf8(&rest[..good]).unwrap_or_default());
                let bad = e.error_len().unwrap_or(rest.len() - good);
                let start = offset + good;
                match handler(errors, false, at)? {
                    Handler::Strict | Handler::XmlRef => return Err(utf8_error(b, start, bad, e.error_len(), at)),
                    Handler::Ignore => {}
                    Handler::Replace => out.push('\u{fffd}'),
                    Handler::Backslash => {
                        rest[good..good + bad].iter().for_each(|c| out.push_str(&escape(u32::from(*c))))
                    }
                }
                rest = &rest[good + bad..];
                offset = start + bad;
            }
        }
    }
}

fn utf8_error(b: &[u8], start: usize, len: usize, error_len: Option<usize>, at: Span) -> Fault {
    let first = b[start];
    let reason = match error_len {
        None => "unexpected end of data",
        Some(_) if (0x80..=0xc1).contains(&first) || first >= 0xf5 => "invalid start byte",
        Some(_) => "invalid continuation byte",
    };
    let object = super::bytes::value(b.to_vec());
    unicode_error(PyExc::UnicodeDecodeError, "utf-8", object, start, start + len, reason, at)
}
