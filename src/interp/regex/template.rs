//! Replacement templates of `sub` and `subn` (`\1`, `\g<name>`, `\n`), read as CPython 3.11's
//! `parse_template` reads them, with its errors.

use super::objects::PatternData;
use super::re_error;
use crate::ir::PyExc;
use crate::sema::Fault;
use crate::source::Span;

enum Piece {
    Text(String),
    Group(usize),
}

pub struct Template(Vec<Piece>);

impl Template {
    pub fn parse(t: &str, p: &PatternData, at: Span) -> Result<Template, Fault> {
        let chars: Vec<char> = t.chars().collect();
        let mut pieces = Vec::new();
        let mut text = String::new();
        let mut i = 0;
        let group = |text: &mut String, pieces: &mut Vec<Piece>, g: usize| {
            if !text.is_empty() {
                pieces.push(Piece::Text(std::mem::take(text)));
            }
            pieces.push(Piece::Group(g));
        };
        while i < chars.len() {
            let c = chars[i];
            if c != '\\' {
                text.push(c);
                i += 1;
                continue;
            }
            let start = i;
            i += 1;
            let Some(&e) = chars.get(i) else {
                return Err(re_error("bad escape (end of pattern)", Some(start), at));
            };
            i += 1;
            match e {
                'g' => {
                    if chars.get(i) != Some(&'<') {
                        return Err(re_error("missing <", Some(i), at));
                    }
                    let name_at = i + 1;
                    let Some(len) = chars[name_at..].iter().position(|c| *c == '>') else {
                        let msg =
                            if name_at >= chars.len() { "missing group name" } else { "missing >, unterminated name" };
                        return Err(re_error(msg, Some(name_at), at));
                    };
                    let name: String = chars[name_at..name_at + len].iter().collect();
                    i = name_at + len + 1;
                    if name.is_empty() {
                        return Err(re_error("missing group name", Some(name_at), at));
                    }
                    let g = if name.chars().all(|c| c.is_ascii_digit()) {
                        let g: usize = name.parse().unwrap_or(usize::MAX);
                        if g > p.groups {
                            return Err(re_error(&format!("invalid group reference {g}"), Some(name_at), at));
                        }
                        g
                    } else if is_identifier(&name) {
                        match p.names.iter().find(|(n, _)| *n == name) {
                            Some((_, g)) => *g,
                            None => {
                                return Err(Fault::exc(PyExc::IndexError, format!("unknown group name '{name}'"), at))
                            }
                        }
                    } else {
                        return Err(re_error(&format!("bad character in group name '{name}'"), Some(name_at), at));
                    };
                    group(&mut text, &mut pieces, g);
                }
                '0' => {
                    let mut digits = String::from('0');
                    while digits.len() < 3 && chars.get(i).is_some_and(|c| ('0'..='7').contains(c)) {
                        digits.push(chars[i]);
                        i += 1;
                    }
                    text.push(char::from_u32(u32::from_str_radix(&digits, 8).unwrap_or(0)).unwrap_or('\0'));
                }
                d if d.is_ascii_digit() => {
                    let octal = |c: Option<&char>| c.is_some_and(|c| ('0'..='7').contains(c));
                    if ('0'..='7').contains(&d) && octal(chars.get(i)) && octal(chars.get(i + 1)) {
                        let digits: String = [d, chars[i], chars[i + 1]].iter().collect();
                        i += 2;
                        let value = u32::from_str_radix(&digits, 8).unwrap_or(0);
                        if value > 0o377 {
                            let msg = format!("octal escape value \\{digits} outside of range 0-0o377");
                            return Err(re_error(&msg, Some(start), at));
                        }
                        text.push(char::from_u32(value).unwrap_or('\0'));
                        continue;
                    }
                    let mut number = String::from(d);
                    if chars.get(i).is_some_and(char::is_ascii_digit) {
                        number.push(chars[i]);
                        i += 1;
                    }
                    let g: usize = number.parse().unwrap_or(0);
                    if g > p.groups {
                        return Err(re_error(&format!("invalid group reference {g}"), Some(start + 1), at));
                    }
                    group(&mut text, &mut pieces, g);
                }
                e => match simple_escape(e) {
                    Some(c) => text.push(c),
                    None if e.is_ascii_alphabetic() => {
                        return Err(re_error(&format!("bad escape \\{e}"), Some(start), at));
                    }
                    None => {
                        text.push('\\');
                        text.push(e);
                    }
                },
            }
        }
        if !text.is_empty() {
            pieces.push(Piece::Text(text));
        }
        Ok(Template(pieces))
    }

    /// Appends the replacement for one match, whose groups `group` gives (an unmatched group
    /// is empty).
    pub fn expand(&self, out: &mut String, group: impl Fn(usize) -> Option<String>) {
        for piece in &self.0 {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::Group(g) => out.push_str(&group(*g).unwrap_or_default()),
            }
        }
    }
}

fn simple_escape(e: char) -> Option<char> {
    Some(match e {
        'a' => '\x07',
        'b' => '\x08',
        'f' => '\x0c',
        'n' => '\n',
        'r' => '\r',
        't' => '\t',
        'v' => '\x0b',
        '\\' => '\\',
        _ => return None,
    })
}

fn is_identifier(name: &str) -> bool {
    let mut cs = name.chars();
    cs.next().is_some_and(|c| c == '_' || c.is_alphabetic()) && cs.all(|c| c == '_' || c.is_alphanumeric())
}
