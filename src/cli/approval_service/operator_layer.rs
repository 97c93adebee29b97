//! The operator's layer for the approval service: the roots given on the command line (never
//! a request's paths), the guarantees' sentences from its `@contract(description=...)`
//! templates (else the docstring's first paragraph) filled with the guarantee's arguments, its
//! `@clauz3.mock` effects, and the policy evaluated against it.

use crate::api::run::{Policy, PolicyOutcome};
use crate::api::{tool_catalog, ContractTool, LoadOptions, Program, ProveOptions, ToolCatalog};
use crate::approval::protocol::Decision;
use crate::approval::service::{AutoDecision, OperatorLayer};
use serde_json::{json, Map, Value};
use std::path::{Path, PathBuf};

pub struct Operator {
    options: LoadOptions,
    /// The configured roots, resolved, that a request must select in this order.
    trusted: Vec<PathBuf>,
    imports: Vec<PathBuf>,
    catalog: ToolCatalog,
    policy: Option<Policy>,
}

#[expect(clippy::disallowed_methods, reason = "resolves the operator's root paths, as the reference does")]
fn resolve(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}

impl Operator {
    pub fn new(options: LoadOptions, policy: Option<Policy>) -> Result<Operator, String> {
        let catalog = tool_catalog(&options).map_err(|e| e.text.trim_end().to_string())?;
        let trusted = options.trusted_roots.iter().map(|p| resolve(p)).collect();
        let imports = options.import_roots.iter().map(|p| resolve(p)).collect();
        Ok(Operator { options, trusted, imports, catalog, policy })
    }

    fn contract(&self, name: &str) -> Option<&ContractTool> {
        self.catalog.contracts().find(|c| c.decl.name == name)
    }

    /// The sentence for one guarantee expression, `module.helper(arg, key=arg)`.
    fn describe(&self, expression: &str) -> Option<String> {
        let (callee, args) = expression.trim().strip_suffix(')')?.split_once('(')?;
        let contract = self.contract(callee.rsplit('.').next()?.trim())?;
        let template = match &contract.description {
            Some(t) => t.clone(),
            None => contract.decl.doc.as_deref()?.trim().split("\n\n").next()?.trim().to_string(),
        };
        let mut filled = template;
        for (index, arg) in top_level_parts(args).into_iter().enumerate() {
            let (name, value) = match arg.split_once('=').filter(|(k, _)| is_identifier(k.trim())) {
                Some((key, value)) => (key.trim().to_string(), value.trim().to_string()),
                None => (contract.decl.params.get(index)?.name.clone(), arg.trim().to_string()),
            };
            filled = filled.replace(&format!("{{{name}}}"), &value);
        }
        Some(filled)
    }
}

/// `a, [b, c], d='x,y'` split at the commas outside brackets and strings.
fn top_level_parts(text: &str) -> Vec<String> {
    let (mut parts, mut current, mut depth, mut quote) = (Vec::new(), String::new(), 0i32, None::<char>);
    let mut escaped = false;
    for c in text.chars() {
        match quote {
            Some(q) => {
                escaped = !escaped && c == '\\';
                if c == q && !escaped {
                    quote = None;
                }
            }
            None => match c {
                '\'' | '"' => quote = Some(c),
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    parts.push(std::mem::take(&mut current));
                    continue;
                }
                _ => {}
            },
        }
        current.push(c);
    }
    if !current.trim().is_empty() {
        parts.push(current);
    }
    parts
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_')
}

fn paths(request: &Value, field: &str) -> Result<Vec<PathBuf>, String> {
    let items = request[field].as_array().ok_or(format!("{field} must be a list of path strings"))?;
    items
        .iter()
        .map(|i| match i.as_str() {
            Some(p) if !p.is_empty() => Ok(resolve(Path::new(p))),
            _ => Err(format!("{field} must contain only nonempty path strings")),
        })
        .collect()
}

impl OperatorLayer for Operator {
    fn authorize(&self, request: &Value) -> Result<(), String> {
        if paths(request, "trusted_roots")? == self.trusted && paths(request, "import_roots")? == self.imports {
            Ok(())
        } else {
            Err("requested trusted_roots and import_roots do not match an authorized layer".into())
        }
    }

    fn present(&self, request: &Value) -> Value {
        let mut descriptions = Map::new();
        for expression in request["guarantees"].as_array().into_iter().flatten().filter_map(Value::as_str) {
            if let Some(sentence) = self.describe(expression) {
                descriptions.insert(expression.to_string(), Value::String(sentence));
            }
        }
        let simulated: Vec<String> =
            self.catalog.effects().filter(|e| e.mock).map(|e| format!("{}.{}", e.decl.module, e.decl.name)).collect();
        json!({ "contract_descriptions": descriptions, "simulated_effects": simulated })
    }

    fn judge(&self, request: &Value) -> Option<AutoDecision> {
        let policy = self.policy.as_ref()?;
        let name = request["source_name"].as_str().unwrap_or("<request>");
        let program = Program::load_text(name, request["program"].as_str()?, &self.options, Vec::new).ok()?;
        let target = request["target"].as_str().unwrap_or("main").to_string();
        // A rule that does not load against the program is skipped, as in the reference: ask.
        match policy.evaluate(&program, &ProveOptions { target, ..ProveOptions::default() }).ok()? {
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

#[cfg(test)]
mod tests {
    use super::top_level_parts;

    #[test]
    fn arguments_split_outside_brackets_and_strings() {
        assert_eq!(top_level_parts("['a', 'b'], 2, s='x,y'"), vec!["['a', 'b']", " 2", " s='x,y'"]);
    }
}
