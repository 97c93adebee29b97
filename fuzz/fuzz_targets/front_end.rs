//! Any bytes as an agent program: it loads and dry-runs within small limits, or is refused
//! with a rendered diagnostic; never a panic or a stack overflow.
#![no_main]

use clauz3::{dry_run, DryRunOptions, Limits, Program};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    match Program::from_source("fuzz.py", &text, &[]) {
        Ok(program) => {
            let limits = Limits { max_steps: 20_000, max_depth: 50, ..Limits::default() };
            let _ = dry_run(&program, &DryRunOptions { limits, ..DryRunOptions::default() });
        }
        Err(e) => assert!(e.text.starts_with("error["), "an unrendered refusal: {:?}", e.text),
    }
});
