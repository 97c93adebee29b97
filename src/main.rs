//! The `clauz3` binary: everything happens in [`clauz3::cli`].

fn main() -> std::process::ExitCode {
    clauz3::cli::main()
}
