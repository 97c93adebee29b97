//! The arithmetic an enumeration's body may compute its members' values with (`1 << 2`,
//! `LOW * 2`, `"v" + "1"`), folded as CPython computes it when the class is created. What
//! would leave 64 bits, divide by zero or lose a float's exactness is not folded, so the
//! member is refused rather than given another value.

use crate::ir::{Const, PyStr};
use rustpython_parser::ast;
use std::rc::Rc;

/// The largest int a float holds exactly (`2 ** 53`), for mixing ints into float arithmetic.
const EXACT_IN_FLOAT: i64 = 1 << 53;

/// The longest str or tuple a repetition may make.
const LONGEST_REPEAT: usize = 10_000;

/// `left op right` of two folded values, or `None` when CPython's result is not computed here.
pub(super) fn binary(op: ast::Operator, left: &Const, right: &Const) -> Option<Const> {
    match (left, right) {
        (Const::Int(a), Const::Int(b)) => ints(op, *a, *b),
        (Const::Int(_) | Const::Float(_), Const::Int(_) | Const::Float(_)) => {
            floats(op, as_float(left)?, as_float(right)?).map(Const::Float)
        }
        (Const::Str(a), Const::Str(b)) if op == ast::Operator::Add => {
            Some(Const::Str(Rc::new(PyStr::from(format!("{a}{b}").as_str()))))
        }
        (Const::Str(a), Const::Int(n)) | (Const::Int(n), Const::Str(a)) if op == ast::Operator::Mult => {
            let n = usize::try_from(*n).unwrap_or(0);
            (a.to_string().chars().count().saturating_mul(n) <= LONGEST_REPEAT)
                .then(|| Const::Str(Rc::new(PyStr::from(a.to_string().repeat(n).as_str()))))
        }
        (Const::Tuple(a), Const::Tuple(b)) if op == ast::Operator::Add => {
            Some(Const::Tuple(a.iter().chain(b.iter()).cloned().collect()))
        }
        _ => None,
    }
}

/// `op operand` of a folded value.
pub(super) fn unary(op: ast::UnaryOp, operand: &Const) -> Option<Const> {
    match (op, operand) {
        (ast::UnaryOp::USub, Const::Int(a)) => a.checked_neg().map(Const::Int),
        (ast::UnaryOp::USub, Const::Float(a)) => Some(Const::Float(-a)),
        (ast::UnaryOp::UAdd, Const::Int(_) | Const::Float(_)) => Some(operand.clone()),
        (ast::UnaryOp::Invert, Const::Int(a)) => Some(Const::Int(!a)),
        _ => None,
    }
}

/// An int or float operand as the float CPython converts it to, if that is exact.
fn as_float(c: &Const) -> Option<f64> {
    match c {
        Const::Float(f) => Some(*f),
        Const::Int(i) if i.unsigned_abs() <= EXACT_IN_FLOAT as u64 => Some(*i as f64),
        _ => None,
    }
}

/// Int arithmetic with Python's floor division and modulo (rounding toward negative infinity).
fn ints(op: ast::Operator, a: i64, b: i64) -> Option<Const> {
    use ast::Operator as O;
    let int = match op {
        O::Add => a.checked_add(b),
        O::Sub => a.checked_sub(b),
        O::Mult => a.checked_mul(b),
        O::FloorDiv => {
            let q = a.checked_div(b)?;
            Some(if a % b != 0 && ((a < 0) != (b < 0)) { q - 1 } else { q })
        }
        O::Mod => {
            let r = a.checked_rem(b)?;
            Some(if r != 0 && ((r < 0) != (b < 0)) { r + b } else { r })
        }
        O::Pow => a.checked_pow(u32::try_from(b).ok()?),
        O::LShift => {
            let shifted = a.checked_shl(u32::try_from(b).ok()?)?;
            (shifted >> b == a).then_some(shifted)
        }
        O::RShift => Some(a >> u32::try_from(b).ok()?.min(63)),
        O::BitOr => Some(a | b),
        O::BitAnd => Some(a & b),
        O::BitXor => Some(a ^ b),
        O::Div => return floats(op, as_float(&Const::Int(a))?, as_float(&Const::Int(b))?).map(Const::Float),
        O::MatMult => None,
    };
    int.map(Const::Int)
}

/// Float arithmetic where IEEE's result is CPython's: `+`, `-`, `*` and `/` by a non-zero.
fn floats(op: ast::Operator, a: f64, b: f64) -> Option<f64> {
    match op {
        ast::Operator::Add => Some(a + b),
        ast::Operator::Sub => Some(a - b),
        ast::Operator::Mult => Some(a * b),
        ast::Operator::Div if b != 0.0 => Some(a / b),
        _ => None,
    }
}
