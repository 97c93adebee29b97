//! The command line: argument parsing, reading user files, printing, exit codes.
//! Exit codes (the table: docs/limits.md): 0 ran (or proved), 1 failed at run time (or
//! refuted), 2 usage or input error;
//! `run` also 3 when approval is denied; 141 when stdout was closed.
//!
//! Output goes through `outln!`/`out!` (stdout) and `errln!`/`err!` (stderr), never
//! `println!`: those panic when the reader has gone (`clauz3 prove --json … | head -3`). A
//! closed stdout ends the process quietly with status 141, as a tool killed by `SIGPIPE`
//! reports in a shell; a closed stderr loses the message and nothing else.

/// Writes to stdout; see the module docs.
macro_rules! out {
    ($($arg:tt)*) => { $crate::cli::write_out(format_args!($($arg)*)) };
}

/// Writes a line to stdout; see the module docs.
macro_rules! outln {
    () => { $crate::cli::write_out(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::cli::write_out(format_args!("{}\n", format_args!($($arg)*))) };
}

/// Writes to stderr, ignoring a closed stderr.
macro_rules! err {
    ($($arg:tt)*) => { $crate::cli::write_err(format_args!($($arg)*)) };
}

/// Writes a line to stderr, ignoring a closed stderr.
macro_rules! errln {
    () => { $crate::cli::write_err(format_args!("\n")) };
    ($($arg:tt)*) => { $crate::cli::write_err(format_args!("{}\n", format_args!($($arg)*))) };
}

mod approval_keygen;
mod approval_service;
mod bundled_cases;
mod config;
mod dry_run;
mod fuzz;
mod install;
mod install_sources;
mod libraries;
mod library_store;
mod lint;
mod manifest;
mod mcp;
mod mock_approval_service;
mod parse_store;
mod policy_check;
mod prove;
mod reference;
mod remote_source;
mod run;
mod skills;
mod spine;
mod terminal;
mod test_cases;
mod tools;

use clap::{Parser, Subcommand};

pub use reference::markdown as reference_markdown;
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
    /// The most KiB one source file (agent program or trusted module) may have; larger files
    /// are refused before they are read.
    #[arg(long, global = true, value_name = "KIB", default_value_t = (crate::limits::DEFAULT_MAX_SOURCE_BYTES >> 10) as u64,
          allow_negative_numbers = true, value_parser = clap::value_parser!(u64).range(1..=MAX_SOURCE_KIB))]
    max_source_kib: u64,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Generate an Ed25519 keypair for approval receipts.
    ///
    /// Set the signing key in the approval service's environment and the verifying key in the
    /// runner's environment; the runner refuses to run without it.
    ApprovalKeygen(approval_keygen::ApprovalKeygenArgs),
    /// Serve the approval service: runs wait here until a person decides in the browser UI (or
    /// a policy decides), and get an Ed25519-signed receipt for what was approved.
    ApprovalService(approval_service::ApprovalServiceArgs),
    /// Serve a scripted approval service that answers every request as its config says (for
    /// harness tests and demos).
    MockApprovalService(mock_approval_service::MockApprovalServiceArgs),
    /// Run a program with every trusted effect recorded and answered from a script; nothing
    /// touches the world.
    DryRun(dry_run::DryRunArgs),
    /// Prove with Z3 that the target cannot fail: no exception, no failed assert, no violated
    /// trusted precondition, for every input and every value trusted effects may return.
    Prove(prove::ProveArgs),
    /// List the trusted effects and contract helpers of the given (or discovered) trusted
    /// roots, with signatures, conditions and docstrings.
    Tools(tools::ToolsArgs),
    /// List the bundled standard library (filesystem, env, git, ...) and the user store's
    /// layers: summaries, runtime requirements, the package a program imports, its effects and
    /// contracts. All query words must match.
    Libraries(libraries::LibrariesArgs),
    /// Copy trusted layers (a bundled library, `global:<domain>` from the user store, a git
    /// remote's or a directory's `tools/`) into the project's `.clauz3/tools/<domain>/`, or into the user
    /// store with `--global`; programs find them without flags.
    Install(install::InstallArgs),
    /// Prove a library's proof cases in one process: each `*_pass.py` must prove, each
    /// `*_fail.py` must not; one verdict line per case, then a summary (exit 1 on a mismatch).
    Test(test_cases::TestArgs),
    /// Give Claude Code the permissions a clauz3 project wants (Read, Glob, Grep and the
    /// clauz3 command), merged into `.claude/settings.json`.
    Config(config::ConfigArgs),
    /// Check trusted layers: every problem the loader refuses (signatures of requires/ensures,
    /// unknown relations, event and fluent builders, duplicate effects, row schemas, ...), events
    /// nothing performs, and effects `run` could not execute; exit 1 on any error.
    Lint(lint::LintArgs),
    /// The Lean execution spine: gate bounded proof-step candidates, check them with
    /// `lake env lean`, write body-free records (`run`); validate an exported bundle (`bundle`).
    Spine(spine::SpineArgs),
    /// Prove the target, ask for approval of its guarantees (terminal, --policy, --yes), then
    /// execute it with every effect passing the gate, a runtime monitor and an audit log.
    Run(run::RunArgs),
    /// Differential fuzzing: generate programs with a trusted layer, prove each, and check the
    /// verdict against concrete runs; exit 1 on any disagreement.
    Fuzz(fuzz::FuzzArgs),
    /// Serve clauz3 to an MCP host (Claude Code, Codex, ...) over stdio: the tools `prove`,
    /// `run` (approval by the approval service or --policy, never automatic), `tools`,
    /// `libraries` and `status`.
    Mcp(mcp::McpArgs),
    /// Show what an approval policy decides about a program (auto_approved, auto_rejected or
    /// ask), without running it.
    PolicyCheck(policy_check::PolicyCheckArgs),
}

