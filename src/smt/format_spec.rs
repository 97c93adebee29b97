//! Format specs every value of a type accepts, as a regular language over the spec's text. A
//! field whose spec is computed from terms (`f"{name:{width}}"`) raises nothing when the path
//! shows its spec lies in the language of the value's type; otherwise CPython may refuse it
//! (`format("a", "-3")` is a `ValueError`: a sign is no part of a string's spec).

use super::{BoolTerm, StrTerm};
use z3::ast::Regexp;

/// The type a computed spec formats: each accepts a part of the mini-language the others
/// refuse.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SpecFor {
    /// `str` (and any value converted with `!s`, `!r`, `!a`): alignment `<`, `>`, `^`, a
    /// width and a precision; no sign, no `=`.
    Text,
    /// `int` and `bool`: alignment (`=` too), a sign and a width; no precision.
    Int,
    /// `float`: as `int`, and a precision.
    Float,
}

/// Widths of up to this many digits: larger ones make texts CPython may not have memory for
/// (`format("a", "99999999999999999")` is a `MemoryError`).
const WIDTH_DIGITS: u32 = 6;
/// Precisions of up to this many digits (a float's digits are computed, not only cut).
const PRECISION_DIGITS: u32 = 2;

impl StrTerm {
    /// Whether the text is a spec CPython accepts for every value of `kind`: the fill and
    /// alignment, sign, `0` and width, and precision parts, each where `kind` allows it, with
    /// no type letter, grouping or `#`.
    pub fn accepted_spec(&self, kind: SpecFor) -> BoolTerm {
        let one_of =
            |chars: &str| Regexp::union(&chars.chars().map(|c| Regexp::literal(&c.to_string())).collect::<Vec<_>>());
        let digits = |most: u32| Regexp::range(&'0', &'9').r#loop(0, most);
        let aligns = one_of(if kind == SpecFor::Text { "<>^" } else { "<>^=" });
        // A fill is any character; printable ASCII ones are enough to accept (a character
        // outside ASCII cannot be given to a range as it is: see `StrTerm::encoded`).
        let fill = Regexp::range(&' ', &'~');
        let mut parts = vec![Regexp::union(&[Regexp::concat(&[fill, aligns.clone()]), aligns]).option()];
        if kind != SpecFor::Text {
            parts.push(one_of("+- ").option());
        }
        parts.push(digits(WIDTH_DIGITS));
        let precision = match kind {
            SpecFor::Text => Some(WIDTH_DIGITS),
            SpecFor::Float => Some(PRECISION_DIGITS),
            SpecFor::Int => None,
        };
        if let Some(most) = precision {
            parts.push(Regexp::concat(&[Regexp::literal("."), Regexp::range(&'0', &'9'), digits(most - 1)]).option());
        }
        BoolTerm(self.0.regex_matches(&Regexp::concat(&parts)))
    }
}
