//! `clauz3 tools`: the trusted vocabulary an agent may use. Each entry's first line is the
//! reference's (`effect <path>:<name>(<params>)`, `contract ...`); the indented lines under it
//! go further (typed signature, docstring, conditions, mock or real).

use super::LayerArgs;
use crate::api::{ContractTool, Declaration, EffectTool, Tool, ToolParamKind};
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
                println!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
            } else {
                eprint!("{}", e.text);
            }
            return ExitCode::from(2);
        }
    };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&json(&catalog)).unwrap_or_default());
    } else {
        print!("{}", text(&catalog));
    }
    ExitCode::SUCCESS
}

fn json(catalog: &ToolCatalog) -> serde_json::Value {
    serde_json::json!({
        "schema_version": SCHEMA_VERSION,
        "roots": catalog.roots.iter().map(|r| &r.root).collect::<Vec<_>>(),
        "effects": catalog.effects().collect::<Vec<_>>(),
        "contracts": catalog.contracts().collect::<Vec<_>>(),
    })
}

fn text(catalog: &ToolCatalog) -> String {
    if catalog.is_empty() {
        return "no trusted tools found\n".to_owned();
    }
    let mut out = String::new();
    for tool in catalog.roots.iter().flat_map(|r| &r.tools) {
        match tool {
            Tool::Effect(e) => effect_text(&mut out, e),
            Tool::Contract(c) => contract_text(&mut out, c),
        }
    }
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
    let _ = writeln!(out, "{DETAIL}{}", if e.mock { "simulated (mock)" } else { "real" });
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
