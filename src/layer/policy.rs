//! Coverage policies: a trusted root's `policy.py` declares, per domain, which effects make a
//! program "use" it (`when_used`), which contracts a person should see stated (`recommended`)
//! and which are proved whatever the agent stated (`required`). Only the literal form is read;
//! nothing in the file runs. Names that match nothing are configuration errors, because a
//! policy that silently matches nothing would drop its obligations.

use super::contracts::ContractHelper;
use super::decorators::Imports;
use super::{Layer, ParsedTrusted, Rule};
use crate::diag::Diagnostic;
use crate::source::Span;
use crate::syntax::span_of;
use rustpython_parser::ast;

/// One `domain_policy(...)` of a trusted root.
#[derive(Debug, Clone)]
pub struct DomainPolicy {
    pub label: Option<String>,
    /// Effect names; calling one (statically, anywhere the target reaches) uses the domain.
    pub when_used: Vec<String>,
    /// Contract names a person should see stated (coverage only; no proof).
    pub recommended: Vec<String>,
    /// Nullary contracts added to the proof when the domain is used.
    pub required: Vec<RequiredContract>,
    /// The trusted root's package (`tools.greenhouse.trusted`): guarantees from it address the
    /// domain.
    pub package: String,
    /// The `domain_policy(...)` call.
    pub span: Span,
}

impl DomainPolicy {
    /// The domain's name in reports: its label, else its trigger effects.
    pub fn domain(&self) -> String {
        self.label.clone().unwrap_or_else(|| self.when_used.join(" / "))
    }
}

/// A required contract, resolved to its helper, with where the policy names it.
#[derive(Debug, Clone)]
pub struct RequiredContract {
    pub helper: ContractHelper,
    pub at: Span,
}

/// A name written in the policy, with its place.
struct Named {
    text: String,
    at: Span,
}

/// A `domain_policy(...)` as written, before its names are resolved.
struct Written {
    label: Option<String>,
    when_used: Vec<Named>,
    recommended: Vec<Named>,
    required: Vec<Named>,
    span: Span,
}

/// The root package whose `policy.py` this trusted file is, if it is one.
pub fn root_of(f: &ParsedTrusted, packages: &[String]) -> Option<String> {
    let package = f.module.strip_suffix(".policy")?;
    packages.iter().any(|p| p == package).then(|| package.to_owned())
}

/// Reads one root's `policy.py` and resolves it against the loaded layer (effects and contract
/// helpers must be known).
pub fn read(f: &ParsedTrusted, package: &str, layer: &Layer, diags: &mut Vec<Diagnostic>) -> Vec<DomainPolicy> {
    let imports = Imports::of(&f.body);
    let mut written = Vec::new();
    for stmt in &f.body {
        let at = span_of(f.file, stmt);
        match stmt {
            ast::Stmt::Assign(a) if matches!(a.targets.as_slice(), [ast::Expr::Name(n)] if n.id.as_str() == "POLICY") => {
                let calls: Vec<&ast::Expr> = match &*a.value {
                    ast::Expr::List(l) => l.elts.iter().collect(),
                    ast::Expr::Tuple(t) => t.elts.iter().collect(),
                    one => vec![one],
                };
                for c in calls {
                    if let Some(w) = policy_call(f, c, &imports, diags) {
                        written.push(w);
                    }
                }
            }
            ast::Stmt::Import(_) | ast::Stmt::ImportFrom(_) => {}
            ast::Stmt::Expr(e) if matches!(&*e.value, ast::Expr::Constant(_)) => {}
            _ => diags.push(Rule::Policy.at(
                "a policy.py holds imports and `POLICY = domain_policy(...)` (or a list of them) with literal arguments only",
                Some(at),
            )),
        }
    }
    written.into_iter().filter_map(|w| resolve(w, package, layer, diags)).collect()
}

