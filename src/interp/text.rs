//! CPython's character classes and case conversions for the `str` methods (`isalpha`,
//! `title`, `casefold`, ...), read from tables generated from CPython itself
//! (`unicode_tables.rs`), so every answer is the one CPython 3.11 gives.

use super::numtext::py_isspace;
use super::unicode_tables as t;
use crate::pytext::in_ranges;

fn mapped(table: &[(u32, &'static str)], c: char) -> Option<&'static str> {
    let code = u32::from(c);
    table.binary_search_by_key(&code, |&(k, _)| k).ok().map(|i| table[i].1)
}

// An ASCII character is answered without searching its table (`c.isupper()` over every
// character of a text): the tables agree, as `ascii_agrees_with_tables` checks.

pub fn is_alpha(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_alphabetic();
    }
    in_ranges(&t::ALPHA, c)
}

pub fn is_decimal(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    in_ranges(&t::DECIMAL, c)
}

pub fn is_digit(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    in_ranges(&t::DIGIT, c)
}

pub fn is_numeric(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_digit();
    }
    in_ranges(&t::NUMERIC, c)
}

pub fn is_lower(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_lowercase();
    }
    in_ranges(&t::LOWER, c)
}

pub fn is_upper(c: char) -> bool {
    if c.is_ascii() {
        return c.is_ascii_uppercase();
    }
    in_ranges(&t::UPPER, c)
}

pub fn is_titlecase(c: char) -> bool {
    !c.is_ascii() && in_ranges(&t::TITLE, c)
}

/// A cased character: lowercase, uppercase or titlecase (what `title` and `istitle` track).
fn is_cased(c: char) -> bool {
    is_lower(c) || is_upper(c) || is_titlecase(c)
}

/// Which class a whole-string predicate tests; all of them are false on the empty string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Class {
    Alpha,
    Alnum,
    Decimal,
    Digit,
    Numeric,
    Space,
    Ascii,
}

/// `s.isalpha()` and its siblings: every character in the class (and, but for `isascii`, at
/// least one character).
pub fn all_in(s: &str, class: Class) -> bool {
    (class == Class::Ascii || !s.is_empty()) && s.chars().all(|c| in_class(c, class))
}

/// Whether the character `c` is in `class`, as CPython 3.11 answers.
pub fn in_class(c: char, class: Class) -> bool {
    if c.is_ascii() {
        // ASCII's classes are the C locale's (no table look-up): CPython agrees on all 128.
        return match class {
            Class::Alpha => c.is_ascii_alphabetic(),
            Class::Alnum => c.is_ascii_alphanumeric(),
            Class::Decimal | Class::Digit | Class::Numeric => c.is_ascii_digit(),
            Class::Space => py_isspace(c),
            Class::Ascii => true,
        };
    }
    match class {
        Class::Alpha => is_alpha(c),
        Class::Alnum => is_alpha(c) || is_numeric(c),
        Class::Decimal => is_decimal(c),
        Class::Digit => is_digit(c),
        Class::Numeric => is_numeric(c),
        Class::Space => py_isspace(c),
        Class::Ascii => c.is_ascii(),
    }
}

/// `s.islower()` (or `isupper()` with `upper`): at least one cased character, none of the
/// other case (titlecase characters count against both).
pub fn is_all_case(s: &str, upper: bool) -> bool {
    let mut cased = false;
    for c in s.chars() {
        let (this, other) = if upper { (is_upper(c), is_lower(c)) } else { (is_lower(c), is_upper(c)) };
        if other || is_titlecase(c) {
            return false;
        }
        cased |= this;
    }
    cased
}

/// `s.istitle()`: uppercase and titlecase characters only after uncased ones, lowercase only
/// after cased ones, and at least one cased character.
pub fn is_title(s: &str) -> bool {
    let (mut cased, mut previous_cased) = (false, false);
    for c in s.chars() {
        if is_upper(c) || is_titlecase(c) {
            if previous_cased {
                return false;
            }
            previous_cased = true;
            cased = true;
        } else if is_lower(c) {
            if !previous_cased {
                return false;
            }
            previous_cased = true;
            cased = true;
        } else {
            previous_cased = false;
        }
    }
    cased
}

/// `s.isidentifier()`: a letter or `_`, then letters, digits and `_` in Unicode's sense.
pub fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) if in_ranges(&t::XID_START, first) => chars.all(|c| in_ranges(&t::XID_CONTINUE, c)),
        _ => false,
    }
}

fn push_title(out: &mut String, c: char) {
    match mapped(&t::TITLECASE, c) {
        Some(m) => out.push_str(m),
        None => out.extend(c.to_uppercase()),
    }
}

/// The lowercase of one character in context: a capital sigma at the end of a word is `ς`.
fn push_lower(out: &mut String, s: &str, byte: usize, c: char) {
    if c == 'Σ' {
        // `str::to_lowercase` applies the final-sigma rule over the whole string, and maps
        // every other character alone, so the prefix's lowercase says where this one lands.
        let before = s[..byte].to_lowercase().chars().count();
        out.extend(s.to_lowercase().chars().nth(before));
        return;
    }
    out.extend(c.to_lowercase());
}

/// `s.title()`: a cased character after an uncased one is title-cased, any other lowercased.
pub fn title(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut previous_cased = false;
    for (i, c) in s.char_indices() {
        if previous_cased {
            push_lower(&mut out, s, i, c);
        } else {
            push_title(&mut out, c);
        }
        previous_cased = is_cased(c);
    }
    out
}

/// `s.capitalize()`: the first character title-cased, the rest lowercased.
pub fn capitalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, c) in s.char_indices() {
        if i == 0 {
            push_title(&mut out, c);
        } else {
            push_lower(&mut out, s, i, c);
        }
    }
    out
}

/// `s.swapcase()`: uppercase characters lowered, lowercase ones raised.
pub fn swapcase(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, c) in s.char_indices() {
        if is_upper(c) {
            push_lower(&mut out, s, i, c);
        } else if is_lower(c) {
            out.extend(c.to_uppercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// `s.casefold()`: lowercase, with the full case foldings that differ from it (`ß` → `ss`).
pub fn casefold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match mapped(&t::CASEFOLD, c) {
            Some(m) => out.push_str(m),
            None => out.extend(c.to_lowercase()),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The ASCII shortcuts give what CPython's tables give for every ASCII character.
    #[test]
    fn ascii_agrees_with_tables() {
        for c in (0u8..128).map(char::from) {
            assert_eq!(is_alpha(c), in_ranges(&t::ALPHA, c), "{c:?}");
            assert_eq!(is_decimal(c), in_ranges(&t::DECIMAL, c), "{c:?}");
            assert_eq!(is_digit(c), in_ranges(&t::DIGIT, c), "{c:?}");
            assert_eq!(is_numeric(c), in_ranges(&t::NUMERIC, c), "{c:?}");
            assert_eq!(is_lower(c), in_ranges(&t::LOWER, c), "{c:?}");
            assert_eq!(is_upper(c), in_ranges(&t::UPPER, c), "{c:?}");
            assert_eq!(is_titlecase(c), in_ranges(&t::TITLE, c), "{c:?}");
        }
    }
}
