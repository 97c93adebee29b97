//! `s.isdigit()` and the other `str.is*` predicates of a string term, exactly: each is a
//! regular language over CPython's character classes (the interpreter's tables, generated
//! from CPython 3.11 by `scripts/unicode-tables.py`), cut to the solver's alphabet.
//! `smt::charset` says why a proof over the solver's characters covers every Python string,
//! and the unit test below checks the cells that argument needs.

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use crate::interp::{text, Value};
use crate::ir::Method;
use crate::sema::{Domain, Fault};
use crate::smt::{OutsideAlphabet, Pattern, StrTerm};
use crate::source::Span;
use std::sync::OnceLock;

/// A set of characters a predicate tests: one of the classes whole-string predicates test
/// (`text::Class`), or one the case and identifier predicates need.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Class {
    Plain(text::Class),
    Printable,
    Upper,
    Lower,
    /// Uppercase or titlecase: what starts a word for `istitle`.
    WordStart,
    /// Neither lowercase nor titlecase: what `isupper` lets through.
    NotLower,
    /// Neither uppercase nor titlecase: what `islower` lets through.
    NotUpper,
    /// No case at all.
    Uncased,
    IdentifierStart,
    IdentifierContinue,
}

const CLASSES: [Class; 16] = [
    Class::Plain(text::Class::Alpha),
    Class::Plain(text::Class::Alnum),
    Class::Plain(text::Class::Decimal),
    Class::Plain(text::Class::Digit),
    Class::Plain(text::Class::Numeric),
    Class::Plain(text::Class::Space),
    Class::Plain(text::Class::Ascii),
    Class::Printable,
    Class::Upper,
    Class::Lower,
    Class::WordStart,
    Class::NotLower,
    Class::NotUpper,
    Class::Uncased,
    Class::IdentifierStart,
    Class::IdentifierContinue,
];

/// Whether `c` is in the class, as CPython 3.11 answers.
fn holds(class: Class, c: char) -> bool {
    let title = text::is_titlecase(c);
    match class {
        Class::Plain(plain) => text::in_class(c, plain),
        Class::Printable => crate::pytext::is_printable(c),
        Class::Upper => text::is_upper(c),
        Class::Lower => text::is_lower(c),
        Class::WordStart => text::is_upper(c) || title,
        Class::NotLower => !text::is_lower(c) && !title,
        Class::NotUpper => !text::is_upper(c) && !title,
        Class::Uncased => !text::is_upper(c) && !text::is_lower(c) && !title,
        Class::IdentifierStart => text::is_identifier(c.encode_utf8(&mut [0; 4])),
        Class::IdentifierContinue => text::is_identifier(&format!("a{c}")),
    }
}

/// The class's characters inside the solver's alphabet (surrogates left out: no Python string
/// here holds one), as sorted inclusive ranges; worked out once.
fn ranges(class: Class) -> &'static [(u32, u32)] {
    static TABLES: OnceLock<Vec<Vec<(u32, u32)>>> = OnceLock::new();
    let tables = TABLES.get_or_init(|| {
        CLASSES
            .iter()
            .map(|&k| {
                let mut runs: Vec<(u32, u32)> = Vec::new();
                for c in (0..=crate::smt::SOLVER_MAX).filter_map(char::from_u32).filter(|&c| holds(k, c)) {
                    let code = u32::from(c);
                    match runs.last_mut() {
                        Some((_, hi)) if *hi + 1 == code => *hi = code,
                        _ => runs.push((code, code)),
                    }
                }
                runs
            })
            .collect()
    });
    let at = CLASSES.iter().position(|&k| k == class).unwrap_or(0);
    &tables[at]
}

/// One character of the class.
fn one(class: Class) -> Result<Pattern, OutsideAlphabet> {
    Pattern::one_of(ranges(class))
}

/// Some cased character of class `cased` among characters all of class `rest`.
fn one_cased(cased: Class, rest: Class) -> Result<Pattern, OutsideAlphabet> {
    let rest = one(rest)?.star();
    Ok(Pattern::then(&[&rest, &one(cased)?, &rest]))
}

/// The predicates that hold when every character is of one class: the class, and whether
/// the empty string answers `True` too.
const ALL_OF: [(Method, Class, bool); 8] = [
    (Method::Isalpha, Class::Plain(text::Class::Alpha), false),
    (Method::Isalnum, Class::Plain(text::Class::Alnum), false),
    (Method::Isdecimal, Class::Plain(text::Class::Decimal), false),
    (Method::Isdigit, Class::Plain(text::Class::Digit), false),
    (Method::Isnumeric, Class::Plain(text::Class::Numeric), false),
    (Method::Isspace, Class::Plain(text::Class::Space), false),
    (Method::Isascii, Class::Plain(text::Class::Ascii), true),
    (Method::Isprintable, Class::Printable, true),
];

