//! `clauz3 policy-check`: what an approval policy would decide about a program, without
//! running it or asking anyone. Exit 0; 1 when `--expect` differs; 2 on a bad policy or program.

use super::RootArgs;
use crate::ProveOptions;
use clap::Args;
use std::path::PathBuf;
use std::process::ExitCode;

#[derive(Args, Debug)]
pub struct PolicyCheckArgs {
    #[command(flatten)]
    roots: RootArgs,
    /// The approval policy (JSON).
    #[arg(long, value_name = "FILE")]
    policy: PathBuf,
    /// The function the policy is checked for.
    #[arg(long, default_value = "main")]
    target: String,
    /// Fail (exit 1) unless the policy decides this.
    #[arg(long, value_parser = ["auto_approved", "auto_rejected", "ask"])]
    expect: Option<String>,
    /// The agent program; `-` or nothing reads it from stdin.
    program: Option<PathBuf>,
}

pub fn run(args: &PolicyCheckArgs) -> ExitCode {
    let policy = match super::run::read_policy(&args.policy) {
        Ok(p) => p,
        Err(e) => {
            errln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let program = match super::run::load_program(args.program.as_deref(), &args.roots) {
        Ok(p) => p,
        Err(e) => {
            errln!("{}", e.text.trim_end());
            return ExitCode::from(2);
        }
    };
    if let Err(e) = super::require_target(&program, &args.target) {
        errln!("{e}");
        return ExitCode::from(2);
    }
    let outcome =
        match policy.evaluate(&program, &ProveOptions { target: args.target.clone(), ..ProveOptions::default() }) {
            Ok(outcome) => outcome,
            Err(e) => {
                errln!("error: {e}");
                return ExitCode::from(2);
            }
        };
    outln!("{}", outcome.line());
    match &args.expect {
        Some(expected) if expected != outcome.name() => {
            errln!("error: expected {expected}, got {}", outcome.name());
            ExitCode::from(1)
        }
        Some(_) | None => ExitCode::SUCCESS,
    }
}
