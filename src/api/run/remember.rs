//! What a remembered approval is keyed by: the approval service proves a submitted program
//! itself, on the operator's layer, and only then describes what was proved by a signature a
//! remembered rule can match. The program text is not part of it (a rule is for any program
//! proved to keep the same promises), but everything that gives the promises their meaning is:
//! the guarantees as the service's own load reads them, their contracts and argument values,
//! the coverage report, what the program imports, which effects it may reach, the content of
//! every trusted file the proof read, and the engine.

use super::request::ApprovalRequest;
use crate::api::{prove, Program, ProveOptions};
use crate::approval::protocol::{dumps, sha256_hex, Separators};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// The bump of the basis's layout: a rule made under another layout never matches.
const BASIS_SCHEMA: u32 = 1;

/// A request the service proved itself: the canonical basis of what it promises and the
/// SHA-256 of that basis.
#[derive(Debug, Clone, PartialEq)]
pub struct VerifiedBasis {
    pub signature: String,
    pub basis: Value,
}

/// Proves `program`'s `target` on the layer it was loaded with (never trusting the proof the
/// request claims), checks that the request shows what this load reads, and returns the basis.
/// The proof stops at `deadline` (a proof that does not finish by then has not proved).
///
/// # Errors
/// Why the request cannot be remembered, in words for the approver.
pub fn verify_for_remembering(
    program: &Program,
    target: &str,
    request: &Value,
    engine: &str,
    deadline: Duration,
) -> Result<VerifiedBasis, String> {
    let mut options = ProveOptions { target: target.to_owned(), ..ProveOptions::default() };
    options.limits.deadline = Some(Instant::now() + deadline);
    let budget = u32::try_from(deadline.as_millis()).unwrap_or(u32::MAX);
    options.timeout_ms = options.timeout_ms.min(budget.max(1));
    let proof = prove(program, &options);
    if !proof.proved() {
        return Err(format!("the service's own proof did not prove it ({})", proof.line));
    }
    let own = ApprovalRequest::new(program, target, &proof);
    if request["guarantees"] != json!(own.guarantees) {
        return Err("the request's guarantees are not the ones the service reads in its program".into());
    }
    if request["coverage"] != json!(own.coverage) {
        return Err("the request's coverage report is not the one the service computes".into());
    }
    if own.guarantees.is_empty() {
        return Err("it states no guarantees, so a rule would cover any program using the same imports".into());
    }
    let basis = basis(program, target, &own, engine);
    Ok(VerifiedBasis { signature: sha256_hex(dumps(&basis, Separators::Compact).as_bytes()), basis })
}

/// The canonical description of what `program` was proved to promise.
fn basis(program: &Program, target: &str, own: &ApprovalRequest, engine: &str) -> Value {
    let func = program.syntax.program.lookup_function(target);
    let mut guarantees: Vec<Value> = program
        .syntax
        .guarantees
        .iter()
        .filter(|g| Some(g.func) == func)
        .map(|g| {
            json!({
                "expression": program.snippet(g.call),
                "contract": g.helper.qualified(),
                "args": g.args.iter().map(crate::effects::DataValue::repr).collect::<Vec<_>>(),
                "kwargs": g.kwargs.iter().map(|(k, v)| json!([k, v.repr()])).collect::<Vec<_>>(),
            })
        })
        .collect();
    // The guarantees are one conjunction: their order promises nothing.
    guarantees.sort_by_key(|g| dumps(g, Separators::Compact));
    let mut imports: Vec<&(String, String)> = program.syntax.imports.iter().collect();
    imports.sort();
    let reached = program.syntax.reached.iter().find(|(name, _)| name == target).map(|(_, r)| r);
    let mut sources: Vec<(String, String)> =
        program.origin.trusted.iter().map(|f| (f.module.clone(), sha256_hex(f.text.as_bytes()))).collect();
    sources.sort();
    json!({
        "schema": BASIS_SCHEMA,
        "target": target,
        "guarantees": guarantees,
        "coverage": own.coverage,
        "imports": imports,
        "effects": reached.map(|r| r.effects.iter().collect::<Vec<_>>()),
        "dynamic_calls": reached.is_none_or(|r| r.dynamic),
        "trusted_sources": sources,
        "engine": engine,
    })
}
