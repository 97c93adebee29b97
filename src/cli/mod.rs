//! The command line: argument parsing, reading user files, printing, exit codes.
//! Exit codes: 0 ran (or proved), 1 failed at run time (or refuted), 2 usage or input error.
#![expect(clippy::print_stdout, clippy::print_stderr, reason = "the CLI is the one printer")]

mod dry_run;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "clauz3",
    version,
    about = "Prove guarantees of agent-written Python programs, then run them through one effect gate"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Run a program with every trusted effect recorded and answered from a script; nothing
    /// touches the world.
    DryRun(dry_run::DryRunArgs),
}

/// Runs the CLI; the binary's `main` is only this.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return if e.use_stderr() { ExitCode::from(2) } else { ExitCode::SUCCESS };
        }
    };
    match cli.command {
        Command::DryRun(args) => dry_run::run(&args),
    }
}
