//! The memory cap of a run, for an embedder that counts its heap: a program that keeps
//! allocating stops with a `limit` diagnostic at the allocating statement, not an out-of-memory.
//! (Its own test binary: the heap count is process-wide, so no other test may run beside it.)

use clauz3::{dry_run, DryRunOptions, Limits, Program};

#[global_allocator]
static HEAP: counted_alloc::CountedMimalloc = counted_alloc::CountedMimalloc::new();

#[test]
fn a_hoarding_program_stops_at_its_memory_cap() {
    clauz3::set_heap_probe(HEAP.count());
    let source = "def main() -> int:\n    hoard = []\n    for i in range(1000):\n        hoard.append([i] * 1000000)\n    return len(hoard)\n";
    let program = Program::from_source("hoard.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let limits = Limits { max_memory: Some(32 << 20), ..Limits::default() };
    let trace = dry_run(&program, &DryRunOptions { limits, ..DryRunOptions::default() });
    let failure = trace.failure.expect("the run must stop");
    assert_eq!(failure.error, "LimitExceeded");
    assert_eq!(failure.message, "the run used more than 32 MiB of memory");
    assert_eq!(failure.location.map(|l| l.line), Some(4));
    // Without a cap the same program is only bounded by the other limits.
    let small = "def main() -> int:\n    return len([0] * 1000)\n";
    let program = Program::from_source("small.py", small, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let trace = dry_run(&program, &DryRunOptions { limits, ..DryRunOptions::default() });
    assert!(trace.failure.is_none(), "{:?}", trace.failure);
}