/// One `domain_policy(when_used=..., recommended=..., required=..., label=...)` call.
fn policy_call(f: &ParsedTrusted, e: &ast::Expr, imports: &Imports, diags: &mut Vec<Diagnostic>) -> Option<Written> {
    let span = span_of(f.file, e);
    let call = match e {
        ast::Expr::Call(c) if imports.canonical(&c.func).as_deref() == Some("clauz3.domain_policy") => c,
        _ => {
            diags.push(
                Rule::Policy
                    .at("POLICY must be `domain_policy(...)` from clauz3.policy, or a list of them", Some(span)),
            );
            return None;
        }
    };
    if !call.args.is_empty() {
        diags.push(Rule::Policy.at(
            "domain_policy() takes keyword arguments only (when_used=, recommended=, required=, label=)",
            Some(span),
        ));
        return None;
    }
    let mut w = Written { label: None, when_used: Vec::new(), recommended: Vec::new(), required: Vec::new(), span };
    let mut seen_when = false;
    for k in &call.keywords {
        let key = k.arg.as_ref().map_or("**", |a| a.as_str());
        let kat = span_of(f.file, &k.value);
        match key {
            "label" => match &k.value {
                ast::Expr::Constant(c) => match &c.value {
                    ast::Constant::Str(s) => w.label = Some(s.clone()),
                    ast::Constant::None => {}
                    _ => diags.push(Rule::Policy.at("label= must be a string", Some(kat))),
                },
                _ => diags.push(Rule::Policy.at("label= must be a string literal", Some(kat))),
            },
            "when_used" | "recommended" | "required" => {
                let Some(names) = names(f, &k.value, key == "when_used") else {
                    diags.push(Rule::Policy.at(format!("{key}= must be a list of string literals"), Some(kat)));
                    continue;
                };
                match key {
                    "when_used" => {
                        seen_when = true;
                        w.when_used = names;
                    }
                    "recommended" => w.recommended = names,
                    _ => w.required = names,
                }
            }
            other => diags.push(Rule::Policy.at(format!("domain_policy() has no parameter `{other}`"), Some(kat))),
        }
    }
    if !seen_when {
        diags.push(
            Rule::Policy
                .at("domain_policy() needs when_used= (the effects that make a program use the domain)", Some(span)),
        );
        return None;
    }
    Some(w)
}

/// A list (or tuple) of string literals; a lone string where `one` allows it.
fn names(f: &ParsedTrusted, e: &ast::Expr, one: bool) -> Option<Vec<Named>> {
    let lit = |e: &ast::Expr| match e {
        ast::Expr::Constant(c) => match &c.value {
            ast::Constant::Str(s) => Some(Named { text: s.clone(), at: span_of(f.file, e) }),
            _ => None,
        },
        _ => None,
    };
    match e {
        ast::Expr::List(l) => l.elts.iter().map(lit).collect(),
        ast::Expr::Tuple(t) => t.elts.iter().map(lit).collect(),
        other if one => lit(other).map(|n| vec![n]),
        _ => None,
    }
}

/// Checks a policy's names against the layer: `when_used` must name effects, `required` must
/// name contract helpers of the policy's root callable without arguments.
fn resolve(w: Written, package: &str, layer: &Layer, diags: &mut Vec<Diagnostic>) -> Option<DomainPolicy> {
    let before = diags.len();
    let label =
        w.label.clone().unwrap_or_else(|| w.when_used.iter().map(|n| n.text.as_str()).collect::<Vec<_>>().join(" / "));
    let known: Vec<&str> = layer.effects.iter().map(|e| &*e.name).collect();
    for n in &w.when_used {
        if !layer.may_name_effect(&n.text) {
            diags.push(Rule::Policy.at(
                format!("domain policy `{label}`: when_used names `{}`, which is not a trusted effect; known effects: {known:?}", n.text),
                Some(n.at),
            ));
        }
    }
    let prefix = format!("{package}.");
    let mut required = Vec::new();
    for n in &w.required {
        let found = layer
            .contracts
            .iter()
            .filter(|m| m.module.starts_with(&prefix))
            .flat_map(|m| &m.helpers)
            .chain(layer.broken_helpers.iter().filter(|h| h.module.starts_with(&prefix)))
            .find(|h| h.name == n.text);
        match found {
            None => diags.push(Rule::Policy.at(
                format!("domain policy `{label}`: required contract `{}` is not a @contract helper of {package}", n.text),
                Some(n.at),
            )),
            Some(h) if h.written.params.iter().any(|p| p.default.is_none()) => diags.push(Rule::Policy.at(
                format!(
                    "domain policy `{label}`: required contract `{}` takes arguments ({}); a required contract must be nullary, since nobody states its arguments",
                    n.text,
                    h.params.join(", ")
                ),
                Some(n.at),
            )),
            Some(h) => required.push(RequiredContract { helper: h.clone(), at: n.at }),
        }
    }
    (diags.len() == before).then(|| DomainPolicy {
        label: w.label,
        when_used: w.when_used.into_iter().map(|n| n.text).collect(),
        recommended: w.recommended.into_iter().map(|n| n.text).collect(),
        required,
        package: package.to_owned(),
        span: w.span,
    })
}
