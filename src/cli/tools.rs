//! `clauz3 tools`: the trusted vocabulary an agent may use. Each entry's first line is the
//! reference's (`effect <path>:<name>(<params>)`, `contract ...`); the indented lines under it
//! go further (typed signature, docstring, conditions, events performed, mock or real). Event
//! classes and coverage policies, which the reference does not list, follow each root's
//! entries, indented too, so the unindented lines stay exactly the reference's listing.

use super::LayerArgs;
use crate::api::{ContractTool, Declaration, EffectTool, EventTool, PolicyTool, Tool, ToolParamKind};
use crate::{tool_catalog, ToolCatalog};
use clap::Args;
use std::fmt::Write;
use std::process::ExitCode;

/// Version of the `--json` document's shape.
const SCHEMA_VERSION: u32 = 1;

#[derive(Args, Debug)]
pub struct ToolsArgs {
    #[command(flatten)]
    layers: LayerArgs,
    /// Print one JSON document instead of text.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &ToolsArgs) -> ExitCode {
    let catalog = match tool_catalog(&args.layers.options()) {
        Ok(c) => c,
        Err(e) => {
            if args.json {
                let doc =
                    serde_json::json!({"schema_version": SCHEMA_VERSION, "status": "error", "diagnostics": e.json});
                outln!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
            } else {
                err!("{}", e.text);
            }
            return ExitCode::from(2);
        }
    };
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&json(&catalog)).unwrap_or_default());
    } else {
        out!("{}", text(&catalog));
    }
    ExitCode::SUCCESS
}

fn json(catalog: &ToolCatalog) -> serde_json::Value {
    serde_json::json!({
        "schema_version": SCHEMA_VERSION,
        "roots": catalog.roots.iter().map(|r| &r.root).collect::<Vec<_>>(),
        "effects": catalog.effects().collect::<Vec<_>>(),
        "contracts": catalog.contracts().collect::<Vec<_>>(),
        "events": catalog.roots.iter().flat_map(|r| &r.events).collect::<Vec<_>>(),
        "policies": catalog.roots.iter().flat_map(|r| &r.policies).collect::<Vec<_>>(),
    })
}

pub(super) fn text(catalog: &ToolCatalog) -> String {
    if catalog.is_empty() {
        return "no trusted tools found\n".to_owned();
    }
    entries(catalog).concat()
}

/// The listing's entries in order, each with its lines: every effect and contract, then each
/// root's events and coverage policies, each its own entry (the MCP `tools` search matches
/// entries, so an event never rides along with the tool listed before it).
pub(super) fn entries(catalog: &ToolCatalog) -> Vec<String> {
    let mut out = Vec::new();
    for root in &catalog.roots {
        for tool in &root.tools {
            out.push(match tool {
                Tool::Effect(e) => written(|s| effect_text(s, e)),
                Tool::Contract(c) => written(|s| contract_text(s, c)),
            });
        }
        out.extend(root.events.iter().map(|e| written(|s| event_text(s, e))));
        out.extend(root.policies.iter().map(|p| written(|s| policy_text(s, p))));
    }
    out
}

/// What `write` writes into a new string.
fn written(write: impl FnOnce(&mut String)) -> String {
    let mut out = String::new();
    write(&mut out);
    out
}

/// Indentation of the lines under an entry's first line.
const DETAIL: &str = "    ";

fn effect_text(out: &mut String, e: &EffectTool) {
    head_text(out, "effect", &e.decl);
    for (label, conditions) in [("requires", &e.requires), ("ensures", &e.ensures)] {
        for c in conditions {
            let message = c.message.as_ref().map_or(String::new(), |m| format!("  # {m}"));
            let _ = writeln!(out, "{DETAIL}{label}: {}{message}", c.source);
        }
    }
    if !e.performs.is_empty() {
        let events: Vec<String> = e
            .performs
            .iter()
            .map(|p| {
                let fields: Vec<String> = p.fields.iter().map(|(f, a)| format!("{f}={a}")).collect();
                format!("{}({})", p.event, fields.join(", "))
            })
            .collect();
        let _ = writeln!(out, "{DETAIL}performs: {}", events.join(", "));
    }
    if !e.updates.is_empty() {
        let _ = writeln!(out, "{DETAIL}updates: {}", e.updates.join(", "));
    }
    if !e.raises.is_empty() {
        let _ = writeln!(out, "{DETAIL}raises: {}", e.raises.join(", "));
    }
    let _ = writeln!(out, "{DETAIL}{}", if e.mock { "simulated (mock)" } else { "real" });
}

/// `event <path>:<Name>(<field: type>, ...)`, its bases and the effects whose calls it covers.
fn event_text(out: &mut String, e: &EventTool) {
    let fields: Vec<String> = e.fields.iter().map(|f| format!("{}: {}", f.name, f.annotation)).collect();
    let _ = writeln!(out, "{DETAIL}event {}:{}({})", e.path, e.name, fields.join(", "));
    if !e.parents.is_empty() {
        let _ = writeln!(out, "{DETAIL}{DETAIL}extends: {}", e.parents.join(" -> "));
    }
    let by = if e.performed_by.is_empty() {
        "nothing (contracts over it are refused)".to_owned()
    } else {
        e.performed_by.join(", ")
    };
    let _ = writeln!(out, "{DETAIL}{DETAIL}performed by: {by}");
}

/// `policy <path>: <domain>` and its three lists.
fn policy_text(out: &mut String, p: &PolicyTool) {
    let _ = writeln!(out, "{DETAIL}policy {}: {}", p.path, p.domain);
    for (label, names) in [("when used", &p.when_used), ("recommended", &p.recommended), ("required", &p.required)] {
        if !names.is_empty() {
            let _ = writeln!(out, "{DETAIL}{DETAIL}{label}: {}", names.join(", "));
        }
    }
}

fn contract_text(out: &mut String, c: &ContractTool) {
    head_text(out, "contract", &c.decl);
    if let Some(d) = &c.description {
        let _ = writeln!(out, "{DETAIL}description: {d}");
    }
}

/// The reference's line (`effect sms/trusted/effects.py:send_text(phone, body)`: ordinary
/// parameter names only), then the typed signature and the docstring.
fn head_text(out: &mut String, what: &str, d: &Declaration) {
    let positional: Vec<&str> =
        d.params.iter().filter(|p| p.kind == ToolParamKind::PositionalOrKeyword).map(|p| p.name.as_str()).collect();
    let _ = writeln!(out, "{what} {}:{}({})", d.path, d.name, positional.join(", "));
    let _ = writeln!(out, "{DETAIL}{}", d.signature);
    doc_text(out, d.doc.as_deref());
}

/// A docstring as Python shows it: in triple quotes, its lines indented under the entry.
fn doc_text(out: &mut String, doc: Option<&str>) {
    let Some(doc) = doc else { return };
    let mut lines = doc.lines();
    let first = lines.next().unwrap_or_default();
    let rest: Vec<&str> = lines.collect();
    if rest.is_empty() {
        let _ = writeln!(out, "{DETAIL}\"\"\"{first}\"\"\"");
        return;
    }
    let _ = writeln!(out, "{DETAIL}\"\"\"{first}");
    for line in rest {
        // Blank lines keep the indentation: every line under an entry is indented, so the
        // unindented lines are exactly the reference's listing.
        let _ = writeln!(out, "{DETAIL}{line}");
    }
    let _ = writeln!(out, "{DETAIL}\"\"\"");
}
