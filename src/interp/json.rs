//! The native half of the modelled `json` (`layer/embedded/pure/json.py` calls it through the
//! `<json>` builtin): decoding, as CPython's C scanner decodes, with its `JSONDecodeError`
//! messages and positions, and quoting strings as its encoders quote them.

use super::value::{DictMap, Key};
use super::Value;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;

/// `_json(op, ...)`: `loads` (text), `quote` (text, ensure_ascii), `refuse` (reason), `plain`
/// (a value, see [`plain`]), `dumps` (a value and the encoder's options: its text, or `None`
/// where the Python half writes it, `interp/json_dump.rs`).
pub fn call(args: &[Value], at: Span) -> Result<Value, Fault> {
    match args {
        [Value::Str(op), Value::Str(s)] if op.as_str() == "loads" => loads(s.as_str(), at),
        [Value::Str(op), other] if op.as_str() == "loads" => Err(Fault::type_error(
            format!("the JSON object must be str, bytes or bytearray, not {}", other.type_name()),
            at,
        )),
        [Value::Str(op), Value::Str(s), ascii] if op.as_str() == "quote" => {
            Ok(Value::str(quote(s.as_str(), ascii.truthy())))
        }
        [Value::Str(op), Value::Str(why)] if op.as_str() == "refuse" => Err(Fault::unsupported(why.as_str(), at)),
        [Value::Str(op), v] if op.as_str() == "plain" => Ok(plain(v)),
        [Value::Str(op), v, indent, item, key, sort_keys, ensure_ascii, allow_nan] if op.as_str() == "dumps" => {
            let text = |v: &Value| if let Value::Str(s) = v { Some(s.clone()) } else { None };
            let (Some(item), Some(key)) = (text(item), text(key)) else { return Ok(Value::None) };
            let indent = match indent {
                Value::None => None,
                Value::Str(s) => Some(s.clone()),
                _ => return Ok(Value::None),
            };
            let layout = super::json_dump::Layout {
                indent: indent.as_ref().map(|s| s.as_str()),
                item_separator: item.as_str(),
                key_separator: key.as_str(),
                sort_keys: sort_keys.truthy(),
                ensure_ascii: ensure_ascii.truthy(),
                allow_nan: allow_nan.truthy(),
            };
            Ok(super::json_dump::dumps(v, &layout).map_or(Value::None, Value::str))
        }
        _ => Err(Fault::internal("`<json>` called with arguments it does not take", at)),
    }
}

/// `v` as the encoder reads it: an enumeration member mixing in `int` or `str` as its value.
pub fn plain(v: &Value) -> Value {
    match v {
        Value::Object(o) => o.builtin_base_value().unwrap_or_else(|| v.clone()),
        other => other.clone(),
    }
}

/// A JSON string literal for `s`, as CPython's encoders write it.
pub fn quote(s: &str, ensure_ascii: bool) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    crate::pytext::json_string(&mut out, s, ensure_ascii);
    out
}

/// Why decoding stopped: CPython's message and position, or a fault of its own.
enum Stop {
    At(&'static str, usize),
    Fault(Fault),
}

type Parsed<T> = Result<T, Stop>;

/// Nesting CPython's recursion limit allows the C scanner, about.
const MAX_DEPTH: usize = 990;

fn loads(text: &str, at: Span) -> Result<Value, Fault> {
    let s: Vec<char> = text.chars().collect();
    let mut d = Decoder { s: &s, depth: 0, at };
    let result = if s.first() == Some(&'\u{feff}') {
        Err(Stop::At("Unexpected UTF-8 BOM (decode using utf-8-sig)", 0))
    } else {
        d.document()
    };
    result.map_err(|stop| match stop {
        Stop::Fault(f) => f,
        Stop::At(msg, pos) => {
            let lineno = s[..pos].iter().filter(|c| **c == '\n').count() + 1;
            let colno = pos - s[..pos].iter().rposition(|c| *c == '\n').map_or(0, |i| i + 1) + 1;
            Fault::exc(PyExc::JSONDecodeError, format!("{msg}: line {lineno} column {colno} (char {pos})"), at)
        }
    })
}

struct Decoder<'a> {
    s: &'a [char],
    depth: usize,
    at: Span,
}

