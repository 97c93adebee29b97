//! `clauz3 lint`: one line per finding (`file:line:col: lint[<code>]: message`, notes indented
//! under it), then a count; `--json` prints the findings as one array. Exit 0 without errors
//! (warnings allowed unless `--strict`), 1 with any, 2 when nothing could be checked.

use super::LayerArgs;
use crate::{lint, Finding, LintReport, Severity};
use clap::Args;
use std::fmt::Write;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct LintArgs {
    #[command(flatten)]
    layers: LayerArgs,
    /// Trusted roots to check (as `--trusted-root`).
    #[arg(value_name = "ROOT")]
    roots: Vec<PathBuf>,
    /// Print the findings as one JSON array instead of text.
    #[arg(long)]
    json: bool,
    /// Exit 1 on warnings too.
    #[arg(long)]
    strict: bool,
}

pub fn run(args: &LintArgs) -> ExitCode {
    let mut options = args.layers.options();
    options.trusted_roots.extend(args.roots.iter().cloned());
    let report = match lint(&options) {
        Ok(r) => r,
        Err(e) => {
            err!("{}", e.text);
            return ExitCode::from(2);
        }
    };
    if report.roots.is_empty() {
        errln!(
            "error: no trusted roots found: give `--trusted-root DIR`, or run where `tools/<domain>/trusted` directories are"
        );
        return ExitCode::from(2);
    }
    if args.json {
        outln!("{}", serde_json::to_string_pretty(&report.findings).unwrap_or_default());
    } else {
        out!("{}", text(&report));
    }
    let failing = report.count(Severity::Error) + if args.strict { report.count(Severity::Warning) } else { 0 };
    if failing > 0 {
        ExitCode::from(1)
    } else {
        ExitCode::SUCCESS
    }
}

fn text(report: &LintReport) -> String {
    let mut out = String::new();
    for f in &report.findings {
        finding_text(&mut out, f);
    }
    let (errors, warnings) = (report.count(Severity::Error), report.count(Severity::Warning));
    let roots = plural(report.roots.len(), "trusted root");
    let _ = match (errors, warnings) {
        (0, 0) => writeln!(out, "no findings in {roots}"),
        (e, 0) => writeln!(out, "{} in {roots}", plural(e, "error")),
        (0, w) => writeln!(out, "{} in {roots}", plural(w, "warning")),
        (e, w) => writeln!(out, "{}, {} in {roots}", plural(e, "error"), plural(w, "warning")),
    };
    out
}

/// `file:line:col: lint[code]: message` (`warning: ` before a warning's message), then its notes.
fn finding_text(out: &mut String, f: &Finding) {
    let place = match (f.line, f.col) {
        (Some(line), Some(col)) => format!("{}:{line}:{col}", f.file),
        _ => f.file.clone(),
    };
    let level = match f.severity {
        Severity::Warning => "warning: ",
        Severity::Error => "",
    };
    let _ = writeln!(out, "{place}: lint[{}]: {level}{}", f.code, f.message);
    for note in &f.notes {
        let _ = writeln!(out, "  = note: {note}");
    }
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}
