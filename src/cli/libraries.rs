//! `clauz3 libraries [QUERY...] [--json]`: the bundled standard library, in the reference's
//! shape (`stdlib:<name> [bundled; ...]`, the summary, runtime requirements), with how a
//! program uses each: the bundled layers need no install, a program imports them.

use crate::api::{library_catalog, LibraryEntry};
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

/// Whether the project in the working directory has its own copy of the library's layer
/// (`.clauz3/tools/<name>/trusted`), which programs then use instead of the bundled one.
#[expect(clippy::disallowed_methods, reason = "the CLI looks at the project it runs in")]
fn installed(entry: &LibraryEntry) -> bool {
    Path::new(".clauz3").join("tools").join(&entry.name).join("trusted").is_dir()
}

pub fn run(args: &LibrariesArgs) -> ExitCode {
    let entries = library_catalog(&args.query);
    if args.json {
        let records: Vec<serde_json::Value> = entries
            .iter()
            .map(|e| {
                let mut record = serde_json::to_value(e).unwrap_or_default();
                if let Some(obj) = record.as_object_mut() {
                    obj.insert("visibility".into(), "bundled".into());
                    obj.insert("installed".into(), installed(e).into());
                }
                record
            })
            .collect();
        outln!("{}", serde_json::to_string_pretty(&records).unwrap_or_default());
        return ExitCode::SUCCESS;
    }
    out!("{}", text(&entries));
    ExitCode::SUCCESS
}

/// The listing's text (also the MCP server's `libraries`).
pub(super) fn text(entries: &[LibraryEntry]) -> String {
    use std::fmt::Write;
    if entries.is_empty() {
        return "No libraries match. Try clauz3 libraries without a query.\n".to_owned();
    }
    let mut out = String::new();
    for entry in entries {
        let state = if installed(entry) { "installed in .clauz3/tools" } else { "not installed" };
        let _ = writeln!(out, "{} [bundled; {state}]", entry.source);
        let _ = writeln!(out, "  {}", entry.summary);
        if !entry.requirements.is_empty() {
            let _ = writeln!(out, "  Runtime requirements: {}", entry.requirements.join(", "));
        }
        let _ = writeln!(out, "  Use: import {} (built in, no install needed)", entry.package);
    }
    out
}
