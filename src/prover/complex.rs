//! Complex numbers in the prover. A complex value built from known numbers is a concrete
//! value, computed by the interpreter's own operations; the prover has no terms for complex
//! numbers, so one meeting a symbolic value (`x * 1j`, `z == n`) stops the path as
//! `unsupported`, naming `complex`, rather than letting an operation read it as another type.

use super::symval::SymVal;
use crate::interp::Value;
use crate::sema::Fault;
use crate::source::Span;

/// Refuses the operator `symbol` between a complex number and a symbolic value.
pub(super) fn refuse_with_terms(symbol: &str, operands: &[&SymVal], at: Span) -> Result<(), Fault> {
    let complex = operands.iter().any(|v| matches!(v, SymVal::Concrete(Value::Complex(_))));
    let symbolic = operands.iter().any(|v| !matches!(v, SymVal::Concrete(_)));
    if complex && symbolic {
        return Err(Fault::unsupported(
            format!("`{symbol}` of a `complex` number and a symbolic value: the prover computes `complex` numbers only from known numbers"),
            at,
        ));
    }
    Ok(())
}
