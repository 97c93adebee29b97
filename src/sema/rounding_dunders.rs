//! The numbers' rounding methods called by name on an int, a bool or a float:
//! `x.__round__([ndigits])` is `round(x[, ndigits])`, `x.__trunc__()` is `int(x)`, and
//! `x.__floor__()`/`x.__ceil__()` are the nearest int below/above, as CPython's `float_floor`
//! and `float_ceil` compute them (an int's are the int itself). Computing them with the
//! evaluator's own `round`, `int` and comparisons lets both domains answer them as they answer
//! those, and gives CPython's errors for infinities and NaN (`int(x)`'s). Argument errors are
//! worded as CPython's slot methods word them.

use super::call::Kwargs;
use super::{Domain, Evaluator, Fault, Val};
use crate::ir::{BinOp, Builtin, CmpOp, Const, Method, PyExc};
use crate::source::Span;

/// Whether `m` is one of the rounding methods handled here.
pub(super) fn is_rounding_method(m: Method) -> bool {
    matches!(m, Method::DunderRound | Method::DunderFloor | Method::DunderCeil | Method::DunderTrunc)
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// `receiver.m(*args, **kwargs)` for a rounding method `m` on a value that is not an
    /// instance of the program's classes (those call their own, `dunder_methods`).
    pub(super) fn rounding_method(
        &mut self,
        m: Method,
        receiver: Val<D>,
        args: Vec<Val<D>>,
        kwargs: &Kwargs<Val<D>>,
        at: Span,
    ) -> Result<Val<D>, Fault> {
        let name = m.name();
        let float = self.is_builtin_instance(&receiver, Builtin::Float, at)?;
        if !float && !self.is_builtin_instance(&receiver, Builtin::Int, at)? {
            let owner = self.type_name(&receiver, at)?;
            return Err(Fault::exc(PyExc::AttributeError, format!("'{owner}' object has no attribute '{name}'"), at));
        }
        let base = if float { "float" } else { "int" };
        if !kwargs.is_empty() {
            return Err(Fault::type_error(format!("{base}.{name}() takes no keyword arguments"), at));
        }
        if m == Method::DunderRound {
            if args.len() > 1 {
                return Err(Fault::type_error(format!("{name} expected at most 1 argument, got {}", args.len()), at));
            }
            // `round(n, None)` calls `int.__round__()` without it; by name, None is no index.
            if let (false, Some(ndigits)) = (float, args.first()) {
                if self.is_none(ndigits, at)? {
                    return Err(Fault::type_error("'NoneType' object cannot be interpreted as an integer", at));
                }
            }
            let mut args = args;
            args.insert(0, receiver);
            return self.call_builtin(Builtin::Round, args, Vec::new(), at);
        }
        if !args.is_empty() {
            return Err(Fault::type_error(format!("{base}.{name}() takes no arguments ({} given)", args.len()), at));
        }
        // `int(x)` truncates toward zero (and is an int's own value, a bool's as an int).
        let n = self.call_builtin(Builtin::Int, vec![receiver.clone()], Vec::new(), at)?;
        let (past, step) = if m == Method::DunderFloor {
            (CmpOp::Gt, BinOp::Sub)
        } else if m == Method::DunderCeil {
            (CmpOp::Lt, BinOp::Add)
        } else {
            return Ok(n);
        };
        if !float {
            return Ok(n);
        }
        let beyond = self.compare(past, n.clone(), receiver, at)?;
        if !self.truth(&beyond, at)? {
            return Ok(n);
        }
        let one = self.domain.constant(&Const::Int(1), at)?;
        self.binary(step, n, one, at)
    }
}
