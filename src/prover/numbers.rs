//! Methods and attributes of int, bool and float terms. On an int term `conjugate()`,
//! `as_integer_ratio()`, `.real` and `.numerator` are the term itself (a bool's as an int),
//! `.imag` and `.denominator` constants; on a float term `conjugate()` and `.real` are the
//! same float, `is_integer()` a term. What needs the bits of a term (`bit_length`,
//! `bit_count`, `hex`, `as_integer_ratio` of a float) is refused, so the path is skipped.

use super::domain::{unsupported_symbolic, SymVal, Symbolic};
use crate::interp::{numbers, Value};
use crate::ir::Method;
use crate::sema::Fault;
use crate::source::Span;

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
        let owner = if m == Method::Fromhex { "float" } else { owner };
        numbers::check_arity(m, owner, args.len(), has_kwargs, at)?;
        let int = self.as_int(receiver);
        Ok(Some(match (m, receiver, int) {
            (Method::Conjugate, SymVal::Float(_), _) => receiver.clone(),
            (Method::IsInteger, SymVal::Float(f), _) => SymVal::Bool(f.is_integral()),
            (Method::Conjugate, _, Some(n)) => SymVal::Int(n),
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
}
