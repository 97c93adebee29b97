//! Approval policies in the reference's JSON format: ordered rules that approve or reject a
//! proved program automatically when their clauses are (or are not) entailed, decided by
//! proving a copy of the program with the clauses added as guarantees. No rule firing means a
//! person decides.

use super::approval::{Approval, ApprovalError, Approver, Decision, Waiting};
use super::request::ApprovalRequest;
use crate::api::{prove, Program, ProveOptions};

/// A loaded policy file.
#[derive(Debug, Clone)]
pub struct Policy {
    /// `alias -> dotted trusted module`, in file order.
    imports: Vec<(String, String)>,
    rules: Vec<Rule>,
}

#[derive(Debug, Clone)]
struct Rule {
    name: String,
    decision: Decision,
    reason: Option<String>,
    clauses: Vec<String>,
}

/// What a policy says about a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PolicyOutcome {
    AutoApproved {
        rule: String,
        reason: Option<String>,
    },
    AutoRejected {
        rule: String,
        reason: Option<String>,
    },
    /// No rule fired: a person decides.
    Ask,
}

impl PolicyOutcome {
    /// The `policy-check` line: `auto_approved: rule (reason)` or `ask: ...`.
    pub fn line(&self) -> String {
        let shown = |r: &Option<String>| r.clone().unwrap_or_else(|| "no reason".into());
        match self {
            PolicyOutcome::AutoApproved { rule, reason } => format!("auto_approved: {rule} ({})", shown(reason)),
            PolicyOutcome::AutoRejected { rule, reason } => format!("auto_rejected: {rule} ({})", shown(reason)),
            PolicyOutcome::Ask => "ask: no rule matched; a human would decide".into(),
        }
    }

    /// `auto_approved`, `auto_rejected` or `ask`.
    pub fn name(&self) -> &'static str {
        match self {
            PolicyOutcome::AutoApproved { .. } => "auto_approved",
            PolicyOutcome::AutoRejected { .. } => "auto_rejected",
            PolicyOutcome::Ask => "ask",
        }
    }
}

impl Policy {
    /// Reads a policy file's text; `origin` names it in errors (`file:line:col` for bad JSON).
    pub fn parse(text: &str, origin: &str) -> Result<Policy, String> {
        let bad = |why: String| format!("invalid approval policy {origin}: {why}");
        let json: serde_json::Value = serde_json::from_str(text)
            .map_err(|e| format!("invalid approval policy {origin}:{}:{}: {e}", e.line(), e.column()))?;
        let obj = json.as_object().ok_or_else(|| bad("the policy must be a JSON object".into()))?;
        known_keys(obj, &["version", "imports", "rules"], "the policy").map_err(bad)?;
        match obj.get("version") {
            None => {}
            Some(v) if v.as_u64() == Some(1) => {}
            Some(v) => return Err(bad(format!("unknown version {v}: this clauz3 reads version 1"))),
        }
        let mut imports = Vec::new();
        match obj.get("imports") {
            None => {}
            Some(serde_json::Value::Object(map)) => {
                for (alias, module) in map {
                    let module = module.as_str().ok_or_else(|| bad(format!("import '{alias}' must be a string")))?;
                    if !is_identifier(alias) || !module.split('.').all(is_identifier) {
                        return Err(bad(format!(
                            "import '{alias}': '{module}' must map an identifier to a dotted module"
                        )));
                    }
                    imports.push((alias.clone(), module.to_owned()));
                }
            }
            Some(_) => return Err(bad("'imports' must be an object of alias to module".into())),
        }
        let rules = match obj.get("rules") {
            Some(serde_json::Value::Array(rules)) => rules,
            _ => return Err(bad("'rules' must be a list".into())),
        };
        let rules = rules.iter().map(|r| rule(r).map_err(bad)).collect::<Result<Vec<_>, _>>()?;
        Ok(Policy { imports, rules })
    }

    /// Decides by entailment: every `auto_rejected` rule first (a rule fires when its clauses
    /// are not all proved), then every `auto_approved` rule (fires when they are); the first
    /// rule that fires decides. A rule whose clauses do not load against the program (a
    /// contract the layer does not have, a missing target) is an error, never a silent "ask".
    pub fn evaluate(&self, program: &Program, options: &ProveOptions) -> Result<PolicyOutcome, String> {
        let ordered = self
            .rules
            .iter()
            .filter(|r| r.decision == Decision::AutoRejected)
            .chain(self.rules.iter().filter(|r| r.decision == Decision::AutoApproved));
        for rule in ordered {
            let entailed = self.entailed(program, rule, options)?;
            let (rule_name, reason) = (rule.name.clone(), rule.reason.clone());
            match (rule.decision, entailed) {
                (Decision::AutoRejected, false) => return Ok(PolicyOutcome::AutoRejected { rule: rule_name, reason }),
                (Decision::AutoApproved, true) => return Ok(PolicyOutcome::AutoApproved { rule: rule_name, reason }),
                _ => {}
            }
        }
        Ok(PolicyOutcome::Ask)
    }

    /// Whether the program proves with the rule's clauses as extra guarantees, or why the copy
    /// with them does not load.
    fn entailed(&self, program: &Program, rule: &Rule, options: &ProveOptions) -> Result<bool, String> {
        let private = |alias: &str| format!("_clauz3_policy_{alias}");
        let imports: Vec<(String, String)> = self.imports.iter().map(|(a, m)| (private(a), m.clone())).collect();
        let clauses: Vec<String> = rule.clauses.iter().map(|c| rename(c, &self.imports, private)).collect();
        let (name, text) = program.source();
        let unusable = |why: &str| {
            let why = why.lines().next().unwrap_or_default().replace("_clauz3_policy_", "");
            format!("approval policy rule '{}': its clauses do not load against {name}: {why}", rule.name)
        };
        let copy =
            crate::syntax::with_guarantees(text, &options.target, &imports, &clauses).map_err(|e| unusable(&e))?;
        let copy = Program::from_source_allowing(name, &copy, &program.origin.trusted, &program.origin.allow_imports)
            .map_err(|e| {
            unusable(e.text.trim_start_matches("error[").split_once("]: ").map_or(&e.text, |(_, m)| m))
        })?;
        Ok(prove(&copy, options).proved())
    }
}

