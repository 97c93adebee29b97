//! Methods and attributes of int, bool and float terms. On an int term `conjugate()`,
//! `as_integer_ratio()`, `.real` and `.numerator` are the term itself (a bool's as an int),
//! `.imag` and `.denominator` constants; on a float term `conjugate()` and `.real` are the
//! same float, `is_integer()` a term. `bit_length()` of an int term is exact below 2**64 in
//! magnitude and only bounded beyond. What needs the bits of a term (`bit_count`, `hex`,
//! `as_integer_ratio` of a float) is refused, so the path is skipped.

use super::domain::{SymVal, Symbolic};
use super::symval::unsupported_symbolic;
use crate::interp::{numbers, Value};
use crate::ir::{Method, PyExc};
use crate::sema::Fault;
use crate::smt::{BoolTerm, FloatTerm, IntTerm};
use crate::source::Span;
use num_bigint::BigInt;

/// Magnitudes below `2**EXACT_BITS` get their exact `bit_length()`.
const EXACT_BITS: u32 = 64;

/// The most tens `round(n, -k)` of an int term rounds to (`k`); CPython computes `10**k`
/// for any `k`, which past this is a size the prover leaves to the interpreter's limits.
const MOST_TENS: u32 = 4300;

impl Symbolic<'_> {
    /// A number method called on an int, bool or float term; `None` for any other receiver.
    pub(super) fn number_method(
        &mut self,
        m: Method,
        receiver: &SymVal,
        args: &[SymVal],
        has_kwargs: bool,
        at: Span,
    ) -> Result<Option<SymVal>, Fault> {
        let owner = if matches!(receiver, SymVal::Int(_) | SymVal::Bool(_)) {
            "int"
        } else if matches!(receiver, SymVal::Float(_)) {
            "float"
        } else {
            return Ok(None);
        };
        self.method_lookup(m, receiver, at)?;
        if matches!(m, Method::ToBytes | Method::FromBytes) {
            // Bytes of a term are not modelled (their length and items would be guesses).
            return Err(unsupported_symbolic(&format!("`int.{}()` of a symbolic int", m.name()), at));
        }
        let owner = if m == Method::Fromhex { "float" } else { owner };
        numbers::check_arity(m, owner, args.len(), has_kwargs, at)?;
        let int = self.as_int(receiver);
        Ok(Some(match (m, receiver, int) {
            (Method::Conjugate, SymVal::Float(_), _) => receiver.clone(),
            (Method::IsInteger, SymVal::Float(f), _) => SymVal::Bool(f.is_integral()),
            (Method::Conjugate, _, Some(n)) => SymVal::Int(n),
            (Method::BitLength, _, Some(n)) => SymVal::Int(self.bit_length(&n)),
            (Method::AsIntegerRatio, SymVal::Int(_) | SymVal::Bool(_), Some(n)) => {
                SymVal::tuple(vec![SymVal::Int(n), SymVal::Concrete(Value::Int(1))])
            }
            (Method::Fromhex, _, _) => {
                let [SymVal::Concrete(text)] = args else {
                    return Err(unsupported_symbolic("`float.fromhex()`", at));
                };
                let plain = [text.clone()];
                SymVal::Concrete(numbers::call(m, &Value::Float(0.0), &plain, false, at)?)
            }
            _ => return Err(unsupported_symbolic(&format!("`.{}()`", m.name()), at)),
        }))
    }

    /// `n.bit_length()`: the least `b` with `abs(n) < 2**b`, as a chain of comparisons up to
    /// `2**EXACT_BITS`. A magnitude beyond it (unless the path rules one out) has a bit length
    /// known only to be larger: proofs through it are sound, and a failure through it is
    /// approximate, standing only if its replay reproduces it.
    fn bit_length(&mut self, n: &IntTerm) -> IntTerm {
        let lit = |v: BigInt| IntTerm::lit(&v);
        let magnitude = IntTerm::ite(&n.lt(&lit(0.into())), &n.neg(), n);
        let exact = magnitude.lt(&lit(BigInt::from(1) << EXACT_BITS));
        let beyond = if self.implied(&exact) {
            lit(EXACT_BITS.into())
        } else {
            self.approximate("`bit_length()` of an int of more than 64 bits was approximated by its bounds", None);
            let bits = IntTerm::fresh("bit_length");
            self.path.push(lit((EXACT_BITS + 1).into()).le(&bits));
            bits
        };
        (0..=EXACT_BITS)
            .rev()
            .fold(beyond, |longer, b| IntTerm::ite(&magnitude.lt(&lit(BigInt::from(1) << b)), &lit(b.into()), &longer))
    }

    /// `.real`, `.imag`, `.numerator`, `.denominator` of an int, bool or float term; `None`
    /// for any other attribute or value.
    pub(super) fn number_attribute(&self, obj: &SymVal, name: &str) -> Option<SymVal> {
        match (obj, name) {
            (SymVal::Int(_) | SymVal::Bool(_), "real" | "numerator") => self.as_int(obj).map(SymVal::Int),
            (SymVal::Int(_) | SymVal::Bool(_), "imag") => Some(SymVal::Concrete(Value::Int(0))),
            (SymVal::Int(_) | SymVal::Bool(_), "denominator") => Some(SymVal::Concrete(Value::Int(1))),
            (SymVal::Float(_), "real") => Some(obj.clone()),
            (SymVal::Float(_), "imag") => Some(SymVal::Concrete(Value::Float(0.0))),
            _ => None,
        }
    }

    /// `round(x)` and `round(x, digits)` of an int, bool or float term, with `digits` plain
    /// (or `None`); `None` for anything else, and for digits so far below zero that CPython
    /// would compute a power of ten of that size.
    pub(super) fn round_term(&mut self, args: &[SymVal], at: Span) -> Result<Option<SymVal>, Fault> {
        let (x, digits) = match args {
            [x] => (x, None),
            [x, d] => match d.known() {
                Some(Value::None) => (x, None),
                Some(v) if v.is_int_like() => match v.as_bigint().and_then(|n| i64::try_from(n).ok()) {
                    Some(n) => (x, Some(n)),
                    None => return Ok(None),
                },
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        if let SymVal::Float(f) = x {
            return self.round_float(f, digits, at).map(Some);
        }
        let Some(n) = self.as_int(x).filter(|_| !matches!(x, SymVal::Concrete(_))) else { return Ok(None) };
        Ok(match digits {
            None => Some(SymVal::Int(n)),
            Some(d) if d >= 0 => Some(SymVal::Int(n)),
            Some(d) => u32::try_from(-d).ok().filter(|d| *d <= MOST_TENS).map(|d| SymVal::Int(n.round_to_tens(d))),
        })
    }

    /// `round()` of a float term: to an int (`ValueError` for a NaN, `OverflowError` for an
    /// infinity), or to `digits` places as a float (NaNs and infinities round to themselves,
    /// `OverflowError` when the rounded value is too large for a double).
    fn round_float(&mut self, f: &FloatTerm, digits: Option<i64>, at: Span) -> Result<SymVal, Fault> {
        let Some(digits) = digits else {
            self.obligation(PyExc::ValueError, f.is_nan(), "cannot convert float NaN to integer", at)?;
            self.obligation(PyExc::OverflowError, f.is_infinite(), "cannot convert float infinity to integer", at)?;
            return Ok(SymVal::Int(f.round_to_int()));
        };
        let finite = BoolTerm::or(&[f.is_nan(), f.is_infinite()]).not();
        // CPython's bounds: past them every finite float rounds to itself, or to a zero.
        let (rounded, overflows) = match digits {
            d if d > 323 => (f.clone(), BoolTerm::lit(false)),
            d if d < -308 => {
                let zero = FloatTerm::ite(&f.sign_is_negative(), &FloatTerm::lit(-0.0), &FloatTerm::lit(0.0));
                (zero, BoolTerm::lit(false))
            }
            d => f.round_digits(i32::try_from(d).expect("within CPython's bounds")),
        };
        let too_large = BoolTerm::and(&[finite.clone(), overflows]);
        self.obligation(PyExc::OverflowError, too_large, "rounded value too large to represent", at)?;
        Ok(SymVal::Float(FloatTerm::ite(&finite, &rounded, f)))
    }
}
