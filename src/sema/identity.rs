//! `id(x)`: a number for an object, the same for as long as the run lasts and different for
//! every other object, so `id(a) == id(b)` exactly when `a is b`. CPython's number is the
//! object's address, which differs from run to run: the interpreter numbers objects in the
//! order `id` first sees them (an address-like number, the same on every run), the prover gives
//! each a positive int of its own that differs from every other object's, and nothing more, so
//! a proof may rest on which ids are equal but never on their order or size. The run keeps
//! every numbered object, so no later object is taken for it. An object whose identity CPython
//! leaves to how it stores values (an int, a float, a string, bytes: `is` between them is
//! refused too) is refused.

use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{Builtin, CmpOp, Const};
use crate::source::Span;
use std::rc::Rc;

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `id(x)`, with CPython's errors for a wrong call.
    pub(super) fn id_builtin(
        &mut self,
        args: Vec<Val<D>>,
        kwargs: &[(Rc<str>, Val<D>)],
        at: Span,
    ) -> Result<Val<D>, Fault> {
        if !kwargs.is_empty() {
            return Err(Fault::type_error("id() takes no keyword arguments", at));
        }
        let [x] = <[Val<D>; 1]>::try_from(args)
            .map_err(|args| Fault::type_error(format!("id() takes exactly one argument ({} given)", args.len()), at))?;
        if !self.is_object(&x) && !self.is_builtin_instance(&x, Builtin::Bool, at)? {
            for stored in [Builtin::Int, Builtin::Float, Builtin::Str, Builtin::Bytes] {
                if self.is_builtin_instance(&x, stored, at)? {
                    return Err(Fault::unsupported(
                        format!(
                            "`id()` of a `{}` value: whether two equal ones are one object depends on how CPython stores them (compare with `==`)",
                            stored.name()
                        ),
                        at,
                    ));
                }
            }
        }
        // The numbered objects, read while `is` runs through the evaluator.
        let ids = self.ids.clone();
        if let Some(number) = self.numbered(&ids, &x, at)? {
            return Ok(number);
        }
        let number = self.new_id(&ids, at)?;
        self.ids.push((x, number.clone()));
        Ok(number)
    }

    /// The number `id` gave `x` before in this run, if any.
    fn numbered(&mut self, ids: &[(Val<D>, Val<D>)], x: &Val<D>, at: Span) -> Result<Option<Val<D>>, Fault> {
        for (seen, number) in ids {
            let is = self.compare(CmpOp::Is, seen.clone(), x.clone(), at)?;
            if self.domain.truth(&is, at)? {
                return Ok(Some(number.clone()));
            }
        }
        Ok(None)
    }

    /// The number of the next object `id` sees: the domain's (`Builtin::Id` of its position),
    /// positive and different from every number given before.
    fn new_id(&mut self, ids: &[(Val<D>, Val<D>)], at: Span) -> Result<Val<D>, Fault> {
        let k = self.domain.constant(&Const::Int(ids.len() as i64), at)?;
        let number = self.domain.builtin(Builtin::Id, vec![k], Vec::new(), at)?;
        let zero = self.domain.constant(&Const::Int(0), at)?;
        let mut facts = vec![self.domain.compare(CmpOp::Gt, number.clone(), zero, at)?];
        for (_, other) in ids {
            facts.push(self.domain.compare(CmpOp::NotEq, number.clone(), other.clone(), at)?);
        }
        for fact in facts {
            if !self.domain.assume(&fact, at)? {
                return Err(Fault::internal("`id` gave two objects one number", at));
            }
        }
        Ok(number)
    }
}
