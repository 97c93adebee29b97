//! A `str.format` template read once into literal text and replacement fields. CPython parses
//! while it renders, so a syntax error after a field is raised only once that field has been
//! looked up: the error is kept as a piece in its place, raised when rendering reaches it.
//! A field's name is split into its argument and its `.attr`/`[key]` accessors the same lazy
//! way (`Accessors`), as `{x.}` raises `KeyError` before the empty attribute is seen.

/// One part of a template, in order.
pub(super) enum Piece {
    Text(String),
    Field(Field),
    /// A syntax error (a `ValueError`), raised when rendering reaches it.
    Error(&'static str),
}

/// A replacement field `name[!conversion][:spec]`.
pub(super) struct Field {
    /// The argument and accessors, as written (`0`, `row[name]`, `item.price`).
    pub name: String,
    /// The letter after `!`, checked when the field is rendered (after its lookup, as CPython).
    pub conversion: Option<char>,
    /// The spec as written; it may hold nested fields (`{:{width}}`), rendered first.
    pub spec: String,
}

/// Which argument a field names.
pub(super) enum ArgRef<'a> {
    /// `{}`: the next one in automatic numbering.
    Auto,
    Index(usize),
    Keyword(&'a str),
}

/// One `.attr` or `[key]` after the argument.
pub(super) enum Access<'a> {
    Attr(&'a str),
    /// `[3]`: only plain digits index (`{0[-1]}` looks up the str `'-1'`).
    Index(i64),
    Key(&'a str),
}

/// Automatic (`{}`) or manual (`{0}`) numbering: a template may not mix them.
#[derive(Default)]
pub(super) struct Numbering {
    auto: Option<usize>,
    manual: bool,
}

impl Numbering {
    /// The position an `ArgRef` selects (`None` for a keyword), or the `ValueError` of mixing.
    pub(super) fn position(&mut self, arg: &ArgRef<'_>) -> Result<Option<usize>, &'static str> {
        match arg {
            ArgRef::Auto if self.manual => {
                Err("cannot switch from manual field specification to automatic field numbering")
            }
            ArgRef::Auto => {
                let n = self.auto.unwrap_or(0);
                self.auto = Some(n + 1);
                Ok(Some(n))
            }
            ArgRef::Index(_) if self.auto.is_some() => {
                Err("cannot switch from automatic field numbering to manual field specification")
            }
            ArgRef::Index(n) => {
                self.manual = true;
                Ok(Some(*n))
            }
            ArgRef::Keyword(_) => Ok(None),
        }
    }
}

/// The pieces of `template`, up to and including its first syntax error.
pub(super) fn parse(template: &str) -> Vec<Piece> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    let mut chars = template.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '{' | '}' if chars.peek().is_some_and(|&(_, n)| n == c) => {
                chars.next();
                text.push(c);
            }
            '}' => {
                flush(&mut text, &mut pieces);
                pieces.push(Piece::Error("Single '}' encountered in format string"));
                return pieces;
            }
            '{' => {
                flush(&mut text, &mut pieces);
                let Some(end) = field_end(template, i + 1) else {
                    pieces.push(Piece::Error(if i + 1 == template.len() {
                        "Single '{' encountered in format string"
                    } else {
                        "expected '}' before end of string"
                    }));
                    return pieces;
                };
                match field(&template[i + 1..end]) {
                    Ok(f) => pieces.push(Piece::Field(f)),
                    Err(message) => {
                        pieces.push(Piece::Error(message));
                        return pieces;
                    }
                }
                while chars.peek().is_some_and(|&(j, _)| j <= end) {
                    chars.next();
                }
            }
            _ => text.push(c),
        }
    }
    flush(&mut text, &mut pieces);
    pieces
}

fn flush(text: &mut String, pieces: &mut Vec<Piece>) {
    if !text.is_empty() {
        pieces.push(Piece::Text(std::mem::take(text)));
    }
}

/// Where the `}` closing a field that starts at `start` is: braces nest in the spec, and a
/// `[key]` in the name may hold any character.
fn field_end(template: &str, start: usize) -> Option<usize> {
    let mut level = 1;
    let mut in_name = true;
    let mut in_bracket = false;
    for (j, d) in template[start..].char_indices() {
        match d {
            '[' if in_name => in_bracket = true,
            ']' if in_name => in_bracket = false,
            _ if in_bracket => {}
            ':' | '!' if in_name => in_name = false,
            '{' => level += 1,
            '}' => {
                level -= 1;
                if level == 0 {
                    return Some(start + j);
                }
            }
            _ => {}
        }
    }
    None
}

/// One field's text split into name, conversion and spec.
fn field(text: &str) -> Result<Field, &'static str> {
    // The name ends at the first `!` or `:` outside brackets.
    let mut in_bracket = false;
    let mut name_end = text.len();
    for (i, c) in text.char_indices() {
        match c {
            '[' => in_bracket = true,
            ']' => in_bracket = false,
            '!' | ':' if !in_bracket => {
                name_end = i;
                break;
            }
            _ => {}
        }
    }
    let (name, mut rest) = text.split_at(name_end);
    let mut conversion = None;
    if let Some(after) = rest.strip_prefix('!') {
        let mut it = after.chars();
        conversion = Some(it.next().ok_or("end of string while looking for conversion specifier")?);
        rest = it.as_str();
        if !rest.is_empty() && !rest.starts_with(':') {
            return Err("expected ':' after conversion specifier");
        }
    }
    let spec = rest.strip_prefix(':').unwrap_or("");
    Ok(Field { name: name.to_owned(), conversion, spec: spec.to_owned() })
}

/// A field name's argument, and the accessors after it (read one at a time by `Accessors`).
pub(super) fn split_name(name: &str) -> (ArgRef<'_>, Accessors<'_>) {
    let first_end = name.find(['.', '[']).unwrap_or(name.len());
    let (first, rest) = name.split_at(first_end);
    let arg = if first.is_empty() {
        ArgRef::Auto
    } else if first.bytes().all(|b| b.is_ascii_digit()) {
        first.parse().map_or(ArgRef::Keyword(first), ArgRef::Index)
    } else {
        ArgRef::Keyword(first)
    };
    (arg, Accessors { rest })
}

/// The `.attr` and `[key]` parts of a field name, each read when the previous one was applied.
pub(super) struct Accessors<'a> {
    rest: &'a str,
}

impl<'a> Accessors<'a> {
    /// The next accessor, `None` at the end, or the `ValueError` of a malformed one.
    pub(super) fn next_access(&mut self) -> Result<Option<Access<'a>>, &'static str> {
        let rest = self.rest;
        if rest.is_empty() {
            return Ok(None);
        }
        if let Some(after) = rest.strip_prefix('[') {
            let close = after.find(']').ok_or("Missing ']' in format string")?;
            let key = &after[..close];
            if key.is_empty() {
                return Err("Empty attribute in format string");
            }
            self.rest = &after[close + 1..];
            return Ok(Some(match key.parse::<i64>() {
                Ok(i) if key.bytes().all(|b| b.is_ascii_digit()) => Access::Index(i),
                _ => Access::Key(key),
            }));
        }
        if let Some(after) = rest.strip_prefix('.') {
            let end = after.find(['.', '[']).unwrap_or(after.len());
            if end == 0 {
                return Err("Empty attribute in format string");
            }
            self.rest = &after[end..];
            return Ok(Some(Access::Attr(&after[..end])));
        }
        Err("Only '.' or '[' may follow ']' in format field specifier")
    }
}
