//! Interpreter speed: dry-run each program in `benches/programs/` (loaded once), plus the cost
//! of loading (parse + lower) one program.
//!
//! `cargo bench --bench interpreter` (about 80 s); `-- --test` runs each once.
//! `benches/compare-cpython.sh` compares the same programs with CPython, whole process.

use clauz3::{dry_run, DryRunOptions, Limits, Program};
use criterion::{black_box, criterion_group, criterion_main, Criterion, SamplingMode};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The program whose loading is benchmarked.
const LOAD_PROGRAM: &str = "sorting";

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("benches").join("programs")
}

/// `(name, source)` of every `benches/programs/*.py`, sorted by name.
#[expect(clippy::disallowed_methods, reason = "the benchmark reads its own programs")]
fn programs() -> Vec<(String, String)> {
    let dir = programs_dir();
    let mut out: Vec<(String, String)> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot list {}: {e}", dir.display()))
        .map(|entry| entry.expect("directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "py"))
        .map(|p| {
            let name = p.file_stem().expect("file name").to_string_lossy().into_owned();
            let text = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()));
            (name, text)
        })
        .collect();
    out.sort();
    assert!(!out.is_empty(), "no programs in {}", dir.display());
    out
}

fn load(name: &str, text: &str) -> Program {
    Program::from_source(&format!("{name}.py"), text, &[])
        .unwrap_or_else(|e| panic!("{name}.py does not load:\n{}", e.text))
}

fn options() -> DryRunOptions {
    DryRunOptions { limits: Limits { max_steps: 1_000_000_000, ..Default::default() }, ..Default::default() }
}

fn bench_dry_run(c: &mut Criterion) {
    let opts = options();
    let mut group = c.benchmark_group("dry_run");
    // Each run takes 0.3-1.5 s: one (or two) iterations per sample, ten samples. Criterion
    // warns that it cannot complete 10 samples in 4 s for the slower programs; that is expected.
    group.sampling_mode(SamplingMode::Flat);
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(4));
    for (name, text) in programs() {
        let program = load(&name, &text);
        group.bench_function(&name, |b| {
            b.iter(|| {
                let trace = dry_run(black_box(&program), &opts);
                if let Some(f) = &trace.failure {
                    panic!("{name}.py failed:\n{}", f.rendered);
                }
                trace
            })
        });
    }
    group.finish();
}

fn bench_load(c: &mut Criterion) {
    let (name, text) = programs()
        .into_iter()
        .find(|(n, _)| n == LOAD_PROGRAM)
        .unwrap_or_else(|| panic!("no {LOAD_PROGRAM}.py in {}", programs_dir().display()));
    let mut group = c.benchmark_group("load");
    group.sample_size(20);
    group.warm_up_time(Duration::from_secs(1));
    group.measurement_time(Duration::from_secs(2));
    group.bench_function(&name, |b| b.iter(|| load(black_box(&name), black_box(&text))));
    group.finish();
}

criterion_group!(benches, bench_load, bench_dry_run);
criterion_main!(benches);
