//! A linear condition under which an integer term has fewer than `k` decimal digits.
//!
//! `str(n)` of an int is a `ValueError` past 4300 digits (CPython 3.11), so every `str()` of a
//! term asks whether `|n|` may reach `10**4300`. Where `n` is a product (`str(a * b)`), that is
//! a nonlinear question with a huge constant, which Z3 often cannot answer within its time
//! limit. The sufficient condition built here splits the digit budget over the term's shape
//! (a product of terms under `10**i` and `10**j` is under `10**(i + j)`, a sum of `m` terms
//! under `10**(k - log10 m)` is under `10**k`), down to atoms bounded linearly, so the question
//! "does the path imply it" stays linear. When it does not, the exact question is still asked.

use super::read::numeral;
use num_bigint::BigInt;
use num_traits::Signed;
use z3::ast::{Ast, Bool, Int};
use z3::DeclKind;

const MAX_DEPTH: u32 = 24;

/// A condition that implies `|term| < 10**digits`; `false` where the budget runs out.
pub(super) fn below_digits(term: &Int, digits: i64) -> Bool {
    below(term, digits, 0)
}

fn below(term: &Int, digits: i64, depth: u32) -> Bool {
    if digits <= 0 {
        return Bool::from_bool(false);
    }
    if term.is_app() && term.decl().kind() == DeclKind::Anum {
        if let Some(value) = numeral(term) {
            return Bool::from_bool(decimal_digits(&value) < digits);
        }
    }
    let atom = || {
        let limit = pow10(digits);
        Bool::and(&[term.gt(limit.unary_minus()), term.lt(&limit)])
    };
    if depth > MAX_DEPTH || !term.is_app() {
        return atom();
    }
    let children: Vec<Int> = term.children().iter().filter_map(|c| c.as_int()).collect();
    if children.len() != term.children().len() || children.is_empty() {
        return atom();
    }
    let parts = |budgets: Vec<(usize, i64)>| {
        let conds: Vec<Bool> = budgets.into_iter().map(|(i, d)| below(&children[i], d, depth + 1)).collect();
        Bool::and(&conds)
    };
    let kind = term.decl().kind();
    if matches!(kind, DeclKind::Add | DeclKind::Sub) {
        let spare = decimal_digits(&BigInt::from(children.len() - 1));
        return parts((0..children.len()).map(|i| (i, digits - spare)).collect());
    }
    if kind == DeclKind::Mul {
        // Literal factors take their own digits; the rest share what is left evenly.
        let mut left = digits;
        let mut terms = Vec::new();
        for (i, c) in children.iter().enumerate() {
            match numeral(c).filter(|_| c.decl().kind() == DeclKind::Anum) {
                Some(v) => left -= decimal_digits(&v),
                None => terms.push(i),
            }
        }
        if terms.is_empty() {
            return Bool::from_bool(left >= 0);
        }
        let each = left / terms.len() as i64;
        return parts(terms.into_iter().map(|i| (i, each)).collect());
    }
    // `-a` and `a div b` are no larger than `a` (division by zero raises before); `a mod b`
    // is smaller than `b`.
    if matches!(kind, DeclKind::Uminus | DeclKind::Idiv) {
        return parts(vec![(0, digits)]);
    }
    if matches!(kind, DeclKind::Mod | DeclKind::Rem) {
        return parts(vec![(1, digits)]);
    }
    atom()
}

/// The number of decimal digits of `|v|` (0 has one).
fn decimal_digits(v: &BigInt) -> i64 {
    v.abs().to_string().len() as i64
}

fn pow10(digits: i64) -> Int {
    match u32::try_from(digits) {
        Ok(small @ 0..=18) => Int::from_i64(10i64.pow(small)),
        Ok(wide) => super::wide::numeral_of(&BigInt::from(10u32).pow(wide)),
        Err(_) => Int::from_i64(i64::MAX),
    }
}
