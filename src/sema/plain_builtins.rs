//! Builtin calls that go from the call site straight to the domain when their arguments are
//! plain values: `call_builtin`'s steps (special methods of instances, generators taken item by
//! item, enumerations, keys hashed by the program's `__hash__`) do nothing for those, and
//! skipping them keeps `len(xs)` or `max(a, b)` in an inner loop short.

use super::call::ArgsCode;
use super::spread::Receiver;
use super::{Domain, Evaluator, ExprCode};
use crate::ir::Builtin;
use crate::source::Span;

/// Builtins that `call_builtin` hands straight to the domain when called with one positional
/// argument that is neither an instance of a program class nor a generator (no keyword, no
/// special method, no lazy iteration applies to them).
fn plain_one(b: Builtin) -> bool {
    matches!(
        b,
        Builtin::Len | Builtin::Abs | Builtin::Int | Builtin::Float | Builtin::Bool | Builtin::Ord | Builtin::Chr
    )
}

impl<'p, D: Domain + 'p> Evaluator<'p, D> {
    /// The call of `b` with the fast path its arguments allow, or the arguments back for the
    /// whole way.
    pub(super) fn compile_plain_builtin(
        b: Builtin,
        args: ArgsCode<'p, D>,
        at: Span,
    ) -> Result<ExprCode<'p, D>, ArgsCode<'p, D>> {
        if matches!(b, Builtin::Min | Builtin::Max) && args.only_positional().is_some_and(|n| n >= 2) {
            // `max(a, b)`: the domain compares plain scalars itself; anything else (an
            // instance, a tuple that may hold one) goes the whole way with the same values.
            return Ok(Box::new(move |ev, f| {
                let (values, _) = ev.eval_args(f, &args, Receiver::Builtin(b))?;
                match ev.domain.extreme_of_scalars(b, values, at)? {
                    Ok(v) => Ok(v),
                    Err(values) => ev.call_builtin(b, values, Vec::new(), at),
                }
            }));
        }
        if !plain_one(b) {
            return Err(args);
        }
        let arg = args.into_one()?;
        Ok(Box::new(move |ev, f| {
            let v = arg(ev, f)?;
            // Instances, classes (an enum's `len`) and generators go the whole way.
            if ev.is_object(&v) || ev.domain.as_class(&v).is_some() || ev.domain.as_lazy(&v).is_some() {
                return ev.call_builtin(b, vec![v], Vec::new(), at);
            }
            // A plain value: nothing of `call_builtin`'s applies before the domain.
            ev.domain.builtin_one(b, v, at)
        }))
    }
}
