//! The CLI reference page (`docs/cli.md`), written from clap's own definitions of the commands
//! so that it cannot drift from them: `tests/docs.rs` compares it with the file and rewrites
//! the file when `CLAUZ3_BLESS=1` is set.

use clap::CommandFactory;

/// The whole page: every command and subcommand with its long help, as `--help` prints it.
pub fn markdown() -> String {
    let mut root = super::Cli::command();
    root.build();
    let mut page = String::from(
        "# CLI reference\n\n\
         Every command and flag, as `clauz3 <command> --help` prints them. This page is generated\n\
         from the command line's own definitions (`src/cli`) by `tests/docs.rs`, which fails when\n\
         the two differ; `CLAUZ3_BLESS=1 cargo test --test docs` rewrites it. The chapters say\n\
         what each command does; [Exit codes and limits](limits.md) gives the ranges of the\n\
         numeric flags and what each exit code means.\n",
    );
    write_command(&mut page, &mut root, "clauz3");
    page
}

/// Appends one command's section, then its subcommands' (clap's own `help` left out).
fn write_command(page: &mut String, command: &mut clap::Command, path: &str) {
    let help = command.render_long_help().to_string();
    let lines: Vec<&str> = help.trim_end().lines().map(str::trim_end).collect();
    page.push_str(&format!("\n## `{path}`\n\n```text\n{}\n```\n", lines.join("\n")));
    for sub in command.get_subcommands_mut() {
        if sub.get_name() == "help" {
            continue;
        }
        let sub_path = format!("{path} {}", sub.get_name());
        write_command(page, sub, &sub_path);
    }
}
