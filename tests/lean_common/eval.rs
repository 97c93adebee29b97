//! A reference meaning of typed formulas (Python's floor division, Lean's `getD` on a list), to
//! check that lifting and case splits keep what a formula says.
#![allow(dead_code, reason = "each test file uses some of these")]

use clauz3::lean::formula::{Cmp, Formula, IntExpr};
use num_bigint::BigInt;
use std::collections::BTreeMap;

/// The value of `e` under `env`, with Python's floor division and Z3's/Lean's Euclidean one;
/// `None` on a zero divisor.
fn int(e: &IntExpr, env: &BTreeMap<String, i64>) -> Option<BigInt> {
    let two = |a: &IntExpr, b: &IntExpr| Some((int(a, env)?, int(b, env)?));
    Some(match e {
        IntExpr::Lit(n) => n.clone(),
        IntExpr::Var(v) => BigInt::from(env[v]),
        IntExpr::Add(xs) => xs.iter().map(|x| int(x, env)).sum::<Option<BigInt>>()?,
        IntExpr::Sub(xs) => {
            let first = int(&xs[0], env)?;
            xs[1..].iter().try_fold(first, |acc, x| Some(acc - int(x, env)?))?
        }
        IntExpr::Mul(xs) => xs.iter().map(|x| int(x, env)).product::<Option<BigInt>>()?,
        IntExpr::Neg(a) => -int(a, env)?,
        IntExpr::FloorDiv(a, b) => {
            let (a, b) = two(a, b)?;
            floor_div(&a, &b)?
        }
        IntExpr::FloorMod(a, b) => {
            let (a, b) = two(a, b)?;
            &a - &b * floor_div(&a, &b)?
        }
        IntExpr::EDiv(..) | IntExpr::EMod(..) => unreachable!("not generated here"),
        IntExpr::Len(xs) => BigInt::from(xs.len()),
        IntExpr::StrLen(s) => BigInt::from(s.chars().count()),
        IntExpr::Sum(xs) => xs.iter().map(|x| int(x, env)).sum::<Option<BigInt>>()?,
        IntExpr::Index(xs, i) => {
            // Lean's `getD` after the rendered normalisation: 0 out of bounds.
            let (len, i) = (BigInt::from(xs.len()), int(i, env)?);
            let at = if i < BigInt::from(0) { i + len } else { i };
            match usize::try_from(at).ok().and_then(|k| xs.get(k)) {
                Some(x) => int(x, env)?,
                None => BigInt::from(0),
            }
        }
        IntExpr::Ite(c, a, b) => {
            if holds(c, env)? {
                int(a, env)?
            } else {
                int(b, env)?
            }
        }
    })
}

/// Python's `a // b` (BigInt's `/` truncates); `None` for a zero divisor.
fn floor_div(a: &BigInt, b: &BigInt) -> Option<BigInt> {
    let zero = BigInt::from(0);
    if *b == zero {
        return None;
    }
    let q = a / b;
    let inexact = a % b != zero;
    Some(if inexact && ((*a < zero) != (*b < zero)) { q - 1 } else { q })
}

pub fn holds(f: &Formula, env: &BTreeMap<String, i64>) -> Option<bool> {
    Some(match f {
        Formula::Lit(b) => *b,
        Formula::Var(v) => env[v] != 0,
        Formula::Not(a) => !holds(a, env)?,
        // Left to right, stopping at the first deciding operand (as Python's `and`/`or`).
        Formula::And(xs) => xs.iter().try_fold(true, |acc, x| if acc { holds(x, env) } else { Some(false) })?,
        Formula::Or(xs) => xs.iter().try_fold(false, |acc, x| if acc { Some(true) } else { holds(x, env) })?,
        Formula::Implies(a, b) => !holds(a, env)? || holds(b, env)?,
        Formula::Iff(a, b) => holds(a, env)? == holds(b, env)?,
        Formula::Cmp(c, a, b) => {
            let (a, b) = (int(a, env)?, int(b, env)?);
            match c {
                Cmp::Eq => a == b,
                Cmp::Ne => a != b,
                Cmp::Le => a <= b,
                Cmp::Lt => a < b,
                Cmp::Ge => a >= b,
                Cmp::Gt => a > b,
            }
        }
        Formula::Ite(c, a, b) => {
            if holds(c, env)? {
                holds(a, env)?
            } else {
                holds(b, env)?
            }
        }
        Formula::StrEq(a, b) => a == b,
    })
}