/// The language of strings on which the predicate `m` answers `True`; `None` for any other
/// method.
fn language(m: Method) -> Result<Option<Pattern>, OutsideAlphabet> {
    if !within_solver_reach(m) {
        return Ok(None);
    }
    if let Some(&(_, class, empty_too)) = ALL_OF.iter().find(|(p, _, _)| *p == m) {
        let each = one(class)?;
        return Ok(Some(if empty_too { each.star() } else { each.plus() }));
    }
    Ok(Some(if m == Method::Isupper {
        one_cased(Class::Upper, Class::NotLower)?
    } else if m == Method::Islower {
        one_cased(Class::Lower, Class::NotUpper)?
    } else if m == Method::Isidentifier {
        Pattern::then(&[&one(Class::IdentifierStart)?, &one(Class::IdentifierContinue)?.star()])
    } else if m == Method::Istitle {
        // Words (an upper- or titlecase character, then lowercase ones) with uncased
        // characters between them, at least one word.
        let word = Pattern::then(&[&one(Class::WordStart)?, &one(Class::Lower)?.star()]);
        let uncased = one(Class::Uncased)?;
        let more = Pattern::then(&[&uncased.plus(), &word]).star();
        Pattern::then(&[&uncased.star(), &word, &more, &uncased.star()])
    } else {
        return Ok(None);
    }))
}

/// Most ranges a predicate's classes may have for it to be encoded. Z3 4.8.12 decides paths
/// over the digit, decimal, numeric, space and ASCII classes (at most about 200 ranges) in a
/// second or two, but times out on the letter, case, printable and identifier classes (650 and
/// more): after seconds the path would be skipped anyway, so those skip at once.
const MOST_RANGES: usize = 256;

/// Whether the classes `m` tests are small enough for the solver (see [`MOST_RANGES`]).
fn within_solver_reach(m: Method) -> bool {
    let classes: &[Class] = if m == Method::Isupper {
        &[Class::Upper, Class::NotLower]
    } else if m == Method::Islower {
        &[Class::Lower, Class::NotUpper]
    } else if m == Method::Isidentifier {
        &[Class::IdentifierStart, Class::IdentifierContinue]
    } else if m == Method::Istitle {
        &[Class::WordStart, Class::Lower, Class::Uncased]
    } else if let Some((_, class, _)) = ALL_OF.iter().find(|(p, _, _)| *p == m) {
        std::slice::from_ref(class)
    } else {
        return false;
    };
    classes.iter().all(|&c| ranges(c).len() <= MOST_RANGES)
}

/// Whether `m` is one of the predicates [`language`] models.
fn is_predicate(m: Method) -> bool {
    matches!(
        m,
        Method::Isalpha
            | Method::Isalnum
            | Method::Isdecimal
            | Method::Isdigit
            | Method::Isnumeric
            | Method::Isspace
            | Method::Isascii
            | Method::Isprintable
            | Method::Isupper
            | Method::Islower
            | Method::Isidentifier
            | Method::Istitle
    )
}

impl Symbolic<'_> {
    /// `text.isdigit()` and the like on a string term; `None` for every other method.
    pub(super) fn class_test(
        &mut self,
        m: Method,
        text: &StrTerm,
        args: &[SymVal],
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if !is_predicate(m) {
            return Ok(None);
        }
        if !args.is_empty() {
            // CPython's error for arguments does not depend on the text.
            let plain: Option<Vec<Value>> = args.iter().map(|a| a.known().cloned()).collect();
            let plain =
                plain.ok_or_else(|| unsupported_symbolic(&format!("`.{}()` with an argument", m.name()), at))?;
            self.inner.method(m, Value::str("a"), plain, Vec::new(), at)?;
            return Err(Fault::internal("a str predicate took arguments", at));
        }
        let refused = |why: OutsideAlphabet| Fault::unsupported(format!("`.{}()`: {}", m.name(), why.reason()), at);
        let Some(pattern) = language(m).map_err(refused)? else { return Ok(None) };
        Ok(Some(SymVal::Bool(text.matches(&pattern))))
    }
}

#[cfg(test)]
mod tests {
    use super::{holds, CLASSES};
    use std::collections::HashMap;

    /// `smt::charset`'s argument: every cell (an answer to every class) that a character above
    /// the solver's alphabet falls in holds hundreds of characters in U+10000..U+2FFFF, where a
    /// renamed character can go.
    #[test]
    fn every_cell_above_the_solver_has_room_below() {
        let cell = |c: char| CLASSES.map(|k| holds(k, c));
        let mut below: HashMap<_, u32> = HashMap::new();
        for c in (0x1_0000..=crate::smt::SOLVER_MAX).filter_map(char::from_u32) {
            *below.entry(cell(c)).or_default() += 1;
        }
        let mut above: HashMap<_, u32> = HashMap::new();
        for c in (crate::smt::SOLVER_MAX + 1..=0x10_FFFF).filter_map(char::from_u32) {
            *above.entry(cell(c)).or_default() += 1;
        }
        assert_eq!(above.len(), 3, "the module doc of smt::charset names three cells");
        for (k, n) in above {
            let room = below.get(&k).copied().unwrap_or(0);
            assert!(room >= 800, "a cell with {n} characters above U+2FFFF has {room} below: {k:?}");
        }
    }
}
