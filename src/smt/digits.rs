//! A weaker query for facts with int-to-string conversions, asked before the query itself.
//!
//! Z3 4.8 reasons about `str.from_int` slowly: a query a person settles at a glance ("can
//! `str(n) + "-" + s` contain `xy`?") often runs into the work limit after a quarter of a second.
//! With each conversion replaced by a fresh string that only has to look like the digits of
//! *some* number, the same query takes milliseconds. The weaker query allows more, so its
//! `unsat` settles the original; its model settles the original only when it satisfies the
//! original facts too (checked by evaluating them). Anything else asks the original query.

use super::walk::{self, Step};
use super::BoolTerm;
use z3::ast::String as Str;
use z3::ast::{Ast, Bool, Dynamic, Int, Regexp};
use z3::AstKind;

/// Past this many distinct subterms the facts are asked as they are: walking them would cost
/// more than the weaker query could save.
const MAX_WALK: usize = 20_000;

/// Z3's names for `str(n)` of a non-negative int (SMT-LIB 2.6, and the older spelling).
const CONVERSIONS: [&str; 2] = ["str.from_int", "int.to.str"];

/// `facts` with every int-to-string conversion outside quantifiers replaced by a fresh string
/// of decimal digits, plus what holds of every such string; `None` when the facts hold no
/// conversion (or are too large to look through).
pub(super) fn weaken(facts: &[BoolTerm]) -> Option<Vec<Bool>> {
    let conversions = conversions(facts)?;
    if conversions.is_empty() {
        return None;
    }
    let fresh: Vec<Str> = (0..conversions.len()).map(|i| Str::new_const(format!("!digits{i}"))).collect();
    let pairs: Vec<(&Str, &Str)> = conversions.iter().map(|(conv, _)| conv).zip(&fresh).collect();
    let mut weaker: Vec<Bool> = facts.iter().map(|f| f.0.substitute(&pairs)).collect();
    for ((_, n), digits) in conversions.iter().zip(&fresh) {
        weaker.push(looks_like_digits_of(n, digits));
    }
    Some(weaker)
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

/// The distinct conversions in `facts` (outside quantifiers, so none mentions a bound
/// variable), each with the int it converts; `None` past [`MAX_WALK`] subterms.
fn conversions(facts: &[BoolTerm]) -> Option<Vec<(Str, Int)>> {
    let mut found = Vec::new();
    let roots = facts.iter().map(|f| Dynamic::from_ast(&f.0)).collect();
    let complete = walk::apps(roots, MAX_WALK, |t| {
        if t.kind() == AstKind::Numeral {
            return Step::Skip;
        }
        if t.num_children() == 1 && CONVERSIONS.contains(&t.decl().name().as_str()) {
            if let (Some(conv), Some(n)) = (t.as_string(), t.nth_child(0).and_then(|c| c.as_int())) {
                found.push((conv, n));
                return Step::Skip;
            }
        }
        Step::Descend
    });
    complete.then_some(found)
}
