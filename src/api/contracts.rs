//! Contract helpers at run time: contract modules are built once, when a program loads; each
//! guarantee calls its helper with the guarantee's literal arguments to get the spec it proves.

use crate::contract::{ContractValue, Spec, SpecError};
use crate::diag::{DiagKind, Diagnostic};
use crate::effects::{EffectRecord, Gate, NoEffects};
use crate::interp::{self, Concrete, Record, Value};
use crate::ir::Program;
use crate::layer::ContractModule;
use crate::layer::GuaranteeSyntax;
use crate::limits::Limits;
use crate::sema::{Closure, Evaluator, FaultKind};
use std::rc::Rc;

/// Every contract helper, by qualified name, as the function value its module built.
#[derive(Default)]
pub(super) struct Contracts {
    helpers: Vec<(String, Rc<Closure<Value>>)>,
}

/// Runs every contract module's body; a module that raises is a configuration error.
pub(super) fn build(ir: &Program, modules: &[ContractModule]) -> Result<Contracts, Diagnostic> {
    let mut contracts = Contracts::default();
    let mut handler = NoEffects;
    let mut evaluator = Evaluator::new(ir, Concrete::new(Limits::default(), Gate::new(&mut handler)));
    for m in modules {
        let built = evaluator.call_entry(m.init, Vec::new()).map_err(|f| match f.kind() {
            // Building contracts starts the module-level values, the program's among them; no
            // contract calls an effect, so a module-level statement of the program did.
            FaultKind::Effect => Diagnostic::unsupported(crate::sema::MODULE_LEVEL_EFFECT, f.span()),
            // What the program's module level may not do (`sema::MODULE_LEVEL_EFFECT`).
            FaultKind::Unsupported => Diagnostic::unsupported(f.message(), f.span()),
            _ => Diagnostic::new(
                DiagKind::Config,
                "bad-contract-module",
                format!("contract module `{}` raised {}: {}", m.module, f.error_name(), f.message()),
                Some(f.span()),
            ),
        })?;
        let Value::Tuple(values) = built else { continue };
        for (helper, value) in m.helpers.iter().zip(values.iter()) {
            if let Value::Function(f) = value {
                contracts.helpers.push((helper.qualified(), f.clone()));
            }
        }
    }
    Ok(contracts)
}

/// The spec a guarantee stands for: its helper called with its arguments.
pub(crate) fn spec_of(ir: &Program, contracts: &Contracts, g: &GuaranteeSyntax) -> Result<Rc<Spec>, SpecError> {
    let qualified = g.helper.qualified();
    let Some((_, helper)) = contracts.helpers.iter().find(|(n, _)| *n == qualified) else {
        return Err(SpecError::new(format!("contract helper {qualified} was not built")));
    };
    let mut handler = NoEffects;
    let mut evaluator = Evaluator::new(ir, Concrete::new(Limits::default(), Gate::new(&mut handler)));
    for (check, path) in &g.path_checks {
        let text = Value::Str(Rc::new(crate::ir::PyStr::from(path.as_str())));
        if let Err(f) = evaluator.call_entry(*check, vec![text]) {
            return Err(SpecError {
                message: format!("guarantee argument refused: {}", f.message()),
                at: Some(g.call),
            });
        }
    }
    let data = |d: &crate::effects::DataValue| interp::from_data(d.clone(), g.call);
    let args = g.args.iter().map(data).collect::<Result<Vec<_>, _>>();
    let kwargs = g
        .kwargs
        .iter()
        .map(|(k, v)| Ok((Rc::from(k.as_str()), data(v)?)))
        .collect::<Result<Vec<_>, crate::sema::Fault>>();
    let (Ok(args), Ok(kwargs)) = (args, kwargs) else {
        return Err(SpecError::new("a guarantee argument cannot be passed to its contract helper"));
    };
    let result = crate::api::with_stack(super::RUN_STACK, || evaluator.call_with(helper, args, kwargs, g.call));
    let spec = match result {
        Ok(Value::Contract(c)) => match crate::contract::contract_value(&**c) {
            Some(ContractValue::Spec(s)) => s.clone(),
            _ => {
                return Err(SpecError::new(format!(
                    "contract helper must return ContractSpec; {qualified} returned a {} ({})",
                    c.type_name(),
                    c.describe()
                )))
            }
        },
        Ok(other) => {
            return Err(SpecError::new(format!(
                "contract helper must return ContractSpec; {qualified} returned {} (`==` and `!=` between an aggregate and a number are plain Python comparisons: use <=, <, >= or >)",
                interp::repr(&other)
            )))
        }
        Err(f) => {
            return Err(SpecError {
                message: format!(
                    "contract helper {qualified} raised {}: {} (a trusted-layer bug or a bad guarantee argument, not an unsupported construct)",
                    f.error_name(),
                    f.message()
                ),
                at: Some(f.span()),
            })
        }
    };
    let known: Vec<&str> = ir.effects.iter().map(|e| &*e.name).collect();
    for r in spec.relations() {
        if let Some(event) = r.event() {
            if !crate::contract::performed_anywhere(&ir.effects, r.effects.as_deref().unwrap_or_default()) {
                return Err(SpecError::new(format!(
                    "no trusted effect of this layer performs event {} or a subclass of it, so every contract over it would hold vacuously; declare it with @performs on the effects that perform it",
                    crate::contract::event_name(event)
                )));
            }
            continue;
        }
        for name in r.effects.iter().flatten() {
            if !known.contains(&&**name) {
                return Err(SpecError::new(format!(
                    "effect('{name}') names '{name}', which is not a trusted effect. Known effects: {known:?}"
                )));
            }
        }
    }
    Ok(spec)
}

/// Whether a spec holds over the calls a concrete run recorded (counterexample replay).
pub(crate) fn holds_on_records(ir: &Program, spec: &Spec, records: &[EffectRecord]) -> Result<bool, SpecError> {
    let mut calls = Vec::with_capacity(records.len());
    for r in records {
        let mut fields = Vec::with_capacity(r.args.len());
        for (name, v) in &r.args {
            let value = interp::from_data(v.clone(), r.at)
                .map_err(|_| SpecError::new("a recorded argument is not plain data"))?;
            fields.push((Rc::from(name.as_str()), value));
        }
        // Events read omitted parameters as their defaults (what the effect received); the
        // call's own record leaves them out, as the prover's does.
        let params = ir.effects.iter().find(|e| *e.name == *r.effect).map(|e| e.params.as_slice()).unwrap_or_default();
        let mut with_defaults = fields.clone();
        let mut omitted = Vec::new();
        for p in params {
            if let (None, Some(d)) = (fields.iter().position(|(n, _)| *n == p.name), &p.default) {
                with_defaults.push((p.name.clone(), interp::const_value(d)));
                omitted.push(p.name.clone());
            }
        }
        let events =
            ir.effects.iter().find(|e| *e.name == *r.effect).map(|e| crate::contract::performed_by(e, &with_defaults));
        calls.push(Rc::new(Record { kind: Rc::from(r.effect.as_str()), fields, omitted }));
        for (kind, fields) in events.unwrap_or_default() {
            calls.push(Rc::new(Record { kind, fields, omitted: Vec::new() }));
        }
    }
    let mut handler = NoEffects;
    let columns = interp::ColumnValues::of_results(records.iter().map(|r| &r.returned));
    let mut evaluator = Evaluator::new(ir, Concrete::over_trace(Limits::default(), Gate::new(&mut handler), columns));
    crate::contract::holds_on_trace(&mut evaluator, spec, calls)
}
