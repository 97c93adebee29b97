//! The rsync library's effect, natively: `rsync [--delete] <args...> <src> <dest>` through
//! [`Cli`], limited to 600 seconds as the reference's body is. `src` and `dest` are checked
//! again (non-empty, no `..`) and must not look like options (`--rsync-path=...`). Deleting is the `delete` parameter's to say: a deleting flag
//! in `args` (`--delete-after`, `--del`) is refused when `delete` is false, or a program
//! proved with `no_delete()` could still prune the destination.

use super::live_cli::{not_options, Cli};
use super::live_files::has_no_parent_segments;
use super::live_library::{python_error, Args};
use super::{DataValue, EffectError};
use std::time::Duration;

const RSYNC: Cli = Cli { program: "rsync", what: "rsync", limit: Duration::from_secs(600) };

/// The library's one effect, `rsync`.
pub(super) fn perform(args: &Args<'_>) -> Result<DataValue, EffectError> {
    let (src, dest, delete) = (args.text("src")?, args.text("dest")?, args.bool("delete")?);
    let rest = args.texts("args")?;
    if src.is_empty() || dest.is_empty() {
        return Err(python_error("ValueError", "src and dest must be non-empty"));
    }
    if !has_no_parent_segments(src) || !has_no_parent_segments(dest) {
        return Err(python_error("ValueError", "src and dest must not contain parent-directory segments"));
    }
    not_options("rsync", &[("src", src), ("dest", dest)])?;
    if let Some(flag) = rest.iter().find(|a| **a == "--del" || a.starts_with("--delete")).filter(|_| !delete) {
        return Err(python_error(
            "ValueError",
            format!("{flag:?} deletes destination files: pass delete=True instead, so contracts see it"),
        ));
    }
    let mut argv = if delete { vec!["--delete"] } else { vec![] };
    argv.extend(rest);
    argv.extend([src, dest]);
    RSYNC.run(&argv)
}
