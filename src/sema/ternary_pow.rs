//! `pow(base, exp, mod)` with an instance among the three: CPython's `ternary_op`, which asks
//! the power slot of each operand's type in turn (base, exp, mod; a type once). A class of the
//! program answers only as the base, by `base.__pow__(exp, mod)` (three-argument power never
//! reflects to `__rpow__`); a float refuses any modulus and a complex number any modulo; an int
//! declines what is not ints. When every slot declines, CPython's `TypeError` naming the three
//! types.

use super::{Evaluator, Fault, Val};
use crate::source::Span;

impl<'p, D: super::Domain + 'p> Evaluator<'p, D> {
    /// `pow(v, w, z)` where one of them is an instance and `z` is not `None`.
    pub(super) fn ternary_pow(&mut self, v: &Val<D>, w: &Val<D>, z: &Val<D>, at: Span) -> Result<Val<D>, Fault> {
        let mut asked: Vec<String> = Vec::with_capacity(3);
        for (position, operand) in [v, w, z].into_iter().enumerate() {
            let t = self.type_name(operand, at)?;
            if asked.contains(&t) {
                continue;
            }
            asked.push(t.clone());
            if self.is_object(operand) {
                if t == "decimal.Decimal" || self.builtin_part(operand).is_some() {
                    // CPython's C `Decimal` (and an instance deriving from a number) takes a
                    // modulus, which the model does not.
                    let message =
                        format!("three-argument `pow()` of a `{t}`, which CPython has and clauz3 does not model");
                    return Err(Fault::unsupported(message, at));
                }
                if position != 0 {
                    continue;
                }
                match self.dunder(operand, "__pow__") {
                    Some(f) => {
                        let out = self.call_dunder(f, operand.clone(), vec![w.clone(), z.clone()], at)?;
                        if !self.is_not_implemented(&out) {
                            return Ok(out);
                        }
                    }
                    None if self.dunder(operand, "__rpow__").is_some() => {
                        let message = format!("three-argument `pow()` of a `{t}` with `__rpow__` and no `__pow__`");
                        return Err(Fault::unsupported(message, at));
                    }
                    None => {}
                }
            } else if t == "float" {
                return Err(Fault::type_error("pow() 3rd argument not allowed unless all arguments are integers", at));
            } else if t == "complex" {
                return Err(Fault::value_error("complex modulo", at));
            }
        }
        let names: Vec<String> = [v, w, z].into_iter().map(|x| self.type_name(x, at)).collect::<Result<_, _>>()?;
        let message =
            format!("unsupported operand type(s) for ** or pow(): '{}', '{}', '{}'", names[0], names[1], names[2]);
        Err(Fault::type_error(message, at))
    }
}
