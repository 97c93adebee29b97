//! A weaker query for facts with int-to-string conversions, asked before the query itself.
//!
//! Z3 4.8 reasons about `str.from_int` slowly: a query a person settles at a glance ("can
//! `str(n) + "-" + s` contain `xy`?") often runs into the work limit after a quarter of a second.
//! With each conversion replaced by a fresh string that only has to look like the digits of
//! *some* number, the same query takes milliseconds. The weaker query allows more, so its
//! `unsat` settles the original; its model settles the original only when it satisfies the
//! original facts too (checked by evaluating them).
//!
//! A model of the weaker query often pairs a number with digits not its own (`n = 5` with
//! `"7"`, where the facts want a `7`). Its texts are then usually fine and only its numbers
//! wrong, so the weaker query is asked once more with the texts pinned to the model's and each
//! number to its digits' value ([`Weaker::pinned`]): with no free text left, that is a
//! question of arithmetic, which Z3 settles in a fraction of a millisecond. Its model counts,
//! again, only when it satisfies the original facts. Anything else asks the original query.

use super::walk::{self, Step};
use super::{BoolTerm, IntTerm};
use num_bigint::BigInt;
use z3::ast::String as Str;
use z3::ast::{Ast, Bool, Dynamic, Int, Regexp};
use z3::AstKind;

/// Past this many distinct subterms the facts are asked as they are: walking them would cost
/// more than the weaker query could save.
const MAX_WALK: usize = 20_000;

/// The weaker form of some facts.
pub(super) struct Weaker {
    /// The facts to ask.
    pub facts: Vec<Bool>,
    /// Each fresh string with the int whose digits it stands for.
    links: Vec<(Str, Int)>,
    /// The free texts of the facts (outside the conversions' ints).
    texts: Vec<Str>,
}

/// `facts` with every int-to-string conversion outside quantifiers replaced by a fresh string
/// of decimal digits, plus what holds of every such string; `None` when the facts hold no
/// conversion (or are too large to look through).
pub(super) fn weaken(facts: &[BoolTerm]) -> Option<Weaker> {
    let Found { conversions, texts } = look_through(facts)?;
    if conversions.is_empty() {
        return None;
    }
    let fresh: Vec<Str> = (0..conversions.len()).map(|i| Str::new_const(format!("!digits{i}"))).collect();
    let pairs: Vec<(&Str, &Str)> = conversions.iter().map(|(conv, _)| conv).zip(&fresh).collect();
    let mut weaker: Vec<Bool> = facts.iter().map(|f| f.0.substitute(&pairs)).collect();
    for ((_, n), digits) in conversions.iter().zip(&fresh) {
        weaker.push(looks_like_digits_of(n, digits));
    }
    let links = fresh.into_iter().zip(conversions.into_iter().map(|(_, n)| n)).collect();
    Some(Weaker { facts: weaker, links, texts })
}

impl Weaker {
    /// The weaker facts with every text as `model` has it (the fresh strings become literals)
    /// and every converted int equal to its digits' value (negative for no digits); `None`
    /// when `model` leaves a text unread.
    pub fn pinned(&self, model: &z3::Model) -> Option<Vec<Bool>> {
        let read = |t: &Str| model.eval(t, true).and_then(|v| super::text_of(&v));
        let mut literals = Vec::with_capacity(self.links.len());
        let mut pins = Vec::with_capacity(self.links.len() + self.texts.len());
        for (digits, n) in &self.links {
            let text = read(digits)?;
            pins.push(match text.parse::<BigInt>() {
                Ok(value) if text.bytes().all(|b| b.is_ascii_digit()) => n.eq(&IntTerm::lit(&value).0),
                _ if text.is_empty() => n.lt(Int::from_i64(0)),
                _ => return None,
            });
            literals.push(Str::from(text.as_str()));
        }
        for t in &self.texts {
            pins.push(t.eq(Str::from(read(t)?.as_str())));
        }
        let pairs: Vec<(&Str, &Str)> = self.links.iter().map(|(digits, _)| digits).zip(&literals).collect();
        Some(self.facts.iter().map(|f| f.substitute(&pairs)).chain(pins).collect())
    }
}

