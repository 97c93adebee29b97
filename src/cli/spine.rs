//! `clauz3 spine`: the Lean execution spine on an input directory (`run`, live Lean) or an
//! exported bundle (`bundle`, offline). Prints the result (or `--card`) as JSON on stdout and one
//! `blocked: <reason>` line per reason on stderr. Exit 0 pass, 1 blocked, 2 input error.

use crate::lean::{self, LakeRunner, RecordPaths, SpineResult, TimeLimits};
use clap::{Args, Subcommand};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct SpineArgs {
    #[command(subcommand)]
    action: Action,
}

#[derive(Subcommand, Debug)]
enum Action {
    /// Scan, gate and check every transition candidate with `lake env lean` in a throwaway copy
    /// of the input's Lake project; write the four records.
    Run(RunArgs),
    /// Validate an exported bundle offline (manifest count, SHA-256 digests, anchors, allowed
    /// sources) and gate its packet; Lean never runs.
    Bundle(BundleArgs),
}

#[derive(Args, Debug)]
struct RunArgs {
    /// The input directory: execution_spine_packet.json, the negative case files, lake_project/.
    #[arg(long, value_name = "DIR")]
    input: PathBuf,
    /// Where the records are written.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Where the fixture sign-off record goes (default: in --out).
    #[arg(long, value_name = "FILE")]
    acceptance_out: Option<PathBuf>,
    /// Print the compact card instead of the full result.
    #[arg(long)]
    card: bool,
}

#[derive(Args, Debug)]
struct BundleArgs {
    /// The exported bundle directory.
    #[arg(long, value_name = "DIR")]
    input: PathBuf,
    /// Where the bundle validation record is written.
    #[arg(long, value_name = "DIR")]
    out: PathBuf,
    /// Print the compact card instead of the full result.
    #[arg(long)]
    card: bool,
}

pub fn run(args: &SpineArgs) -> ExitCode {
    let shown = |p: &Path| lean::shown_path(p);
    match &args.action {
        Action::Run(a) => {
            let mut command = format!("clauz3 spine run --input {} --out {}", shown(&a.input), shown(&a.out));
            if let Some(acc) = &a.acceptance_out {
                command.push_str(&format!(" --acceptance-out {}", shown(acc)));
            }
            if a.card {
                command.push_str(" --card");
            }
            let paths = RecordPaths { out_dir: a.out.clone(), acceptance: a.acceptance_out.clone() };
            if let Err(code) = writable(&paths, lean::Mode::Fixture) {
                return code;
            }
            let result = lean::run_fixture(&a.input, &command, &LakeRunner::default(), TimeLimits::default());
            finish(result, &paths, a.card)
        }
        Action::Bundle(a) => {
            let mut command = format!("clauz3 spine bundle --input {} --out {}", shown(&a.input), shown(&a.out));
            if a.card {
                command.push_str(" --card");
            }
            let paths = RecordPaths { out_dir: a.out.clone(), acceptance: None };
            if let Err(code) = writable(&paths, lean::Mode::Bundle) {
                return code;
            }
            let result = lean::run_bundle(&a.input, &command);
            finish(result, &paths, a.card)
        }
    }
}

/// Checks every record path before any work starts (exit 2 naming the first that cannot be
/// written): the records are written together at the end, all or none.
fn writable(paths: &RecordPaths, mode: lean::Mode) -> Result<(), ExitCode> {
    for file in paths.files(mode) {
        if let Err(e) = crate::outputs::check_file(&file) {
            errln!("error: {e}");
            return Err(ExitCode::from(2));
        }
    }
    Ok(())
}

fn finish(result: Result<SpineResult, String>, paths: &RecordPaths, card: bool) -> ExitCode {
    let result = match result {
        Ok(r) => r,
        Err(e) => {
            errln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if let Err(e) = lean::write_records(&lean::records(&result, paths, &lean::utc_now())) {
        errln!("error: {e}");
        return ExitCode::from(2);
    }
    let full = result.to_json(&paths.shown(result.mode));
    let shown = if card { lean::card(&result, &full) } else { full };
    out!("{}", lean::canonical_text(&shown));
    for reason in result.blocked_reasons() {
        errln!("blocked: {reason}");
    }
    ExitCode::from(u8::from(result.status() != "pass"))
}
