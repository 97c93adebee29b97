//! The few values an integer term can take, where its shape shows them: a remainder by a
//! literal, a literal, and sums, differences, negations, literal multiples and choices of those.
//! `str(n)` of such a term is then one of a few literal texts, which Z3 4.8 reasons about
//! quickly, where its int-to-string conversion can cost the whole time limit (`str(b % 7)`
//! starting with `"7"` ran out of time).

use z3::ast::{Ast, Int};

/// How many values a term may take for its text to be written out as a choice of literals.
pub(super) const MAX_VALUES: i64 = 16;

/// Bounds holding every value `term` can take (not always the tightest), when its shape shows
/// both; `None` when it does not, or they are more than [`MAX_VALUES`] apart (too many values
/// to write out).
pub(super) fn small(term: &Int) -> Option<(i64, i64)> {
    let (lo, hi) = bounds(term, 0, MAX_VALUES * 4)?;
    (hi - lo < MAX_VALUES).then_some((lo, hi))
}

impl super::IntTerm {
    /// The bounds of the few values the term can take, by its shape (see [`small`]).
    pub fn few_values(&self) -> Option<(i64, i64)> {
        small(&self.0)
    }
}

/// How deep a term is looked into.
const MAX_DEPTH: u32 = 24;

/// Bounds no more than `max_span` apart, looked for through every sub-term.
pub(super) fn bounds(term: &Int, depth: u32, max_span: i64) -> Option<(i64, i64)> {
    if depth > MAX_DEPTH {
        return None;
    }
    if let Some(n) = term.as_i64() {
        return Some((n, n));
    }
    if !term.is_app() {
        return None;
    }
    let children = term.children();
    let of = |i: usize| children.get(i)?.as_int().and_then(|c| bounds(&c, depth + 1, max_span));
    let span = |(lo, hi): (i64, i64)| (hi.checked_sub(lo)? < max_span).then_some((lo, hi));
    let name = term.decl().name();
    let found = match (name.as_str(), children.len()) {
        ("mod", 2) => {
            let divisor = children[1].as_int()?.as_i64().filter(|d| *d != 0)?;
            Some((0, divisor.checked_abs()? - 1))
        }
        ("-", 1) => of(0).and_then(|(lo, hi)| Some((hi.checked_neg()?, lo.checked_neg()?))),
        (op @ ("+" | "-"), n) => (1..n).try_fold(of(0)?, |(lo, hi), i| {
            let (l, h) = of(i)?;
            match op {
                "-" => Some((lo.checked_sub(h)?, hi.checked_sub(l)?)),
                _ => Some((lo.checked_add(l)?, hi.checked_add(h)?)),
            }
        }),
        ("*", 2) => {
            let ((a, b), (c, d)) = (of(0)?, of(1)?);
            let corners = [a.checked_mul(c)?, a.checked_mul(d)?, b.checked_mul(c)?, b.checked_mul(d)?];
            Some((*corners.iter().min()?, *corners.iter().max()?))
        }
        // (Z3 names `ite` "if"; its first argument is the condition.)
        ("if", 3) => {
            let ((a, b), (c, d)) = (of(1)?, of(2)?);
            Some((a.min(c), b.max(d)))
        }
        _ => None,
    };
    found.and_then(span)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::{BoolTerm, IntTerm};
    use num_bigint::BigInt;

    fn int(n: i64) -> IntTerm {
        IntTerm::lit(&BigInt::from(n))
    }

    #[test]
    fn remainders_by_literals_and_what_is_built_from_them_are_bounded() {
        let b = IntTerm::var("b");
        assert_eq!(small(&b.py_mod(&int(7)).0), Some((0, 6)));
        // (Python's remainder by -3 is -2..=0; the choice it is built as spans -3..=0.)
        assert_eq!(small(&b.py_mod(&int(-3)).0), Some((-3, 0)));
        let shifted = b.py_mod(&int(4)).add(&int(10)).neg();
        assert_eq!(small(&shifted.0), Some((-13, -10)));
        let either = IntTerm::ite(&BoolTerm::var("c"), &b.py_mod(&int(3)), &int(-1));
        assert_eq!(small(&either.mul(&int(2)).0), Some((-2, 4)));
    }

    /// The text of a remainder is written out as a choice of Python's texts of its values, so
    /// that a question Z3 4.8 could not decide (`str(b % 7)` starting with "7") is settled.
    #[test]
    fn the_text_of_a_bounded_int_is_pythons_for_each_of_its_values() {
        use crate::smt::{check, SatOutcome, StrTerm, Vars};
        let b = IntTerm::var("b");
        for divisor in [7, -3] {
            let r = b.py_mod(&int(divisor));
            let values = if divisor > 0 { 0..divisor } else { divisor + 1..1 };
            for v in values {
                let wrong = [b.eq(&int(v)), StrTerm::of_int(&r).eq(&StrTerm::encoded(&v.to_string())).not()];
                assert!(matches!(check(&wrong, 5_000, &Vars::default()), SatOutcome::Unsat), "{v} % {divisor}");
            }
        }
        let sevens = [StrTerm::of_int(&b.py_mod(&int(7))).starts_with(&StrTerm::lit("7"))];
        assert!(matches!(check(&sevens, 250, &Vars::default()), SatOutcome::Unsat));
    }

    #[test]
    fn unbounded_or_wide_terms_are_not() {
        let b = IntTerm::var("b");
        assert_eq!(small(&b.0), None);
        assert_eq!(small(&b.py_mod(&IntTerm::var("c")).0), None);
        assert_eq!(small(&b.py_mod(&int(1000)).0), None);
        assert_eq!(small(&b.py_mod(&int(7)).mul(&b).0), None);
    }
}
