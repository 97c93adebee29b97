//! Fuzz throughput: `clauz3 fuzz`'s loop in process on one worker, over a fixed seed's first
//! cases (generate, write, load, prove, and for proved cases the sampled runs and the
//! independent guarantee check), so a change to the prover or the interpreter that slows the
//! fuzzer shows here.
//!
//! `cargo bench --bench fuzz`; `-- --test` runs each once. Cases per second is the case count
//! divided by the time per iteration.

use clauz3::fuzz::{fuzz, FuzzOptions, OracleOptions};

/// The allocator the `clauz3` binary runs with, so the figure is the command's.
#[global_allocator]
static ALLOCATOR: counted_alloc::CountedMimalloc = counted_alloc::CountedMimalloc::new();
use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};

/// Cases per iteration: enough that the few slow ones weigh as they do in a long session.
const CASES: u64 = 200;

fn fuzz_cases(c: &mut Criterion) {
    let options = FuzzOptions {
        seed: 8,
        cases: CASES,
        jobs: 1,
        oracle: OracleOptions { seed: 8, ..OracleOptions::default() },
        ..FuzzOptions::default()
    };
    let mut group = c.benchmark_group("fuzz");
    group.sample_size(10);
    group.throughput(Throughput::Elements(CASES));
    group.bench_function(format!("seed 8, first {CASES} cases, one worker"), |b| {
        b.iter(|| black_box(fuzz(&options, &|_| {})))
    });
    group.finish();
}

criterion_group!(benches, fuzz_cases);
criterion_main!(benches);
