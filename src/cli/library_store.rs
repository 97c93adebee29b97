//! The user store's layers for `clauz3 libraries` (`global:<domain>` entries, as the
//! reference lists its user-wide installations): each `<store>/tools/<domain>/trusted`, with
//! where it was installed from (`metadata/<domain>/library.json`), the summary of its
//! `clauz3.yaml` (read with `manifest`), and its effects and contract
//! helpers (read from the layer by the loader, never run).
#![expect(clippy::disallowed_methods, reason = "listing reads the user store's metadata")]

use super::manifest::{parse, MANIFEST};
use crate::api::{all_words_in, tool_catalog, Tool};
use crate::loader::user_store;
use std::path::Path;

/// One layer of the user store, shaped like a bundled library's record.
#[derive(Debug, Clone, serde::Serialize)]
pub struct StoreEntry {
    /// `global:<domain>`.
    pub source: String,
    pub name: String,
    pub summary: String,
    /// The source it was installed from (`stdlib:git`, a directory).
    pub origin: String,
    /// The package programs import: `tools.<domain>.trusted`.
    pub package: String,
    pub effects: Vec<String>,
    pub contracts: Vec<String>,
}

impl StoreEntry {
    /// Whether every query word occurs (ignoring case) in what the entry says about itself.
    pub fn matches(&self, words: &[String]) -> bool {
        let said = [&self.source, &self.summary, &self.origin, &self.package].into_iter();
        all_words_in(said.chain(&self.effects).chain(&self.contracts), words)
    }
}

/// The store's layers matching every word of `query`, by domain.
pub fn store_entries(query: &[String]) -> Vec<StoreEntry> {
    let Some(store) = user_store() else { return Vec::new() };
    let options = crate::LoadOptions { import_roots: vec![store.clone()], ..crate::LoadOptions::default() };
    let Ok(catalog) = tool_catalog(&options) else { return Vec::new() };
    let mut entries: Vec<StoreEntry> = catalog
        .roots
        .iter()
        .filter_map(|root| {
            let trusted = Path::new(&root.root);
            let domain = trusted.parent()?.strip_prefix(store.join("tools")).ok()?.to_string_lossy().into_owned();
            let (mut effects, mut contracts) = (Vec::new(), Vec::new());
            for tool in &root.tools {
                match tool {
                    Tool::Effect(e) => effects.push(e.decl.name.clone()),
                    Tool::Contract(c) => contracts.push(c.decl.name.clone()),
                }
            }
            let metadata = store.join("metadata").join(&domain).join("library.json");
            let origin = std::fs::read_to_string(metadata)
                .ok()
                .and_then(|text| serde_json::from_str::<serde_json::Value>(&text).ok())
                .and_then(|v| v["origin"].as_str().map(str::to_owned))
                .unwrap_or_default();
            let installed_from = match origin.as_str() {
                "" => "In the user store.".to_owned(),
                from => format!("In the user store, installed from {from}."),
            };
            Some(StoreEntry {
                source: format!("global:{domain}"),
                package: format!("tools.{}.trusted", domain.replace('/', ".")),
                summary: match manifest_summary(trusted.parent()?) {
                    Some(summary) => format!("{summary} {installed_from}"),
                    None => installed_from,
                },
                name: domain,
                origin,
                effects,
                contracts,
            })
        })
        .filter(|e| e.matches(query))
        .collect();
    entries.sort_by(|a, b| a.name.cmp(&b.name));
    entries
}

/// The one-line summary of the layer's `clauz3.yaml`, when it has one that reads.
fn manifest_summary(domain_dir: &Path) -> Option<String> {
    let file = domain_dir.join(MANIFEST);
    let text = std::fs::read_to_string(&file).ok()?;
    let summary = parse(&file, &text).ok()?.summary?;
    let line = summary.split_whitespace().collect::<Vec<_>>().join(" ");
    (!line.is_empty()).then_some(line)
}
