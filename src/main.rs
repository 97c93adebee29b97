//! The `clauz3` binary: everything happens in [`clauz3::cli`].

/// Agent programs allocate many small values; mimalloc serves them faster than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    clauz3::cli::main()
}
