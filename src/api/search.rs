//! A concrete search for a failing run, for targets the solver could not decide: the target
//! runs in the interpreter on candidate inputs (boundary values and the literals the program
//! itself writes), its effects answered with their default results. A run that fails one of
//! the program's obligations (an exception, an `assert`, a trusted precondition) or breaks a
//! guarantee is a counterexample found by execution, true by construction. The search never
//! proves anything: when it finds nothing the verdict stays as the solver left it.

use super::{run_concrete, Program};
use crate::contract::Spec;
use crate::effects::{DataValue, ScriptedReturns};
use crate::interp::{self, Value};
use crate::ir::{FuncId, TypeExpr};
use crate::limits::Limits;
use crate::prover::{GuaranteeCheck, Obligation, ObligationKind};
use crate::sema::Fault;
use crate::source::FileId;
use crate::syntax::WrittenLiterals;
use num_bigint::BigInt;

/// Runs the search may make, and steps each run may take: it is a last resort, kept cheap.
const MAX_RUNS: usize = 256;
const STEPS_PER_RUN: u64 = 200_000;
/// Candidates per parameter: the simplest first.
const MAX_CANDIDATES: usize = 12;

/// A failing run: the inputs, the obligation it fails, and the fault when it raised.
pub(super) struct Found {
    pub inputs: Vec<(String, DataValue)>,
    pub refuted: Obligation,
    pub fault: Option<Fault>,
}

/// Looks for inputs on which `func` fails; `None` when its parameters are not all scalars or
/// no candidate fails.
pub(super) fn search(program: &Program, func: FuncId, checks: &[GuaranteeCheck]) -> Option<Found> {
    let ir = &program.syntax.program;
    // A failure seen only through an order CPython does not fix is no counterexample.
    let _order = crate::interp::pyset::CpythonOrderOnly::hold();
    let agent = FileId(program.map.len().saturating_sub(1) as u32);
    let literals = crate::syntax::written_literals(&program.map, agent);
    let params = &ir.function(func).params;
    let candidates: Vec<Vec<Value>> =
        params.iter().map(|p| candidates(&literals, p.annotation.as_ref()?)).collect::<Option<_>>()?;
    let limits = Limits { max_steps: STEPS_PER_RUN, ..Limits::default() };
    let mut odometer = vec![0usize; candidates.len()];
    for _ in 0..MAX_RUNS {
        let args: Vec<Value> = odometer.iter().zip(&candidates).map(|(&i, c)| c[i].clone()).collect();
        let run = run_concrete(ir, func, args.clone(), ScriptedReturns::default(), limits, &[]);
        let failed = match &run.result {
            // What a run did after writing an address may not be what CPython's run does.
            _ if run.wrote_address => None,
            Err(fault) => {
                ObligationKind::of_fault(fault).map(|kind| (Obligation { kind, at: fault.span() }, Some(fault.clone())))
            }
            Ok(_) => checks.iter().enumerate().find_map(|(i, check)| {
                let spec: &Spec = check.spec.as_ref().ok()?;
                let broken = !super::contracts::holds_on_records(ir, spec, &run.effects).ok()?;
                broken.then_some((Obligation { kind: ObligationKind::Guarantee(i as u32), at: check.at }, None))
            }),
        };
        if let Some((refuted, fault)) = failed {
            let mut inputs: Vec<(String, DataValue)> = params
                .iter()
                .zip(&args)
                .map(|(p, v)| Some((p.name.to_string(), interp::to_data(v, p.span).ok()?)))
                .collect::<Option<_>>()?;
            // The effects' (default) results, named as the prover names them, so the example
            // shows them and its replay scripts them.
            inputs.extend(
                run.effects
                    .iter()
                    .filter(|r| r.returned != DataValue::None)
                    .map(|r| (format!("{}_result_{}", r.effect, r.seq), r.returned.clone())),
            );
            return Some(Found { inputs, refuted, fault });
        }
        if !advance(&mut odometer, &candidates) {
            break;
        }
    }
    None
}

/// The next combination of candidates; false when all were tried.
fn advance(odometer: &mut [usize], candidates: &[Vec<Value>]) -> bool {
    for (i, slot) in odometer.iter_mut().enumerate() {
        *slot += 1;
        if *slot < candidates[i].len() {
            return true;
        }
        *slot = 0;
    }
    false
}

/// Values to try for a parameter of type `ty`, the simplest first: boundary values, then the
/// constants the program writes (its branches most likely compare with them); `None` for types
/// the search does not build.
fn candidates(literals: &WrittenLiterals, ty: &TypeExpr) -> Option<Vec<Value>> {
    let mut out: Vec<Value> = match ty {
        TypeExpr::Bool => vec![Value::Bool(false), Value::Bool(true)],
        TypeExpr::Int => {
            let mut ints: Vec<BigInt> = [0, 1, -1].into_iter().map(BigInt::from).collect();
            for n in &literals.ints {
                ints.extend([n.clone(), n - 1, n + 1, -n]);
            }
            ints.into_iter().map(Value::from_big).collect()
        }
        TypeExpr::Float => {
            let mut xs = vec![0.0, 1.0, -1.0, 0.5];
            xs.extend(literals.floats.iter().copied());
            xs.extend(literals.ints.iter().filter_map(|n| n.to_string().parse::<f64>().ok()));
            xs.into_iter().map(Value::Float).collect()
        }
        TypeExpr::Str => {
            let mut strs = vec![String::new(), "a".to_owned()];
            strs.extend(literals.strs.iter().cloned());
            strs.into_iter().map(Value::str).collect()
        }
        _ => return None,
    };
    let mut seen = Vec::new();
    out.retain(|v| {
        let fresh = !seen.iter().any(|s: &Value| interp::py_eq(s, v) && s.type_name() == v.type_name());
        if fresh {
            seen.push(v.clone());
        }
        fresh
    });
    out.truncate(MAX_CANDIDATES);
    Some(out)
}
