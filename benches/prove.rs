//! Prover speed: `prove` (after loading) of representative `corpus/prove` programs, one per
//! kind of verdict, and of a whole domain in one go (what `clauz3 prove a.py b.py ...` does in
//! one process).
//!
//! `cargo bench --bench prove`; `-- --test` runs each once. `benches/compare-reference.sh`
//! times whole `clauz3 prove` processes against the Python reference.

use clauz3::{prove, LoadOptions, Program, ProveOptions};
use criterion::{black_box, criterion_group, criterion_main, Criterion};
use std::path::{Path, PathBuf};

/// `(domain, program)` pairs: guarantees proved and refuted, a precondition, a runtime error;
/// then the contract language's heavier cases: nested query loops with column binding (the
/// corpus's slowest program), three nested query levels, events and fluents.
const CASES: &[(&str, &str)] = &[
    ("fleet", "daily_routes_pass.py"),
    ("fleet", "daily_routes_fail.py"),
    ("helpdesk", "agent_slot_fail.py"),
    ("loans", "average_loan_fail.py"),
    ("pharmacy", "fridge_range_pass.py"),
    ("orchard", "valve_litres_fail.py"),
    ("archive", "cabinet_sweep_pass.py"),
    ("cloudops", "backup_by_size_pass.py"),
    ("wardboard", "move_twice_fail.py"),
    ("kitchen", "shutdown_pass.py"),
];

fn domain_dir(domain: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus").join("prove").join(domain)
}

fn load(domain: &str, file: &str) -> Program {
    let dir = domain_dir(domain);
    let options = LoadOptions { import_roots: vec![dir.clone()], ..LoadOptions::default() };
    Program::load(&dir.join("programs").join(file), &options).unwrap_or_else(|e| panic!("{file}: {}", e.text))
}

fn prove_cases(c: &mut Criterion) {
    let options = ProveOptions::default();
    for (domain, file) in CASES {
        let program = load(domain, file);
        c.bench_function(&format!("prove/{domain}/{file}"), |b| b.iter(|| black_box(prove(&program, &options))));
    }
}

#[expect(clippy::disallowed_methods, reason = "the benchmark lists a corpus directory")]
fn prove_domain(c: &mut Criterion) {
    let dir = domain_dir("fleet").join("programs");
    let mut files: Vec<String> = std::fs::read_dir(&dir)
        .expect("corpus/prove/fleet/programs")
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let options = ProveOptions::default();
    let mut group = c.benchmark_group("prove-domain");
    group.sample_size(10);
    group.bench_function("fleet (load + prove every program)", |b| {
        b.iter(|| {
            for f in &files {
                black_box(prove(&load("fleet", f), &options));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, prove_cases, prove_domain);
criterion_main!(benches);
