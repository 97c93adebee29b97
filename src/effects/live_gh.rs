//! The gh library's effect, natively: `gh <command> <action> <args...> --repo <repo>` through
//! [`Cli`], the user's own GitHub CLI and login, limited to 120 seconds. A command, action or
//! repository that gh would read as an option is refused, since contracts name them; `--repo`
//! comes last, so a `--repo` in `args` cannot override it.

use super::live_cli::{not_options, Cli};
use super::live_library::{python_error, Args};
use super::{DataValue, EffectError};
use std::time::Duration;

const GH: Cli = Cli { program: "gh", what: "the GitHub CLI (https://cli.github.com)", limit: Duration::from_secs(120) };

/// The library's one effect, `gh`.
pub(super) fn perform(args: &Args<'_>) -> Result<DataValue, EffectError> {
    let (command, action, repo) = (args.text("command")?, args.text("action")?, args.text("repo")?);
    let rest = args.texts("args")?;
    if command.is_empty() || action.is_empty() || repo.is_empty() {
        return Err(python_error("ValueError", "command, action, and repo must be non-empty"));
    }
    not_options("gh", &[("command", command), ("action", action), ("repo", repo)])?;
    let mut argv = vec![command, action];
    argv.extend(rest);
    argv.extend(["--repo", repo]);
    GH.run(&argv)
}