/// The ranges of the numeric flags: anything outside is a usage error naming the range, so a
/// typo (`--jobs 100000`, `--max-memory 99999999`) never reaches a thread pool or an allocator.
const MAX_STEPS: u64 = 1_000_000_000_000;
const MAX_DEPTH: i64 = 1_000_000;
const MAX_MEMORY_MIB: u64 = 1 << 16;
const MAX_SECONDS: u64 = 7 * 24 * 3600;
const MAX_SOLVER_SECONDS: i64 = 3600;
const MAX_LOOP_BOUND: i64 = 100_000;
const MAX_FUZZ_CASES: u64 = 1_000_000_000;
const MAX_JOBS: u64 = 64;
const MAX_ENVS: u64 = 100_000;
const MAX_SOURCE_KIB: u64 = 1 << 20;

/// Where trusted layers come from (shared by every command that loads one).
#[derive(clap::Args, Debug)]
pub(crate) struct LayerArgs {
    /// A trusted root (`.../tools/<domain>/trusted`); repeatable. Without any, roots are
    /// discovered under the import roots' `tools/`, else in the nearest `tools/` directory
    /// above the program (for `tools`: in the current directory).
    #[arg(long = "trusted-root", value_name = "DIR")]
    trusted_root: Vec<std::path::PathBuf>,
    /// Several trusted roots at once (end the list with `--`).
    #[arg(long = "trusted-roots", value_name = "DIR", num_args = 1..)]
    trusted_roots: Vec<std::path::PathBuf>,
    /// An import root: trusted modules are named by their path below it, and without
    /// `--trusted-root` the roots under its `tools/` (and `.clauz3/tools/`) are used.
    #[arg(long = "import-root", value_name = "DIR")]
    import_root: Vec<std::path::PathBuf>,
    /// Several import roots at once (end the list with `--`).
    #[arg(long = "import-roots", value_name = "DIR", num_args = 1..)]
    import_roots: Vec<std::path::PathBuf>,
}

impl LayerArgs {
    pub(crate) fn options(&self) -> crate::LoadOptions {
        crate::LoadOptions {
            trusted_roots: self.trusted_root.iter().chain(&self.trusted_roots).cloned().collect(),
            import_roots: self.import_root.iter().chain(&self.import_roots).cloned().collect(),
            allow_imports: Vec::new(),
        }
    }
}

/// Trusted layers, and what else agent code may import (every command that loads a program).
#[derive(clap::Args, Debug)]
pub(crate) struct RootArgs {
    #[command(flatten)]
    layers: LayerArgs,
    /// A further module (or dotted prefix) agent code may import; its members have no model,
    /// so using one is still refused.
    #[arg(long = "allow-import", value_name = "MODULE")]
    allow_import: Vec<String>,
}