/// Refuses a key outside `known`: a misspelt key (`"unles_proven"`) would otherwise be
/// silently ignored and its rule mean something else.
fn known_keys(obj: &serde_json::Map<String, serde_json::Value>, known: &[&str], what: &str) -> Result<(), String> {
    match obj.keys().find(|k| !known.contains(&k.as_str())) {
        None => Ok(()),
        Some(k) => Err(format!("{what} has an unknown key '{k}' (known: {})", known.join(", "))),
    }
}

fn rule(json: &serde_json::Value) -> Result<Rule, String> {
    let obj = json.as_object().ok_or("each rule must be an object")?;
    let name = match obj.get("name") {
        Some(serde_json::Value::String(n)) if !n.trim().is_empty() => n.clone(),
        _ => return Err("each rule must have a non-empty 'name'".into()),
    };
    known_keys(obj, &["name", "decision", "when_proven", "unless_proven", "reason"], &format!("rule '{name}'"))?;
    let decision = match obj.get("decision").and_then(serde_json::Value::as_str) {
        Some("auto_approved") => Decision::AutoApproved,
        Some("auto_rejected") => Decision::AutoRejected,
        _ => return Err(format!("rule '{name}' must have decision 'auto_approved' or 'auto_rejected'")),
    };
    let key = if decision == Decision::AutoApproved { "when_proven" } else { "unless_proven" };
    let clauses: Vec<String> = match obj.get(key) {
        Some(serde_json::Value::Array(items)) if !items.is_empty() => items
            .iter()
            .map(|c| {
                c.as_str().map(str::to_owned).ok_or_else(|| format!("rule '{name}': every clause must be a string"))
            })
            .collect::<Result<_, _>>()?,
        _ => return Err(format!("rule '{name}' ({}) must have a non-empty '{key}' list", decision.as_str())),
    };
    for c in &clauses {
        crate::syntax::check_expression(c)
            .map_err(|e| format!("rule '{name}': clause `{c}` is not an expression: {e}"))?;
    }
    let reason = match obj.get("reason") {
        None | Some(serde_json::Value::Null) => None,
        Some(serde_json::Value::String(r)) => Some(r.clone()),
        Some(_) => return Err(format!("rule '{name}': 'reason' must be a string")),
    };
    Ok(Rule { name, decision, reason, clauses })
}

/// The clause with every alias (an identifier not after a `.` and outside strings) renamed.
fn rename(clause: &str, imports: &[(String, String)], private: impl Fn(&str) -> String) -> String {
    let mut out = String::new();
    let chars: Vec<char> = clause.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\'' || c == '"' {
            let start = i;
            i += 1;
            while i < chars.len() && chars[i] != c {
                i += if chars[i] == '\\' { 2 } else { 1 };
            }
            i = (i + 1).min(chars.len());
            out.extend(&chars[start..i]);
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let after_dot = out.trim_end().ends_with('.');
            match imports.iter().find(|(a, _)| *a == word) {
                Some((alias, _)) if !after_dot => out.push_str(&private(alias)),
                _ => out.push_str(&word),
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    out
}

fn is_identifier(s: &str) -> bool {
    let mut chars = s.chars();
    chars.next().is_some_and(|c| c.is_alphabetic() || c == '_') && chars.all(|c| c.is_alphanumeric() || c == '_')
}

/// Decides with a policy; when no rule fires, asks `fallback` (a person), if there is one.
pub struct PolicyApprover<'p> {
    pub policy: Policy,
    pub program: &'p Program,
    pub prove: ProveOptions,
    pub fallback: Option<Box<dyn Approver + 'p>>,
}

impl Approver for PolicyApprover<'_> {
    fn prepare(&mut self) -> Result<(), ApprovalError> {
        // The fallback is asked only when no rule fires; its absence is an error only then. A
        // fallback that is there is checked now (the approval service's key, before proving).
        match self.fallback.as_mut() {
            Some(person) => person.prepare(),
            None => Ok(()),
        }
    }

    fn decide(&mut self, request: &ApprovalRequest, waiting: &Waiting<'_>) -> Result<Approval, ApprovalError> {
        let outcome = self.policy.evaluate(self.program, &self.prove).map_err(ApprovalError)?;
        let by = |rule: &str, reason: &Option<String>| match reason {
            Some(r) => format!("policy rule '{rule}': {r}"),
            None => format!("policy rule '{rule}'"),
        };
        match &outcome {
            PolicyOutcome::AutoApproved { rule, reason } => Ok(Approval::new(Decision::AutoApproved, by(rule, reason))),
            PolicyOutcome::AutoRejected { rule, reason } => Ok(Approval {
                feedback: reason.clone(),
                ..Approval::new(Decision::AutoRejected, by(rule, reason))
            }),
            PolicyOutcome::Ask => match self.fallback.as_mut() {
                Some(person) => {
                    person.prepare()?;
                    person.decide(request, waiting)
                }
                None => Err(ApprovalError(
                    "the approval policy asks a person (no rule matched), and no terminal or approval service is available to ask".into(),
                )),
            },
        }
    }
}
