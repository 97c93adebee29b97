//! `clauz3 libraries [QUERY...] [--json]`: the bundled standard library, in the reference's
//! shape (`stdlib:<name> [bundled; ...]`, the summary, runtime requirements), with how a
//! program uses each: the bundled layers need no install, a program imports them.

use super::library_store::store_entries;
use crate::api::library_catalog;
use clap::Args;
use std::path::Path;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct LibrariesArgs {
    /// Words that must all occur in a library's name, summary, description, requirements,
    /// effects or contracts (ignoring case).
    query: Vec<String>,
    /// Print the records as JSON.
    #[arg(long)]
    json: bool,
}

/// Whether the project in the working directory has its own copy of the layer
/// (`.clauz3/tools/<domain>/trusted`), which programs then use instead of the bundled one.
#[expect(clippy::disallowed_methods, reason = "the CLI looks at the project it runs in")]
fn installed_here(domain: &str) -> bool {
    Path::new(".clauz3").join("tools").join(domain).join("trusted").is_dir()
}

pub fn run(args: &LibrariesArgs) -> ExitCode {
    let entries = library_catalog(&args.query);
    let stored = store_entries(&args.query);
    if args.json {
        let mut records: Vec<serde_json::Value> = entries
            .iter()
            .map(|e| {
                let mut record = serde_json::to_value(e).unwrap_or_default();
                if let Some(obj) = record.as_object_mut() {
                    obj.insert("visibility".into(), "bundled".into());
                    obj.insert("installed".into(), installed_here(&e.name).into());
                }
                record
            })
            .collect();
        records.extend(stored.iter().map(|e| {
            let mut record = serde_json::to_value(e).unwrap_or_default();
            record["visibility"] = "global".into();
            record["installed"] = installed_here(&e.name).into();
            record
        }));
        outln!("{}", serde_json::to_string_pretty(&records).unwrap_or_default());
        return ExitCode::SUCCESS;
    }
    if entries.is_empty() && stored.is_empty() {
        outln!("No libraries match. Try clauz3 libraries without a query.");
        return ExitCode::SUCCESS;
    }
    for entry in &entries {
        let state = if installed_here(&entry.name) { "installed in .clauz3/tools" } else { "not installed" };
        outln!("{} [bundled; {state}]", entry.source);
        outln!("  {}", entry.summary);
        if !entry.requirements.is_empty() {
            outln!("  Runtime requirements: {}", entry.requirements.join(", "));
        }
        outln!("  Use: import {} (built in, no install needed)", entry.package);
    }
    for entry in &stored {
        let state = if installed_here(&entry.name) { "installed in .clauz3/tools" } else { "not installed" };
        outln!("{} [global; {state}]", entry.source);
        outln!("  {}", entry.summary);
        outln!("  Use: import {} (from the user store), or clauz3 install {}", entry.package, entry.source);
    }
    ExitCode::SUCCESS
}
