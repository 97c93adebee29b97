//! Coverage policies applied to a program: which domains its target uses, the required
//! contracts that join its proof as extra guarantees, and the coverage report a person sees
//! when approving it (`clauz3 prove --json`, the approval request). Coverage is by contract
//! name, as the reference's: stating a contract covers it, with no entailment check.

use super::Program;
use crate::ir::FuncId;
use crate::layer::DomainPolicy;
use crate::layer::GuaranteeSyntax;

/// How one used domain is covered by the target's guarantees.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct CoverageEntry {
    /// The policy's label, else its `when_used` effects joined by ` / `.
    pub domain: String,
    /// `covered`, `recommended_gap` (the domain is addressed, a recommended contract is not
    /// stated), `silent_gap` (used, nothing stated about it) or `required_gap` (a required
    /// contract is not stated; the proof enforces it anyway).
    pub status: &'static str,
    pub missing_required: Vec<String>,
    pub missing_recommended: Vec<String>,
}

/// A required contract joining the proof of one target.
pub(crate) struct RequiredGuarantee {
    pub guarantee: GuaranteeSyntax,
    /// The domain whose policy requires it.
    pub domain: String,
    /// The effects of the domain's `when_used` the target may call.
    pub because: Vec<String>,
}

impl RequiredGuarantee {
    /// The contract call it stands for, as an agent would write it.
    pub fn shown(&self) -> String {
        format!("{}()", self.guarantee.helper.qualified())
    }
}

/// The policies whose domain the target uses: it, or a module function it reaches, may call
/// one of their `when_used` effects (any, when it makes a call clauz3 cannot resolve).
fn used<'p>(program: &'p Program, target: &str) -> Vec<&'p DomainPolicy> {
    let Some((_, reached)) = program.syntax.reached.iter().find(|(n, _)| n == target) else { return Vec::new() };
    program.syntax.policies.iter().filter(|p| reached.uses_any(&p.when_used)).collect()
}

/// The required contracts of every domain the target uses, as guarantees of `func`.
pub(crate) fn required(program: &Program, func: FuncId, target: &str) -> Vec<RequiredGuarantee> {
    let reached = program.syntax.reached.iter().find(|(n, _)| n == target).map(|(_, r)| r);
    let mut out = Vec::new();
    for policy in used(program, target) {
        let because: Vec<String> = match reached {
            Some(r) if !r.dynamic => policy.when_used.iter().filter(|e| r.effects.contains(*e)).cloned().collect(),
            _ => Vec::new(),
        };
        for r in &policy.required {
            out.push(RequiredGuarantee {
                guarantee: GuaranteeSyntax {
                    func,
                    span: r.at,
                    call: r.at,
                    helper: r.helper.clone(),
                    args: Vec::new(),
                    kwargs: Vec::new(),
                    path_checks: Vec::new(),
                },
                domain: policy.domain(),
                because: because.clone(),
            });
        }
    }
    out
}

/// The coverage report of the target: one entry per used domain, in policy order.
pub fn coverage(program: &Program, target: &str) -> Vec<CoverageEntry> {
    let Some(func) = program.syntax.program.lookup_function(target) else { return Vec::new() };
    let stated: Vec<&GuaranteeSyntax> = program.syntax.guarantees.iter().filter(|g| g.func == func).collect();
    used(program, target)
        .into_iter()
        .map(|policy| {
            let named = |c: &String| stated.iter().any(|g| g.helper.name == *c);
            let missing_required: Vec<String> =
                policy.required.iter().map(|r| r.helper.name.clone()).filter(|c| !named(c)).collect();
            let missing_recommended: Vec<String> = policy.recommended.iter().filter(|c| !named(c)).cloned().collect();
            let prefix = format!("{}.", policy.package);
            let addressed =
                stated.iter().any(|g| g.helper.module == policy.package || g.helper.module.starts_with(&prefix));
            let status = if !missing_required.is_empty() {
                "required_gap"
            } else if !addressed {
                "silent_gap"
            } else if !missing_recommended.is_empty() {
                "recommended_gap"
            } else {
                "covered"
            };
            CoverageEntry { domain: policy.domain(), status, missing_required, missing_recommended }
        })
        .collect()
}
