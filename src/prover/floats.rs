//! Floats in the symbolic domain: IEEE-754 doubles rounded to nearest (ties to even), as
//! Python's. Int operands are converted exactly as Python converts them (an `OverflowError`
//! obligation when too large), `int / int` rounds the exact quotient once, and an int is
//! compared with a float exactly, not through rounding.
// Only a few operand and builtin kinds are float operations; every other one falls through
// to the domain's generic path, which one arm says.
#![expect(
    clippy::wildcard_enum_match_arm,
    reason = "only a few kinds are handled here; the rest fall through in one arm"
)]

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use super::ObligationKind;
use crate::interp::Value;
use crate::ir::{BinOp, Builtin, CmpOp, PyExc, UnaryOp};
use crate::sema::{Domain, Fault};
use crate::smt::{BoolTerm, FloatTerm, IntTerm, StrTerm};
use crate::source::Span;
use std::cmp::Ordering;

/// One operand of a float operation.
enum Operand {
    Float(FloatTerm),
    Int(IntTerm),
    /// An int whose value is known.
    Known(num_bigint::BigInt),
    /// A known int no double holds, strictly between these two adjacent doubles.
    Between(f64, f64),
}

impl Symbolic<'_> {
    /// Whether an operation on these operands is a float operation of the symbolic domain.
    fn involves_float(l: &SymVal, r: &SymVal) -> bool {
        let is_float = |v: &SymVal| matches!(v, SymVal::Float(_) | SymVal::Concrete(Value::Float(_)));
        let symbolic = |v: &SymVal| !matches!(v, SymVal::Concrete(_));
        (is_float(l) || is_float(r)) && (symbolic(l) || symbolic(r))
    }

    fn operand(&self, v: &SymVal) -> Option<Operand> {
        match v {
            SymVal::Float(f) => Some(Operand::Float(f.clone())),
            SymVal::Concrete(Value::Float(x)) => Some(Operand::Float(FloatTerm::lit(*x))),
            SymVal::Concrete(c) => c.as_bigint().map(Operand::Known),
            other => self.as_int(other).map(Operand::Int),
        }
    }

    /// A fault when `cond` can hold on this path, recorded as an obligation; `message` is
    /// CPython's.
    pub(super) fn obligation(&mut self, exc: PyExc, cond: BoolTerm, message: &str, at: Span) -> Result<(), Fault> {
        self.meet(ObligationKind::Exception(exc), at);
        if self.decide(cond, at)? {
            return Err(Fault::exc(exc, message, at));
        }
        Ok(())
    }

    /// [`Self::obligation`] where CPython's message depends on the value: the exception's
    /// arguments are unknown.
    fn obligation_unshown(&mut self, exc: PyExc, cond: BoolTerm, message: &str, at: Span) -> Result<(), Fault> {
        self.obligation(exc, cond, message, at).map_err(super::exceptions::unshown)
    }

    /// `float(n)` of an int term: an `OverflowError` obligation, then the nearest double.
    pub(super) fn int_to_float(&mut self, n: &IntTerm, at: Span) -> Result<FloatTerm, Fault> {
        let overflows = FloatTerm::int_overflows(n);
        self.obligation(PyExc::OverflowError, overflows, "int too large to convert to float", at)?;
        Ok(FloatTerm::of_int(n))
    }

    fn as_float(&mut self, o: Operand, at: Span) -> Result<FloatTerm, Fault> {
        match o {
            Operand::Float(f) => Ok(f),
            Operand::Int(n) => self.int_to_float(&n, at),
            // A known int converts here, exactly as the interpreter does.
            Operand::Known(n) => crate::interp::ops::big_to_f64(&n, at).map(FloatTerm::lit),
            Operand::Between(..) => Err(unsupported_symbolic("converting an int to float", at)),
        }
    }

    /// `l op r` when a float (or an int true division) is involved; `None` when it is not a
    /// float operation.
    pub(super) fn float_binary(
        &mut self,
        op: BinOp,
        l: &SymVal,
        r: &SymVal,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let int_division = op == BinOp::Div && self.as_int(l).is_some() && self.as_int(r).is_some();
        if !Self::involves_float(l, r) && !int_division {
            return Ok(None);
        }
        let (Some(a), Some(b)) = (self.operand(l), self.operand(r)) else {
            return Ok(None);
        };
        let as_term = |o: Operand| match o {
            Operand::Known(n) => Operand::Int(IntTerm::lit(&n)),
            other => other,
        };
        let (a, b) = if matches!((&a, &b), (Operand::Float(_), _) | (_, Operand::Float(_))) {
            (a, b)
        } else {
            (as_term(a), as_term(b))
        };
        if let (Operand::Int(a), Operand::Int(b), BinOp::Div) = (&a, &b, op) {
            let zero = IntTerm::lit(&0.into());
            self.obligation(PyExc::ZeroDivisionError, b.eq(&zero), "division by zero", at)?;
            self.obligation(
                PyExc::OverflowError,
                FloatTerm::quotient_overflows(a, b),
                "integer division result too large for a float",
                at,
            )?;
            return Ok(Some(SymVal::Float(FloatTerm::quotient(a, b))));
        }
        let (a, b) = (self.as_float(a, at)?, self.as_float(b, at)?);
        let result = match op {
            BinOp::Add => a.add(&b),
            BinOp::Sub => a.sub(&b),
            BinOp::Mul => a.mul(&b),
            BinOp::Div => {
                self.obligation(PyExc::ZeroDivisionError, b.is_zero(), "float division by zero", at)?;
                a.div(&b)
            }
            BinOp::FloorDiv
            | BinOp::Mod
            | BinOp::Pow
            | BinOp::BitAnd
            | BinOp::BitOr
            | BinOp::BitXor
            | BinOp::LShift
            | BinOp::RShift => return Err(unsupported_symbolic(&format!("`{}` of floats", op.symbol()), at)),
            // No float has `@`: left to the caller's `TypeError`.
            BinOp::MatMul => return Ok(None),
        };
        Ok(Some(SymVal::Float(result)))
    }

    /// A comparison involving a float; `None` when none is involved.
    pub(super) fn float_compare(
        &mut self,
        op: CmpOp,
        l: &SymVal,
        r: &SymVal,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        if !Self::involves_float(l, r) {
            return Ok(None);
        }
        let (Some(a), Some(b)) = (self.operand(l), self.operand(r)) else {
            return Ok(None);
        };
        let (a, b) = (Self::exact_known(a), Self::exact_known(b));
        let (order, inclusive, negate) = match op {
            CmpOp::Lt => (Ordering::Less, false, false),
            CmpOp::LtE => (Ordering::Less, true, false),
            CmpOp::Gt => (Ordering::Greater, false, false),
            CmpOp::GtE => (Ordering::Greater, true, false),
            CmpOp::Eq => (Ordering::Equal, true, false),
            CmpOp::NotEq => (Ordering::Equal, true, true),
            CmpOp::IsNone => return Ok(Some(SymVal::Concrete(Value::Bool(false)))),
            CmpOp::IsNotNone => return Ok(Some(SymVal::Concrete(Value::Bool(true)))),
            CmpOp::In | CmpOp::NotIn => return Err(unsupported_symbolic("`in` with a float", at)),
            CmpOp::Is | CmpOp::IsNot => return Err(unsupported_symbolic("`is` with a float", at)),
        };
        let holds = match (a, b) {
            (Operand::Float(x), Operand::Float(y)) => match order {
                Ordering::Less if inclusive => x.le(&y),
                Ordering::Less => x.lt(&y),
                Ordering::Greater if inclusive => y.le(&x),
                Ordering::Greater => y.lt(&x),
                Ordering::Equal => x.eq(&y),
            },
            (Operand::Int(n), Operand::Float(x)) => FloatTerm::int_cmp(&n, order, inclusive, &x),
            (Operand::Float(x), Operand::Int(n)) => FloatTerm::int_cmp(&n, order.reverse(), inclusive, &x),
            (Operand::Between(lo, hi), Operand::Float(x)) => Self::between(&x, order.reverse(), lo, hi),
            (Operand::Float(x), Operand::Between(lo, hi)) => Self::between(&x, order, lo, hi),
            (Operand::Known(n), Operand::Float(x)) => FloatTerm::int_cmp(&IntTerm::lit(&n), order, inclusive, &x),
            (Operand::Float(x), Operand::Known(n)) => {
                FloatTerm::int_cmp(&IntTerm::lit(&n), order.reverse(), inclusive, &x)
            }
            (
                Operand::Int(_) | Operand::Known(_) | Operand::Between(..),
                Operand::Int(_) | Operand::Known(_) | Operand::Between(..),
            ) => return Ok(None),
        };
        Ok(Some(SymVal::Bool(if negate { holds.not() } else { holds })))
    }

    /// A known int as a comparison operand: the double that holds it exactly, or the two
    /// adjacent doubles around it (so an int is compared exactly, without reals).
    fn exact_known(o: Operand) -> Operand {
        let Operand::Known(n) = o else { return o };
        let f = num_traits::ToPrimitive::to_f64(&n).unwrap_or(f64::INFINITY);
        if f.is_finite() && crate::interp::big_from_f64(f) == n {
            return Operand::Float(FloatTerm::lit(f));
        }
        if !f.is_finite() {
            return if n.sign() == num_bigint::Sign::Minus {
                Operand::Between(f64::NEG_INFINITY, f64::MIN)
            } else {
                Operand::Between(f64::MAX, f64::INFINITY)
            };
        }
        if crate::interp::big_from_f64(f) < n {
            Operand::Between(f, f.next_up())
        } else {
            Operand::Between(f.next_down(), f)
        }
    }

    /// `x order n` for a float `x` and an int `n` with `lo < n < hi` (adjacent doubles): `n`
    /// equals no double, so `x < n` iff `x <= lo` and `x > n` iff `x >= hi`.
    fn between(x: &FloatTerm, order: Ordering, lo: f64, hi: f64) -> BoolTerm {
        match order {
            Ordering::Less => x.le(&FloatTerm::lit(lo)),
            Ordering::Greater => FloatTerm::lit(hi).le(x),
            Ordering::Equal => BoolTerm::lit(false),
        }
    }

    pub(super) fn float_unary(op: UnaryOp, f: &FloatTerm, at: Span) -> Result<SymVal, Fault> {
        match op {
            UnaryOp::Neg => Ok(SymVal::Float(f.neg())),
            UnaryOp::Pos => Ok(SymVal::Float(f.clone())),
            UnaryOp::Not => Ok(SymVal::Bool(f.is_zero())),
            UnaryOp::Invert => Err(Fault::type_error("bad operand type for unary ~: 'float'", at)),
        }
    }

    /// `int(text)` of a string term. On plain ASCII text `int()` accepts exactly an optional sign
    /// and digits, so the `ValueError` obligation is exact there; text with whitespace, `_` or
    /// non-ASCII characters (which Python strips, skips or reads as digits) is refused rather
    /// than guessed.
    pub(super) fn text_to_int(&mut self, text: &StrTerm, at: Span) -> Result<SymVal, Fault> {
        let (is_literal, value) = text.decimal_int();
        let invalid = BoolTerm::and(&[is_literal.not(), text.plain_ascii()]);
        // CPython's message quotes the text, which no one message can: its arguments are unknown.
        self.obligation_unshown(PyExc::ValueError, invalid, "invalid literal for int() with base 10", at)?;
        // CPython reads at most 4300 decimal digits (the sign is not one).
        let signed = BoolTerm::or(&[text.starts_with(&StrTerm::lit("-")), text.starts_with(&StrTerm::lit("+"))]);
        let digits = IntTerm::ite(&signed, &text.len().sub(&IntTerm::lit(&1.into())), &text.len());
        let limit = IntTerm::lit(&crate::interp::numtext::MAX_STR_DIGITS.into());
        let too_long = BoolTerm::and(&[is_literal.clone(), limit.lt(&digits)]);
        self.obligation_unshown(
            PyExc::ValueError,
            too_long,
            "Exceeds the limit (4300 digits) for integer string conversion",
            at,
        )?;
        if self.decide(is_literal.not(), at)? {
            return Err(Fault::unsupported(
                "`int()` of a string that may hold whitespace, `_` or non-ASCII characters is not supported by the prover yet",
                at,
            ));
        }
        Ok(SymVal::Int(value))
    }

    /// `float()`, `int()`, `abs()` and `bool()` of a symbolic float (or `float()` of a symbolic
    /// int, `int()` and `float()` of a bool term); `None` for anything else.
    pub(super) fn float_builtin(&mut self, b: Builtin, arg: &SymVal, at: Span) -> Result<Option<SymVal>, Fault> {
        let f = match arg {
            SymVal::Float(f) => f.clone(),
            SymVal::Str(text) if b == Builtin::Int => return self.text_to_int(text, at).map(Some),
            SymVal::Int(n) if b == Builtin::Float => return Ok(Some(SymVal::Float(self.int_to_float(n, at)?))),
            // A bool is the int 0 or 1: exact, and never out of a float's range.
            SymVal::Bool(flag) if b == Builtin::Int => return Ok(Some(SymVal::Int(flag.to_int()))),
            SymVal::Bool(flag) if b == Builtin::Float => {
                return Ok(Some(SymVal::Float(FloatTerm::ite(flag, &FloatTerm::lit(1.0), &FloatTerm::lit(0.0)))))
            }
            _ => return Ok(None),
        };
        Ok(Some(match b {
            Builtin::Float => SymVal::Float(f),
            Builtin::Abs => SymVal::Float(f.abs()),
            Builtin::Bool => SymVal::Bool(f.is_zero().not()),
            Builtin::Int => {
                self.obligation(PyExc::ValueError, f.is_nan(), "cannot convert float NaN to integer", at)?;
                self.obligation(PyExc::OverflowError, f.is_infinite(), "cannot convert float infinity to integer", at)?;
                SymVal::Int(f.truncate())
            }
            _ => return Ok(None),
        }))
    }

    /// `divmod` and `pow` (two arguments) of numeric terms, through the operators, so they
    /// carry the same obligations (`ZeroDivisionError`, ...); the int-only builtins after.
    pub(super) fn arith_builtin(
        &mut self,
        b: Builtin,
        args: &[SymVal],
        no_kwargs: bool,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let numeric = |a: &SymVal| {
            matches!(a, SymVal::Int(_) | SymVal::Bool(_) | SymVal::Float(_))
                || a.known().is_some_and(|v| v.is_int_like() || matches!(v, Value::Float(_)))
        };
        let terms = args.iter().any(|a| !matches!(a, SymVal::Concrete(_)));
        if no_kwargs && terms && args.iter().all(numeric) {
            match (b, args) {
                (Builtin::Divmod, [x, y]) => {
                    let q = self.binary(BinOp::FloorDiv, x.clone(), y.clone(), at)?;
                    let r = self.binary(BinOp::Mod, x.clone(), y.clone(), at)?;
                    return Ok(Some(SymVal::tuple(vec![q, r])));
                }
                (Builtin::Pow, [x, y]) => return self.binary(BinOp::Pow, x.clone(), y.clone(), at).map(Some),
                _ => {}
            }
        }
        Ok(self.int_builtin(b, args, no_kwargs))
    }
}
