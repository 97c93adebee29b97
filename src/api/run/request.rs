//! The approval request (the reference's schema_version 1): what a person, a policy or the
//! approval service decides on. It names the guarantees, not the code, and binds them to the
//! exact source by its SHA-256.

use crate::api::{Program, ProofReport};
use crate::approval::protocol::{request_id_of, sha256_hex};
use crate::effects::DataValue;
use crate::layer::GuaranteeSyntax;

/// One approval request, serialized with sorted keys (see [`ApprovalRequest::to_json`]).
#[derive(Debug, Clone, serde::Serialize)]
pub struct ApprovalRequest {
    pub schema_version: u32,
    /// Always `clauz3.run`.
    pub kind: String,
    /// `clr_` and the first 12 hex digits of `program_sha256`.
    pub request_id: String,
    /// SHA-256 (hex) of the exact source text, UTF-8.
    pub program_sha256: String,
    pub source_name: String,
    pub target: String,
    /// The trusted roots the program was loaded with, resolved (absolute).
    pub trusted_roots: Vec<String>,
    /// The import roots, resolved; when none were given, the working directory with its
    /// `.clauz3` ahead of it, as the reference names a default selection.
    pub import_roots: Vec<String>,
    /// Each guarantee of the target as written (`garden.total_water_at_most(30)`).
    pub guarantees: Vec<String>,
    /// Coverage of each used domain by the guarantees, from the layer's coverage policies
    /// (`policy.py`): `{domain, status, missing_required, missing_recommended}`.
    pub coverage: Vec<serde_json::Value>,
    pub proofs: Vec<ProofSummary>,
    /// The full source text.
    pub program: String,
    /// Beyond the reference: each guarantee with its contract's description filled with its
    /// arguments, for people.
    pub guarantee_details: Vec<GuaranteeDetail>,
    /// Beyond the reference: the layer's simulated (`@clauz3.mock`) effects, qualified.
    pub simulated_effects: Vec<String>,
}

/// One proof line, split as the reference sends it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct ProofSummary {
    pub name: String,
    pub conclusion: String,
    pub description: String,
}

/// A guarantee as a person reads it.
#[derive(Debug, Clone, serde::Serialize)]
pub struct GuaranteeDetail {
    pub expression: String,
    /// The contract helper, qualified.
    pub contract: String,
    /// The helper's `description=` template with the arguments filled in.
    pub description: Option<String>,
}

impl ApprovalRequest {
    /// Builds the request for a proved target.
    pub fn new(program: &Program, target: &str, proof: &ProofReport) -> ApprovalRequest {
        let (name, text) = program.source();
        let sha = sha256_hex(text.as_bytes());
        let guarantees = target_guarantees(program, target);
        let (roots, import_roots) = program.roots();
        let Presentation { guarantee_details, simulated_effects } = Presentation::of(program, target);
        // Absolute, so a service in another directory resolves them to the same layer.
        let shown = |paths: &[std::path::PathBuf]| {
            paths.iter().map(|p| crate::loader::resolved(p).display().to_string()).collect()
        };
        let default_imports = crate::loader::default_import_roots();
        let import_roots = if import_roots.is_empty() { &default_imports[..] } else { import_roots };
        ApprovalRequest {
            schema_version: 1,
            kind: "clauz3.run".into(),
            request_id: request_id_of(&sha),
            program_sha256: sha,
            source_name: name.to_owned(),
            target: target.to_owned(),
            trusted_roots: shown(roots),
            import_roots: shown(import_roots),
            guarantees: guarantees.iter().map(|g| program.snippet(g.call)).collect(),
            coverage: crate::api::coverage(program, target)
                .iter()
                .filter_map(|c| serde_json::to_value(c).ok())
                .collect(),
            proofs: vec![summary(&proof.line, target)],
            program: text.to_owned(),
            guarantee_details,
            simulated_effects,
        }
    }

    /// The request as JSON with every object's keys sorted (what the reference POSTs).
    pub fn to_json(&self) -> serde_json::Value {
        sorted(serde_json::to_value(self).unwrap_or_default())
    }
}

/// What a person is shown beside a request, derived from the loaded program alone: the runner's
/// terminal prompt and the approval service's cards (over the operator's layer) both use this,
/// so every approver reads the same sentences.
#[derive(Debug, Clone, serde::Serialize)]
pub struct Presentation {
    /// Each guarantee of the target with its contract's description filled with its arguments.
    pub guarantee_details: Vec<GuaranteeDetail>,
    /// The layer's simulated (`@clauz3.mock`) effects, qualified.
    pub simulated_effects: Vec<String>,
}

impl Presentation {
    pub fn of(program: &Program, target: &str) -> Presentation {
        Presentation {
            guarantee_details: target_guarantees(program, target)
                .iter()
                .map(|g| GuaranteeDetail {
                    expression: program.snippet(g.call),
                    contract: g.helper.qualified(),
                    description: g.helper.description.as_deref().map(|t| fill(t, g)),
                })
                .collect(),
            simulated_effects: program
                .syntax
                .program
                .effects
                .iter()
                .filter(|e| e.mock)
                .map(|e| e.qualified.clone())
                .collect(),
        }
    }
}

/// The target's `@clauz3.guarantee` decorators, in source order.
fn target_guarantees<'p>(program: &'p Program, target: &str) -> Vec<&'p GuaranteeSyntax> {
    let func = program.syntax.program.lookup_function(target);
    program.syntax.guarantees.iter().filter(|g| Some(g.func) == func).collect()
}

/// `main: proved! assertion, guarantee` as name, conclusion and description.
fn summary(line: &str, target: &str) -> ProofSummary {
    let rest = line.strip_prefix(&format!("{target}: ")).unwrap_or(line);
    let (conclusion, description) = match rest.strip_prefix("proved! ") {
        Some(d) => ("proved!", d),
        None => rest.split_once(' ').unwrap_or((rest, "")),
    };
    ProofSummary { name: target.to_owned(), conclusion: conclusion.to_owned(), description: description.to_owned() }
}

/// Fills `{param}` with `str()` of the guarantee's argument for it (`{{`/`}}` are braces).
fn fill(template: &str, g: &GuaranteeSyntax) -> String {
    let value_of = |name: &str| -> Option<&DataValue> {
        let i = g.helper.params.iter().position(|p| p == name)?;
        g.args.get(i).or_else(|| g.kwargs.iter().find(|(k, _)| k == name).map(|(_, v)| v))
    };
    let mut out = String::new();
    let mut rest = template;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            out.push_str(&tail[..1]);
            rest = &tail[2..];
            continue;
        }
        match (tail.starts_with('{'), tail.find('}')) {
            (true, Some(end)) => {
                let name = &tail[1..end];
                match value_of(name) {
                    Some(DataValue::Str(s)) => out.push_str(s),
                    Some(v) => out.push_str(&v.repr()),
                    None => out.push_str(&tail[..=end]),
                }
                rest = &tail[end + 1..];
            }
            _ => {
                out.push_str(&tail[..1]);
                rest = &tail[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

fn sorted(value: serde_json::Value) -> serde_json::Value {
    match value {
        serde_json::Value::Object(map) => {
            let mut entries: Vec<(String, serde_json::Value)> = map.into_iter().collect();
            entries.sort_by(|a, b| a.0.cmp(&b.0));
            serde_json::Value::Object(entries.into_iter().map(|(k, v)| (k, sorted(v))).collect())
        }
        serde_json::Value::Array(items) => serde_json::Value::Array(items.into_iter().map(sorted).collect()),
        other => other,
    }
}
