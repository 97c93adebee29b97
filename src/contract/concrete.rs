//! The meaning of a spec over a concrete trace: the calls a run really made, with plain values.
//! The prover's counterexamples are replayed and checked with this, independently of the
//! solver encoding.

use super::{holds, Lambda, Logic, Spec, SpecError};
use crate::interp::{Concrete, Record, Value};
use crate::ir::CmpOp;
use crate::sema::Evaluator;
use crate::source::Span;
use std::rc::Rc;

/// Evaluates contract lambdas in the interpreter over recorded calls.
pub struct ConcreteLogic<'e, 'p, 'h: 'p> {
    pub evaluator: &'e mut Evaluator<'p, Concrete<'h>>,
    pub calls: Vec<Rc<Record>>,
}

fn failed(f: &crate::sema::Fault) -> SpecError {
    SpecError { message: format!("a contract lambda raised {}: {}", f.error_name(), f.message()), at: Some(f.span()) }
}

impl<'h: 'p, 'p> Logic for ConcreteLogic<'_, 'p, 'h> {
    type Bool = bool;
    type Num = Value;
    type Val = Value;

    fn calls(&self) -> Vec<Rc<str>> {
        self.calls.iter().map(|r| r.kind.clone()).collect()
    }

    fn reached(&mut self, _call: usize) -> bool {
        true
    }

    fn per_call(&mut self, _call: usize, n: Value) -> Result<Value, SpecError> {
        Ok(n)
    }

    fn at_other_rows(&mut self, _call: usize) -> Result<Option<usize>, SpecError> {
        Ok(None)
    }

    fn apply(&mut self, f: &Lambda, call: usize) -> Result<Value, SpecError> {
        let record = Value::Record(self.calls[call].clone());
        let span = self.evaluator.program.function(f.func).span;
        self.evaluator.call_value(f, vec![record], span).map_err(|e| failed(&e))
    }

    fn truth(&mut self, v: &Value) -> Result<bool, SpecError> {
        Ok(v.truthy())
    }

    fn same(&mut self, a: &Value, b: &Value) -> Result<bool, SpecError> {
        crate::interp::ops::compare(CmpOp::Eq, a, b, Span::default()).map_err(|e| failed(&e))
    }

    fn number(&mut self, v: &Value) -> Result<Value, SpecError> {
        match v {
            Value::Int(_) | Value::Big(_) | Value::Float(_) | Value::Bool(_) => Ok(v.clone()),
            other => Err(SpecError::new(format!("a sum selector returned a {}, not a number", other.type_name()))),
        }
    }

    fn literal(&mut self, v: &Value) -> Result<Value, SpecError> {
        self.number(v)
    }

    fn constant(&mut self, b: bool) -> bool {
        b
    }

    fn and(&mut self, items: Vec<bool>) -> bool {
        items.into_iter().all(|b| b)
    }

    fn or(&mut self, items: Vec<bool>) -> bool {
        items.into_iter().any(|b| b)
    }

    fn not(&mut self, b: bool) -> bool {
        !b
    }

    fn total(&mut self, terms: Vec<(bool, Value)>) -> Result<Value, SpecError> {
        let mut sum = Value::Int(0);
        for (c, n) in terms {
            if c {
                sum = crate::interp::ops::binary(
                    crate::ir::BinOp::Add,
                    sum,
                    n,
                    &crate::limits::Limits::default(),
                    Span::default(),
                )
                .map_err(|e| failed(&e))?;
            }
        }
        Ok(sum)
    }

    fn compare(&mut self, op: CmpOp, a: Value, b: Value) -> Result<bool, SpecError> {
        crate::interp::ops::compare(op, &a, &b, Span::default()).map_err(|e| failed(&e))
    }
}

/// Whether `spec` holds over these calls.
pub fn holds_on_trace<'p, 'h: 'p>(
    evaluator: &mut Evaluator<'p, Concrete<'h>>,
    spec: &Spec,
    calls: Vec<Rc<Record>>,
) -> Result<bool, SpecError> {
    let mut logic = ConcreteLogic { evaluator, calls };
    holds(spec, &mut logic)
}