impl RootArgs {
    pub(crate) fn options(&self) -> crate::LoadOptions {
        crate::LoadOptions { allow_imports: self.allow_import.clone(), ..self.layers.options() }
    }
}

/// The exit status when stdout's reader has gone: what a shell shows for a tool that `SIGPIPE`
/// killed (128 + 13).
pub const EXIT_BROKEN_PIPE: u8 = 141;

/// Writes to stdout; a reader that has gone ends the process quietly, any other failure with
/// a message and status 2.
#[expect(clippy::disallowed_methods, reason = "the reader has gone: nothing is left to report to")]
pub(crate) fn write_out(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    if let Err(e) = stdout.write_fmt(args) {
        if e.kind() == std::io::ErrorKind::BrokenPipe {
            std::process::exit(EXIT_BROKEN_PIPE.into());
        }
        write_err(format_args!("error: cannot write to stdout: {e}\n"));
        std::process::exit(2);
    }
}

/// Writes to stderr; where it cannot, the message is lost and the command goes on.
pub(crate) fn write_err(args: std::fmt::Arguments<'_>) {
    use std::io::Write;
    let _ = std::io::stderr().lock().write_fmt(args);
}

/// The one message for a target the program does not define (`dry-run`, `run`,
/// `policy-check`; `prove` gives the reference's verdict line instead).
/// `--approval-service URL` of `run` and `mcp`: the approval client reads its service from
/// the environment, where the flag takes the place of the variables and the config file. Call
/// it first, before any thread exists.
pub(crate) fn use_approval_service(url: &str) {
    #[expect(clippy::disallowed_methods, reason = "the command's flag configures the approval client")]
    std::env::set_var("CLAUZ3_APPROVAL_SERVICE", url);
}

pub(crate) fn require_target(program: &crate::Program, target: &str) -> Result<(), String> {
    if program.functions().iter().any(|f| f == target) {
        return Ok(());
    }
    Err(format!("error[config]: no function `{target}` in {}", program.source().0))
}

/// How long a solver check may go on past its time limit before the command gives up on it.
const SOLVER_GRACE: std::time::Duration = std::time::Duration::from_secs(10);

/// A solver check that did not stop at its time limit: the command cannot go on (the check's
/// thread cannot be stopped), so it says so, proves nothing more, and exits 1, as for an
/// unknown verdict. What was printed before stays.
fn solver_stuck(limit: std::time::Duration) {
    eprintln!(
        "error[limit]: the solver ran {}s past its time limit of {} ms without stopping (libz3 4.8 ignores interrupts in some float queries): nothing more is proved, and the command stops here",
        SOLVER_GRACE.as_secs(),
        limit.as_millis()
    );
    z3_raw::exit_now(1);
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
    crate::limits::set_max_source_bytes((cli.max_source_kib as usize) << 10);
    // Parsed shipped and trusted files kept on disk for the next process (`parse_store.rs`).
    parse_store::enable();
    if !matches!(cli.command, Command::Mcp(_)) {
        z3_raw::on_stuck(SOLVER_GRACE, solver_stuck);
    }
    match cli.command {
        Command::ApprovalKeygen(args) => approval_keygen::run(&args),
        Command::ApprovalService(args) => approval_service::run(&args),
        Command::MockApprovalService(args) => mock_approval_service::run(&args),
        Command::DryRun(args) => dry_run::run(&args),
        Command::Prove(args) => prove::run(&args),
        Command::Tools(args) => tools::run(&args),
        Command::Libraries(args) => libraries::run(&args),
        Command::Install(args) => install::run(&args),
        Command::Test(args) => test_cases::run(&args),
        Command::Config(args) => config::run(&args),
        Command::Lint(args) => lint::run(&args),
        Command::Spine(args) => spine::run(&args),
        Command::Run(args) => run::run_cmd(&args),
        Command::PolicyCheck(args) => policy_check::run(&args),
        Command::Mcp(args) => mcp::run(args),
        Command::Fuzz(args) => fuzz::run(&args),
    }
}
