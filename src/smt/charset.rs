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
//!   encoding uses for `int(s)` and `repr` are ranges of ASCII, which every renamed character
//!   lies outside of, as the original did. Order (`<`, `<=`, and `min`, `max`, `sorted` of
//!   strings, built from them) needs the renaming to keep the order too: characters above every
//!   literal's go, in order, to solver characters above every literal's. That leaves room
//!   only when the literals compared stay at or below [`ORDER_MAX`], 65536 characters below
//!   the solver's top; a comparison with a literal above it is refused ([`orderable`]), and
//!   the path is skipped. Comparisons of strings with no literal need no room at all.
//! * **Class tests keep each character in its cell.** The `str.is*` predicates (see
//!   `prover::char_classes`) test Unicode classes: alphabetic, decimal, digit, numeric,
//!   whitespace, ASCII, printable, upper-, lower- and titlecase, identifier start and
//!   continuation. A renaming that moves a character out of a class it was in changes their
//!   answers, so on a path that tests classes the renaming moves only the characters above
//!   U+2FFFF, each to an unused solver character of the same *cell* (the same answer to every
//!   class tested). There is room: Unicode 14 (CPython 3.11) puts above U+2FFFF three cells
//!   only, each populated below too, in U+10000..U+2FFFF: the ideographs of CJK extension G
//!   (alphabetic, identifier, printable; 76295 characters share that cell there), the
//!   variation selectors (identifier continuation, printable; 832 there), and the
//!   characters of no class (tags, private use, unassigned; 47241 there). A path condition
//!   tells apart only as many characters as its tests compare, far fewer than each count;
//!   `char_classes`' unit test checks these cells against the generated tables. A cell keeps
//!   no order, though (the variation selectors' cell has no character above U+1FFFF), so a
//!   path that both compares strings by order and tests a class is refused, whichever comes
//!   second: [`class_tested`] and [`orderable`] ([`start_path`] clears both marks).
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

/// The character [`super::OutsideAlphabet`] names when a path would both order strings and
/// test a character class (U+0000 needs no room to be compared, so it names nothing else).
pub const CLASS_AND_ORDER: char = '\0';

thread_local! {
    /// What the path being explored asked of characters beyond equality: whether it compared
    /// strings by order, and whether it tested a class (see the module's doc).
    static SEEN: std::cell::Cell<(bool, bool)> = const { std::cell::Cell::new((false, false)) };
}

/// Clears what [`SEEN`] remembers, at the start of a path.
pub fn start_path() {
    SEEN.with(|seen| seen.set((false, false)));
}

/// Records a class test on the path; refused when the path compared strings by order.
pub(super) fn class_tested() -> Result<(), super::OutsideAlphabet> {
    SEEN.with(|seen| {
        let (ordered, _) = seen.get();
        if ordered {
            return Err(super::OutsideAlphabet(CLASS_AND_ORDER));
        }
        seen.set((false, true));
        Ok(())
    })
}

/// Past this many distinct subterms a comparison is refused rather than looked through.
const MAX_WALK: usize = 20_000;

/// Whether the solver holds `c`.
pub fn holds(c: char) -> bool {
    u32::from(c) <= SOLVER_MAX
}

/// `Ok` when every string literal in `terms` stays at or below [`ORDER_MAX`] and the path
/// tested no character class (then recording the comparison); else the first character above
/// it, or [`CLASS_AND_ORDER`].
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
        (None, true) => SEEN.with(|seen| {
            let (_, classes) = seen.get();
            if classes {
                return Err(super::OutsideAlphabet(CLASS_AND_ORDER));
            }
            seen.set((true, false));
            Ok(())
        }),
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
    fn a_path_either_orders_strings_or_tests_classes() {
        use super::{start_path, CLASS_AND_ORDER};
        use crate::smt::Pattern;
        let s = StrTerm::var("s");
        start_path();
        assert!(s.lt(&StrTerm::lit("m")).is_ok());
        assert_eq!(Pattern::one_of(&[(0x30, 0x39)]).err(), Some(OutsideAlphabet(CLASS_AND_ORDER)));
        start_path();
        assert!(Pattern::one_of(&[(0x30, 0x39)]).is_ok());
        assert_eq!(s.le(&StrTerm::var("t")).err(), Some(OutsideAlphabet(CLASS_AND_ORDER)));
        start_path();
        assert!(s.le(&StrTerm::var("t")).is_ok(), "a new path starts clear");
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
