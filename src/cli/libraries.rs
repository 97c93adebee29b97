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
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&records(&args.query)).unwrap_or_default());
    } else {
        out!("{}", text(&args.query));
    }
    ExitCode::SUCCESS
}

/// The listing's JSON records, bundled libraries first, then the user store's (also the MCP
/// server's `libraries`).
pub(super) fn records(query: &[String]) -> Vec<serde_json::Value> {
    let record = |value: serde_json::Value, visibility: &str, name: &str| {
        let mut record = value;
        if let Some(obj) = record.as_object_mut() {
            obj.insert("visibility".into(), visibility.into());
            obj.insert("installed".into(), installed_here(name).into());
        }
        record
    };
    let bundled = library_catalog(query)
        .into_iter()
        .map(|e| record(serde_json::to_value(&e).unwrap_or_default(), "bundled", &e.domain));
    let stored = store_entries(query)
        .into_iter()
        .map(|e| record(serde_json::to_value(&e).unwrap_or_default(), "global", &e.name));
    bundled.chain(stored).collect()
}

/// The listing's text (also the MCP server's `libraries`).
pub(super) fn text(query: &[String]) -> String {
    use std::fmt::Write;
    let entries = library_catalog(query);
    let stored = store_entries(query);
    if entries.is_empty() && stored.is_empty() {
        return "No libraries match. Try clauz3 libraries without a query.\n".to_owned();
    }
    let state = |name: &str| if installed_here(name) { "installed in .clauz3/tools" } else { "not installed" };
    let mut out = String::new();
    for entry in &entries {
        let _ = writeln!(out, "{} [bundled; {}]", entry.source, state(&entry.domain));
        let _ = writeln!(out, "  {}", entry.summary);
        if !entry.requirements.is_empty() {
            let _ = writeln!(out, "  Runtime requirements: {}", entry.requirements.join(", "));
        }
        let _ = writeln!(out, "  Use: import {} (built in, no install needed)", entry.package);
    }
    for entry in &stored {
        let _ = writeln!(out, "{} [global; {}]", entry.source, state(&entry.name));
        let _ = writeln!(out, "  {}", entry.summary);
        let _ =
            writeln!(out, "  Use: import {} (from the user store), or clauz3 install {}", entry.package, entry.source);
    }
    out
}
