//! `clauz3 install --skills`: beside each installed layer, a `SKILL.md` an agent reads before
//! writing a program for it (the reference writes one too, under `.clauz3/skills/<domain>/`).
//! It is generated from the layer as clauz3 loads it (the same catalog as `clauz3 tools`), so
//! every signature, precondition and declared exception it lists is one the prover uses.

use super::manifest::Manifest;
use crate::api::{ContractTool, EffectTool, Tool};
use crate::LoadOptions;
use std::fmt::Write as _;
use std::path::Path;

/// The `SKILL.md` of the layer `domain` installed at `layer_dir` (`.../tools/<domain>/`),
/// whose import root is `import_root`.
pub fn skill_for(domain: &str, manifest: &Manifest, layer_dir: &Path, import_root: &Path) -> Result<String, String> {
    let options = LoadOptions {
        trusted_roots: vec![layer_dir.join("trusted")],
        import_roots: vec![import_root.to_path_buf()],
        allow_imports: Vec::new(),
    };
    let catalog = crate::tool_catalog(&options).map_err(|e| format!("cannot read the layer {domain}: {}", e.text))?;
    let tools: Vec<&Tool> = catalog.roots.iter().flat_map(|r| r.tools.iter()).collect();
    let effects: Vec<&EffectTool> =
        tools.iter().filter_map(|t| if let Tool::Effect(e) = t { Some(e) } else { None }).collect();
    let contracts: Vec<&ContractTool> =
        tools.iter().filter_map(|t| if let Tool::Contract(c) = t { Some(c) } else { None }).collect();
    Ok(render(domain, manifest, &effects, &contracts))
}

fn render(domain: &str, manifest: &Manifest, effects: &[&EffectTool], contracts: &[&ContractTool]) -> String {
    let summary = manifest.summary.as_deref().map(one_line).unwrap_or_default();
    let mut out = String::new();
    let _ = writeln!(out, "---\nname: {domain}");
    let _ = writeln!(
        out,
        "description: {}Effects and guarantees of the `{domain}` trusted layer; read before writing a clauz3 program that uses them.\n---\n",
        if summary.is_empty() { String::new() } else { format!("{summary} ") }
    );
    let _ = writeln!(out, "# {}\n", manifest.title.as_deref().unwrap_or(domain));
    if let Some(description) = manifest.description.as_deref() {
        let _ = writeln!(out, "{}\n", description.trim());
    }
    let _ = writeln!(
        out,
        "The layer is installed in `.clauz3/tools/{domain}/`. Its effects act only inside a program that `clauz3 prove` proves and `clauz3 run` executes after approval; never call them any other way.\n"
    );
    out.push_str("## Effects\n");
    for (module, group) in by_module(effects.iter().map(|e| (&e.decl.module, *e))) {
        let _ = writeln!(
            out,
            "\n`from {module} import {}`\n",
            group.iter().map(|e| e.decl.name.as_str()).collect::<Vec<_>>().join(", ")
        );
        for e in group {
            let _ = write!(out, "- `{}`{}", e.decl.signature, first_paragraph(e.decl.doc.as_deref()));
            for r in &e.requires {
                let _ = write!(
                    out,
                    "\n  - requires `{}`{}",
                    r.source,
                    r.message.as_deref().map(|m| format!(" ({m})")).unwrap_or_default()
                );
            }
            if !e.raises.is_empty() {
                let _ = write!(
                    out,
                    "\n  - may raise {} (catch it with `try`/`except`; the prover explores it)",
                    e.raises.join(", ")
                );
            }
            if e.mock {
                out.push_str("\n  - simulated: the call is recorded, nothing happens in the world");
            }
            out.push('\n');
        }
    }
    out.push_str("\n## Guarantees\n");
    for (module, group) in by_module(contracts.iter().map(|c| (&c.decl.module, *c))) {
        let alias = module.rsplit('.').next().unwrap_or("contracts");
        let package = module.rsplit_once('.').map_or(module.as_str(), |(p, _)| p);
        let _ = writeln!(out, "\n`from {package} import {alias}`\n");
        for c in group {
            let words = c
                .description
                .as_deref()
                .map(|d| format!(" — {}", one_line(d)))
                .unwrap_or_else(|| first_paragraph(c.decl.doc.as_deref()));
            let _ = writeln!(out, "- `{alias}.{}`{words}", c.decl.signature);
        }
    }
    let _ = writeln!(
        out,
        "\n## Writing a program\n\n- Put each promise on the target function (`main` unless told otherwise) as `@clauz3.guarantee({alias}.helper(...))` with literal arguments; the person approving the run reads them.\n- Call only the effects above, with arguments their preconditions allow on every path: `clauz3 prove program.py` must print `proved!` before a run.\n- `clauz3 dry-run program.py` shows the calls a program would make without making them; `clauz3 tools` lists this layer with its conditions.",
        alias = contracts.first().and_then(|c| c.decl.module.rsplit('.').next()).unwrap_or("contracts")
    );
    out
}

/// Items grouped by module, in first-seen order.
fn by_module<'a, T>(items: impl Iterator<Item = (&'a String, T)>) -> Vec<(String, Vec<T>)> {
    let mut groups: Vec<(String, Vec<T>)> = Vec::new();
    for (module, item) in items {
        match groups.iter_mut().find(|(m, _)| m == module) {
            Some((_, group)) => group.push(item),
            None => groups.push((module.clone(), vec![item])),
        }
    }
    groups
}

/// ` — ` and a docstring's first paragraph on one line, or nothing.
fn first_paragraph(doc: Option<&str>) -> String {
    let Some(doc) = doc else { return String::new() };
    let first = doc.trim().split("\n\n").next().unwrap_or("");
    if first.is_empty() {
        String::new()
    } else {
        format!(" — {}", one_line(first))
    }
}

fn one_line(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}
