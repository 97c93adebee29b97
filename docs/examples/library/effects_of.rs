//! A Rust program that dry-runs an agent program and lists the effects it would call, in order:
//! `cargo run --example effects_of -- docs/examples/quickstart/programs/tip_staff_capped.py`.

use clauz3::{dry_run, DryRunOptions, LoadError, Program};
use std::fmt::Write;
use std::path::Path;

/// One line per trusted call the program would make: its number and the call as written.
pub fn effects_of(path: &Path) -> Result<String, LoadError> {
    // No trusted roots given: they are found in the nearest `tools/` above the program.
    let program = Program::from_path(path, &[])?;
    let trace = dry_run(&program, &DryRunOptions::default());
    let mut listing = String::new();
    for call in &trace.effects {
        let _ = writeln!(listing, "{} {}", call.seq, call.call_text());
    }
    Ok(listing)
}

fn main() -> Result<(), LoadError> {
    let path = std::env::args().nth(1).unwrap_or_else(|| "agent.py".to_owned());
    print!("{}", effects_of(Path::new(&path))?);
    Ok(())
}
