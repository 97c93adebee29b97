//! The `clauz3` binary: everything happens in [`clauz3::cli`].

/// Agent programs allocate many small values; mimalloc serves them faster than the system
/// allocator. The allocator counts the bytes held, for the memory cap of runs (it sets no limit
/// itself: a failed allocation would abort, where the interpreter stops the run with a clear
/// message).
#[global_allocator]
static ALLOCATOR: counted_alloc::CountedMimalloc = counted_alloc::CountedMimalloc::new();

fn main() -> std::process::ExitCode {
    clauz3::set_heap_probe(ALLOCATOR.count());
    clauz3::cli::main()
}