/// What `digits = str.from_int(n)` implies that Z3 handles quickly: the empty string for a
/// negative `n`; otherwise ASCII digits with no leading zero, `"0"` exactly for zero, and one
/// digit exactly below ten.
fn looks_like_digits_of(n: &Int, digits: &Str) -> Bool {
    let zero = Int::from_i64(0);
    let decimal = digits.regex_matches(&Regexp::range(&'0', &'9').plus());
    let no_leading_zero = Str::from("0").prefix(digits).not();
    let is_zero = n.eq(&zero);
    let single = n.le(Int::from_i64(9)).eq(digits.length().eq(Int::from_i64(1)));
    let natural = Bool::and(&[
        &decimal,
        &is_zero.eq(digits.eq(Str::from("0"))),
        &Bool::or(&[&is_zero, &no_leading_zero]),
        &single,
    ]);
    n.lt(&zero).ite(&digits.eq(Str::from("")), &natural)
}

/// What [`look_through`] finds.
struct Found {
    /// The distinct conversions, each with the int it converts.
    conversions: Vec<(Str, Int)>,
    /// The free text constants met outside them.
    texts: Vec<Str>,
}

/// The conversions and texts of `facts` (outside quantifiers, so no conversion mentions a
/// bound variable); `None` past [`MAX_WALK`] subterms.
fn look_through(facts: &[BoolTerm]) -> Option<Found> {
    let mut found = Found { conversions: Vec::new(), texts: Vec::new() };
    let roots = facts.iter().map(|f| Dynamic::from_ast(&f.0)).collect();
    let complete = walk::apps(roots, MAX_WALK, |t| {
        if t.kind() == AstKind::Numeral {
            return Step::Skip;
        }
        if t.num_children() == 1 && super::CONVERSIONS.contains(&t.decl().name().as_str()) {
            if let (Some(conv), Some(n)) = (t.as_string(), t.nth_child(0).and_then(|c| c.as_int())) {
                found.conversions.push((conv, n));
                return Step::Skip;
            }
        }
        if t.num_children() == 0 && t.decl().arity() == 0 && !super::is_string_literal(t) {
            found.texts.extend(t.as_string());
        }
        Step::Descend
    });
    complete.then_some(found)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::smt::StrTerm;

    fn int(n: i64) -> IntTerm {
        IntTerm::lit(&BigInt::from(n))
    }

    fn satisfiable(facts: &[Bool]) -> Option<z3::Model> {
        let solver = z3::Solver::new();
        facts.iter().for_each(|f| solver.assert(f));
        (solver.check() == z3::SatResult::Sat).then(|| solver.get_model()).flatten()
    }

    /// A model of the weaker query that pairs a number with digits not its own is pinned to
    /// its texts, each number taking its digits' value: the pinned query's model satisfies the
    /// original facts.
    #[test]
    fn a_model_with_digits_not_its_numbers_own_is_pinned_to_the_digits_value() {
        let (n, s) = (IntTerm::var("n"), StrTerm::var("s"));
        let text = StrTerm::concat(&[StrTerm::of_int(&n.add(&int(5))), StrTerm::lit("-"), s.clone()]);
        let facts = [text.ends_with(&StrTerm::lit("7-x")), int(0).lt(&n)];
        let weaker = weaken(&facts).expect("one conversion");
        let (digits, _) = &weaker.links[0];
        let wrong = satisfiable(&[&weaker.facts[..], &[digits.eq(Str::from("17")), n.0.eq(&int(10).0)]].concat())
            .expect("the weaker query allows n = 10 with the digits 17");
        let original = |m: &z3::Model| facts.iter().all(|f| crate::smt::solve::holds(m, &f.0));
        assert!(!original(&wrong));
        let pinned = weaker.pinned(&wrong).expect("every text is read");
        let model = satisfiable(&pinned).expect("n = 12 gives the digits 17");
        assert!(original(&model));
        assert_eq!(model.eval(&n.0, true).and_then(|v| v.as_i64()), Some(12));
    }
}