impl Decoder<'_> {
    fn ws(&self, mut i: usize) -> usize {
        while self.s.get(i).is_some_and(|c| matches!(c, ' ' | '\t' | '\n' | '\r')) {
            i += 1;
        }
        i
    }

    fn starts(&self, i: usize, word: &str) -> bool {
        word.chars().enumerate().all(|(k, c)| self.s.get(i + k) == Some(&c))
    }

    fn document(&mut self) -> Parsed<Value> {
        let start = self.ws(0);
        let (v, end) = self.value(start)?;
        let end = self.ws(end);
        if end != self.s.len() {
            return Err(Stop::At("Extra data", end));
        }
        Ok(v)
    }

    /// One value at `i` and where it ends; "Expecting value" where none starts.
    fn value(&mut self, i: usize) -> Parsed<(Value, usize)> {
        let Some(&c) = self.s.get(i) else { return Err(Stop::At("Expecting value", i)) };
        match c {
            '"' => self.string(i + 1).map(|(s, end)| (Value::str(s), end)),
            '{' => self.nested(i + 1, Self::object),
            '[' => self.nested(i + 1, Self::array),
            'n' if self.starts(i, "null") => Ok((Value::None, i + 4)),
            't' if self.starts(i, "true") => Ok((Value::Bool(true), i + 4)),
            'f' if self.starts(i, "false") => Ok((Value::Bool(false), i + 5)),
            'N' if self.starts(i, "NaN") => Ok((Value::float(f64::NAN), i + 3)),
            'I' if self.starts(i, "Infinity") => Ok((Value::Float(f64::INFINITY), i + 8)),
            '-' if self.starts(i, "-Infinity") => Ok((Value::Float(f64::NEG_INFINITY), i + 9)),
            _ => self.number(i),
        }
    }

    fn nested(&mut self, i: usize, read: fn(&mut Self, usize) -> Parsed<(Value, usize)>) -> Parsed<(Value, usize)> {
        if self.depth >= MAX_DEPTH {
            let what = if self.s[i - 1] == '{' { "object" } else { "array" };
            let msg = format!("maximum recursion depth exceeded while decoding a JSON {what} from a unicode string");
            return Err(Stop::Fault(Fault::exc(PyExc::RecursionError, msg, self.at)));
        }
        self.depth += 1;
        let result = read(self, i);
        self.depth -= 1;
        result
    }

    fn digits(&self, mut i: usize) -> usize {
        while self.s.get(i).is_some_and(char::is_ascii_digit) {
            i += 1;
        }
        i
    }

    fn number(&self, start: usize) -> Parsed<(Value, usize)> {
        let mut i = start;
        if self.s.get(i) == Some(&'-') {
            i += 1;
        }
        match self.s.get(i) {
            Some('1'..='9') => i = self.digits(i + 1),
            Some('0') => i += 1,
            _ => return Err(Stop::At("Expecting value", start)),
        }
        let mut is_float = false;
        if self.s.get(i) == Some(&'.') && self.s.get(i + 1).is_some_and(char::is_ascii_digit) {
            is_float = true;
            i = self.digits(i + 2);
        }
        if matches!(self.s.get(i), Some('e' | 'E')) {
            let mut j = i + 1;
            if matches!(self.s.get(j), Some('+' | '-')) {
                j += 1;
            }
            let end = self.digits(j);
            if end > j {
                is_float = true;
                i = end;
            }
        }
        let text: String = self.s[start..i].iter().collect();
        if is_float {
            let f: f64 = text.parse().unwrap_or(f64::NAN);
            return Ok((Value::Float(f), i));
        }
        let digits = text.trim_start_matches('-').len();
        if digits > 4300 {
            let msg = format!("Exceeds the limit (4300 digits) for integer string conversion: value has {digits} digits; use sys.set_int_max_str_digits() to increase the limit");
            return Err(Stop::Fault(Fault::value_error(msg, self.at)));
        }
        let n: num_bigint::BigInt = text.parse().unwrap_or_default();
        Ok((Value::from_big(n), i))
    }

    fn hex4(&self, i: usize) -> Option<u32> {
        let text: String = self.s.get(i..i + 4)?.iter().collect();
        text.chars().all(|c| c.is_ascii_hexdigit()).then(|| u32::from_str_radix(&text, 16).ok()).flatten()
    }

    /// A string whose opening quote is just before `i`.
    fn string(&self, mut i: usize) -> Parsed<(String, usize)> {
        let begin = i - 1;
        let len = self.s.len();
        let mut out = String::new();
        loop {
            let Some(&c) = self.s.get(i) else { return Err(Stop::At("Unterminated string starting at", begin)) };
            match c {
                '"' => return Ok((out, i + 1)),
                '\\' => {}
                c if c < ' ' => return Err(Stop::At("Invalid control character at", i)),
                c => {
                    out.push(c);
                    i += 1;
                    continue;
                }
            }
            let next = i + 1;
            let Some(&e) = self.s.get(next) else { return Err(Stop::At("Unterminated string starting at", begin)) };
            if e != 'u' {
                out.push(match e {
                    '"' => '"',
                    '\\' => '\\',
                    '/' => '/',
                    'b' => '\x08',
                    'f' => '\x0c',
                    'n' => '\n',
                    'r' => '\r',
                    't' => '\t',
                    _ => return Err(Stop::At("Invalid \\escape", i)),
                });
                i = next + 1;
                continue;
            }
            if next + 5 >= len {
                return Err(Stop::At("Invalid \\uXXXX escape", next));
            }
            let Some(mut code) = self.hex4(next + 1) else { return Err(Stop::At("Invalid \\uXXXX escape", next)) };
            i = next + 5;
            if (0xd800..=0xdbff).contains(&code)
                && i + 6 < len
                && self.s.get(i) == Some(&'\\')
                && self.s.get(i + 1) == Some(&'u')
            {
                let Some(low) = self.hex4(i + 2) else { return Err(Stop::At("Invalid \\uXXXX escape", i + 1)) };
                if (0xdc00..=0xdfff).contains(&low) {
                    code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                    i += 6;
                }
            }
            match char::from_u32(code) {
                Some(c) => out.push(c),
                None => {
                    return Err(Stop::Fault(Fault::unsupported(
                        "a lone surrogate (`\\ud800`-`\\udfff` without its pair) cannot be held in a clauz3 string",
                        self.at,
                    )))
                }
            }
        }
    }

    fn object(&mut self, i: usize) -> Parsed<(Value, usize)> {
        let mut map = DictMap::default();
        let mut i = self.ws(i);
        if self.s.get(i) == Some(&'}') {
            return Ok((Value::dict(map), i + 1));
        }
        loop {
            if self.s.get(i) != Some(&'"') {
                return Err(Stop::At("Expecting property name enclosed in double quotes", i));
            }
            let (key, after) = self.string(i + 1)?;
            i = self.ws(after);
            if self.s.get(i) != Some(&':') {
                return Err(Stop::At("Expecting ':' delimiter", i));
            }
            i = self.ws(i + 1);
            let (v, after) = self.value(i)?;
            let key = Key::new(Value::str(key), self.at).map_err(Stop::Fault)?;
            map.insert(key, v);
            i = self.ws(after);
            match self.s.get(i) {
                Some('}') => return Ok((Value::dict(map), i + 1)),
                Some(',') => i = self.ws(i + 1),
                _ => return Err(Stop::At("Expecting ',' delimiter", i)),
            }
        }
    }

    fn array(&mut self, i: usize) -> Parsed<(Value, usize)> {
        let mut items = Vec::new();
        let mut i = self.ws(i);
        if self.s.get(i) == Some(&']') {
            return Ok((Value::list(items), i + 1));
        }
        loop {
            let (v, after) = self.value(i)?;
            items.push(v);
            i = self.ws(after);
            match self.s.get(i) {
                Some(']') => return Ok((Value::list(items), i + 1)),
                Some(',') => i = self.ws(i + 1),
                _ => return Err(Stop::At("Expecting ',' delimiter", i)),
            }
        }
    }
}

