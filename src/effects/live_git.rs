//! The git library's effects, natively: `git -C <cwd> <subcommand> <args...>` and
//! `git -C <cwd> push <remote> <branch>` through [`Cli`], each limited to 120 seconds as
//! the reference's bodies are. The preconditions are checked again first, and a subcommand,
//! remote or branch that git would read as an option (`-c alias.x=!sh`) is refused: a
//! contract names subcommands, so an option in their place would step around it.

use super::live_cli::{not_options, Cli};
use super::live_files::has_no_parent_segments;
use super::live_library::{python_error, Args};
use super::{DataValue, EffectError};
use std::time::Duration;

const GIT: Cli = Cli { program: "git", what: "git", limit: Duration::from_secs(120) };

pub(super) fn perform(effect: &str, args: &Args<'_>) -> Result<DataValue, EffectError> {
    match effect {
        "git" => {
            let (subcommand, cwd) = (args.text("subcommand")?, args.text("cwd")?);
            let rest = args.texts("args")?;
            checked(&[("subcommand", subcommand)], cwd, "subcommand and cwd must be non-empty")?;
            let mut argv = vec!["-C", cwd, subcommand];
            argv.extend(rest);
            GIT.run(&argv)
        }
        "git_push" => {
            let (remote, branch, cwd) = (args.text("remote")?, args.text("branch")?, args.text("cwd")?);
            checked(&[("remote", remote), ("branch", branch)], cwd, "remote, branch, and cwd must be non-empty")?;
            GIT.run(&["-C", cwd, "push", remote, branch])
        }
        other => Err(EffectError::new(format!("the git library has no effect `{other}`"))),
    }
}

/// The preconditions again (`names` and `cwd` non-empty, no `..` in `cwd`), and no name
/// that git would take for an option.
fn checked(names: &[(&str, &str)], cwd: &str, non_empty: &str) -> Result<(), EffectError> {
    if cwd.is_empty() || names.iter().any(|(_, v)| v.is_empty()) {
        return Err(python_error("ValueError", non_empty));
    }
    if !has_no_parent_segments(cwd) {
        return Err(python_error("ValueError", "cwd must not contain parent-directory segments"));
    }
    not_options("git", names)
}
