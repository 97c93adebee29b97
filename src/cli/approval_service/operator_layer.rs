//! The operator's layer for the approval service: the roots given on the command line (never
//! a request's paths), the program loaded once against them, what the approver is shown (the
//! same [`Presentation`] the runner's terminal prompt shows, from `fill()`), and the policy
//! evaluated against it.

use crate::api::run::{Policy, PolicyOutcome, Presentation};
use crate::api::{tool_catalog, LoadOptions, Program, ProveOptions};
use crate::approval::protocol::Decision;
use crate::approval::service::{AutoDecision, OperatorLayer, Review};
use crate::loader::{default_import_roots, resolved};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};

pub struct Operator {
    options: LoadOptions,
    /// The configured roots, resolved, that a request must select in this order.
    trusted: Vec<PathBuf>,
    imports: Vec<PathBuf>,
    policy: Option<Policy>,
}

impl Operator {
    /// The layer at `options`' roots; one that does not load is refused at startup.
    pub fn new(options: LoadOptions, policy: Option<Policy>) -> Result<Operator, String> {
        tool_catalog(&options).map_err(|e| e.text.trim_end().to_string())?;
        let trusted = options.trusted_roots.iter().map(|p| resolved(p)).collect();
        // Without `--import-root`, the selection's import roots are the service's directory
        // and its `.clauz3`, as the reference's service and both runners name them.
        let imports = if options.import_roots.is_empty() {
            default_import_roots()
        } else {
            options.import_roots.iter().map(|p| resolved(p)).collect()
        };
        Ok(Operator { options, trusted, imports, policy })
    }

    fn authorize(&self, request: &Value) -> Result<(), String> {
        if paths(request, "trusted_roots")? == self.trusted && paths(request, "import_roots")? == self.imports {
            Ok(())
        } else {
            Err("requested trusted_roots and import_roots do not match an authorized layer".into())
        }
    }

    /// The policy's decision on the loaded program, if a rule fires.
    fn judge(&self, program: &Program, target: &str) -> Option<AutoDecision> {
        let policy = self.policy.as_ref()?;
        // A rule that does not load against the program is skipped, as in the reference: ask.
        match policy.evaluate(program, &ProveOptions { target: target.to_string(), ..ProveOptions::default() }).ok()? {
            PolicyOutcome::AutoApproved { rule, reason } => {
                Some(AutoDecision { decision: Decision::AutoApproved, rule, reason })
            }
            PolicyOutcome::AutoRejected { rule, reason } => {
                Some(AutoDecision { decision: Decision::AutoRejected, rule, reason })
            }
            PolicyOutcome::Ask => None,
        }
    }
}

fn paths(request: &Value, field: &str) -> Result<Vec<PathBuf>, String> {
    let items = request[field].as_array().ok_or(format!("{field} must be a list of path strings"))?;
    items
        .iter()
        .map(|i| match i.as_str() {
            Some(p) if !p.is_empty() => Ok(resolved(Path::new(p))),
            _ => Err(format!("{field} must contain only nonempty path strings")),
        })
        .collect()
}

impl OperatorLayer for Operator {
    fn review(&self, request: &Value) -> Result<Review, String> {
        self.authorize(request)?;
        let name = request["source_name"].as_str().unwrap_or("<request>");
        let text = request["program"].as_str().unwrap_or_default();
        let target = request["target"].as_str().unwrap_or("main");
        let program = match Program::load_text(name, text, &self.options, Vec::new) {
            Ok(program) => program,
            Err(e) => {
                let note = format!("the program does not load against the operator's layer: {}", e.text.trim_end());
                return Ok(Review { presentation: json!({ "layer_note": note }), auto: None });
            }
        };
        let presentation = serde_json::to_value(Presentation::of(&program, target)).unwrap_or_default();
        Ok(Review { presentation, auto: self.judge(&program, target) })
    }
}