/// `e.msg`, `e.lineno`, `e.colno`, `e.pos` of a `JSONDecodeError`, read back from its
/// message (`Expecting value: line 1 column 1 (char 0)`); `e.doc` is not kept.
pub fn error_attribute(args: &[Value], name: &str, at: Span) -> Result<Value, Fault> {
    let message = match args.first() {
        Some(Value::Str(s)) => s.as_str().to_owned(),
        _ => String::new(),
    };
    let parts = message.rsplit_once(": line ").and_then(|(msg, rest)| {
        let (line, rest) = rest.split_once(" column ")?;
        let (col, rest) = rest.split_once(" (char ")?;
        let pos = rest.strip_suffix(')')?;
        Some((msg.to_owned(), line.parse::<i64>().ok()?, col.parse::<i64>().ok()?, pos.parse::<i64>().ok()?))
    });
    let Some((msg, line, col, pos)) = parts else {
        return Err(Fault::unsupported(format!("`JSONDecodeError.{name}` of this error is not known"), at));
    };
    match name {
        "msg" => Ok(Value::str(msg)),
        "lineno" => Ok(Value::Int(line)),
        "colno" => Ok(Value::Int(col)),
        "pos" => Ok(Value::Int(pos)),
        _ => Err(Fault::unsupported("`JSONDecodeError.doc` is not modelled (the decoded text is not kept)", at)),
    }
}
