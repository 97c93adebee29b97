//! The solver's characters against Python's, and why a proof over the first covers the second.
//!
//! Z3 4.8.12 (Debian's libz3, under the `z3` crate) holds characters U+0000 to U+2FFFF; Python
//! strings go to U+10FFFF (clauz3's own strings hold Unicode scalar values: a lone surrogate is
//! refused where it would enter, in a literal or a JSON input). Two rules keep the verdicts
//! sound:
//!
//! * **Literals stay inside.** Text holding a character above U+2FFFF never becomes a term
//!   ([`super::StrTerm::text`] refuses it, and the prover skips the path naming the literal):
//!   Z3 would reject it (a panic in the crate) or, past five hex digits, read the escape as ten
//!   plain characters, a different string.
//! * **Inputs range over more than the solver sees, and that is enough.** A symbolic string
//!   stands for any Python string, yet the solver's models only use its own characters. The
//!   string operations the prover encodes, save two kinds, see characters only through
//!   equality: length, concatenation, slicing, indexing, containment, prefixes, `find`,
//!   `replace`, `split`, `==`. Take a Python input on which the program fails; rename each of
//!   its characters that no literal (nor a character class the encoding tests: ASCII digits,
//!   signs, printable ASCII) mentions, injectively, to a solver character no literal mentions
//!   above U+FFFF. No such operation tells the renamed input from the original, so the
//!   program fails on it too, and it lies inside the solver's alphabet: a proof over the
//!   solver's strings covers every Python string. (A path condition is a finite formula: it
//!   tells apart only as many characters as its tests compare, far fewer than the 131072 that
//!   the solver has above U+FFFF.)
//!   The exceptions see the order or the value of characters. The character classes the
//!   encoding uses (`int(s)`, `repr`) are ranges of ASCII, which every renamed character lies
//!   outside of, as the original did. Order (`<`, `<=`, and `min`, `max`, `sorted` of strings,
//!   built from them) needs the renaming to keep the order too: characters above every
//!   literal's go, in order, to solver characters above every literal's. That leaves room
//!   only when the literals compared stay at or below [`ORDER_MAX`], 65536 characters below
//!   the solver's top; a comparison with a literal above it is refused ([`orderable`]), and
//!   the path is skipped. Comparisons of strings with no literal need no room at all.
//!
//! Counterexamples come from the solver's own characters, so they are Python strings; one
//! holding a lone surrogate (U+D800 to U+DFFF, inside the solver's range) cannot be shown or
//! replayed and is reported as undecided instead (see `read_model`).

use super::walk::{self, Step};
use z3::ast::{Ast, Dynamic};

/// The last character Z3 4.8.12's strings hold.
pub const SOLVER_MAX: u32 = 0x2_FFFF;

/// The last character a literal compared by order may hold (see the module's doc).
pub const ORDER_MAX: u32 = SOLVER_MAX - 0x1_0000;

/// Past this many distinct subterms a comparison is refused rather than looked through.
const MAX_WALK: usize = 20_000;

/// Whether the solver holds `c`.
pub fn holds(c: char) -> bool {
    u32::from(c) <= SOLVER_MAX
}

/// `Ok` when every string literal in `terms` stays at or below [`ORDER_MAX`]; else the first
/// character above it.
pub(super) fn orderable<T: Ast>(terms: &[&T]) -> Result<(), super::OutsideAlphabet> {
    let roots: Vec<Dynamic> = terms.iter().map(|t| Dynamic::from_ast(*t)).collect();
    let mut high = None;
    let complete = walk::apps(roots, MAX_WALK, |t| {
        if super::is_string_literal(t) {
            let text = t.as_string().and_then(|s| super::text_of(&s)).unwrap_or_default();
            if let Some(c) = text.chars().find(|&c| u32::from(c) > ORDER_MAX) {
                high.get_or_insert(c);
            }
            return Step::Skip;
        }
        Step::Descend
    });
    match (high, complete) {
        (Some(c), _) => Err(super::OutsideAlphabet(c)),
        (None, true) => Ok(()),
        // Too large to look through: refused, naming the solver's top.
        (None, false) => Err(super::OutsideAlphabet(char::from_u32(SOLVER_MAX).unwrap_or(char::MAX))),
    }
}

#[cfg(test)]
mod tests {
    use crate::smt::{check, IntTerm, OutsideAlphabet, SatOutcome, StrTerm, Vars};

    #[test]
    fn text_outside_the_solver_is_refused_and_text_inside_is_itself() {
        assert_eq!(StrTerm::text("a\u{30000}b").err(), Some(OutsideAlphabet('\u{30000}')));
        assert_eq!(StrTerm::text("\u{10FFFF}").err(), Some(OutsideAlphabet('\u{10FFFF}')));
        let s = StrTerm::var("s");
        let vars = Vars { strs: vec!["s".into()], ..Vars::default() };
        for text in ["\u{2FFFF}", "a\0b", "\\u{41}", "é\u{1F600}"] {
            let literal = StrTerm::text(text).expect("inside the alphabet");
            let SatOutcome::Sat(model) = check(&[s.eq(&literal)], 1_000, &vars) else { panic!("{text:?}") };
            assert_eq!(model.strs, vec![("s".to_owned(), text.to_owned())]);
        }
    }

    #[test]
    fn order_needs_room_above_the_literals_compared() {
        let s = StrTerm::var("s");
        let high = StrTerm::text("\u{20000}").expect("inside");
        assert_eq!(s.lt(&high).err(), Some(OutsideAlphabet('\u{20000}')));
        let nested = StrTerm::concat(&[StrTerm::lit("a"), high]);
        assert!(s.le(&nested).is_err(), "a literal inside a concatenation counts");
        assert!(s.lt(&StrTerm::text("\u{1FFFF}").expect("inside")).is_ok());
        assert!(s.lt(&StrTerm::var("t")).is_ok(), "no literal, no room needed");
    }

    #[test]
    fn a_model_holding_a_lone_surrogate_is_no_counterexample() {
        let s = StrTerm::var("s");
        // One character between U+D7FF and U+E000: Z3 holds U+D800, Python strings here cannot.
        let (below, above) = (StrTerm::text("\u{D7FF}").expect("inside"), StrTerm::text("\u{E000}").expect("inside"));
        let one = s.len().eq(&IntTerm::lit(&1.into()));
        let facts = [one, below.lt(&s).expect("orderable"), s.lt(&above).expect("orderable")];
        let vars = Vars { strs: vec!["s".into()], ..Vars::default() };
        match check(&facts, 2_000, &vars) {
            SatOutcome::Unknown(why) => assert!(why.contains("lone surrogate"), "{why}"),
            other @ (SatOutcome::Sat(_) | SatOutcome::Unsat) => panic!("{other:?}"),
        }
    }
}
