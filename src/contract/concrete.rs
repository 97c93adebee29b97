//! The meaning of a spec over a concrete trace: the calls a run really made, with plain values.
//! The prover's counterexamples are replayed and checked with this, independently of the
//! solver encoding.

use super::{holds, Lambda, Logic, Spec, SpecError};
use crate::interp::{Concrete, Record, Value};
use crate::ir::{CmpOp, FluentDecl, FluentUpdate, Operand, TypeExpr};
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

    fn updates(&self, call: usize) -> Vec<FluentUpdate> {
        let effect = &self.calls[call].kind;
        let effects = &self.evaluator.program.effects;
        effects.iter().find(|e| e.name == *effect).map(|e| e.updates.clone()).unwrap_or_default()
    }

    fn operand(&mut self, call: usize, op: &Operand) -> Result<Value, SpecError> {
        match op {
            Operand::Literal(c) => Ok(crate::interp::const_value(c)),
            Operand::Param(name) => self.calls[call].field(name).cloned().ok_or_else(|| {
                SpecError::new(format!(
                    "a `{}` call has no argument `{name}` for its fluent update",
                    self.calls[call].kind
                ))
            }),
        }
    }

    fn value(&mut self, v: &Value) -> Result<Value, SpecError> {
        Ok(v.clone())
    }

    fn choose(&mut self, c: bool, a: Value, b: Value) -> Result<Value, SpecError> {
        Ok(if c { a } else { b })
    }

    fn keys(&mut self, fluent: &FluentDecl, written: Vec<Value>) -> Result<Vec<Value>, SpecError> {
        let mut keys: Vec<Value> = Vec::new();
        for k in written {
            if !keys.iter().any(|seen| crate::interp::py_eq(seen, &k)) {
                keys.push(k);
            }
        }
        // Every key no call wrote keeps `initial`: one of them stands for the rest.
        let unwritten = match &fluent.key {
            TypeExpr::Bool => {
                [true, false].into_iter().map(Value::Bool).find(|b| !keys.iter().any(|k| crate::interp::py_eq(k, b)))
            }
            TypeExpr::Int => {
                let top = keys.iter().filter_map(Value::as_bigint).max().unwrap_or_default();
                Some(Value::from_big(top + 1))
            }
            _ => (0..=keys.len())
                .map(|n| Value::str("_".repeat(n)))
                .find(|s| !keys.iter().any(|k| crate::interp::py_eq(k, s))),
        };
        keys.extend(unwritten);
        Ok(keys)
    }

    fn apply_to(&mut self, f: &Lambda, fields: Vec<(Rc<str>, Value)>) -> Result<Value, SpecError> {
        let record = Value::Record(Rc::new(Record { kind: Rc::from("final"), fields, omitted: Vec::new() }));
        let span = self.evaluator.program.function(f.func).span;
        self.evaluator.call_value(f, vec![record], span).map_err(|e| failed(&e))
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
