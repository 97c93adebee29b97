//! The Gmail library's effects, natively. `send_email` is a preview that touches nothing
//! unless the program passed `dry_run=False`; then it runs the user's own `gog gmail send`
//! (or `pa email send` with `CLAUZ3_EMAIL_BACKEND=pa`). `create_draft` runs
//! `gog gmail drafts create` (gog only). Both through [`Cli`]: an argument vector, never a
//! shell, 120 seconds at most; a missing CLI stops the run with an error naming it. The
//! message text goes in `--flag=value` form where the CLI reads it so, and after its flag
//! otherwise, so no argument of the program can be read as another option.

use super::live_cli::Cli;
use super::live_library::{python_error, Args};
use super::{DataValue, EffectError};
use std::time::Duration;

const LIMIT: Duration = Duration::from_secs(120);
const GOG: Cli = Cli { program: "gog", what: "the gog CLI for Google Workspace (https://gogcli.sh)", limit: LIMIT };
const PA: Cli = Cli { program: "pa", what: "the pa email CLI (CLAUZ3_EMAIL_BACKEND=pa)", limit: LIMIT };

pub(super) fn perform(effect: &str, args: &Args<'_>) -> Result<DataValue, EffectError> {
    let (to, subject, body) = (args.text("to")?, args.text("subject")?, args.text("body")?);
    if !to.contains('@') {
        return Err(python_error("ValueError", "to must contain \"@\""));
    }
    if subject.is_empty() {
        return Err(python_error("ValueError", "subject must be non-empty"));
    }
    let backend =
        std::env::var_os("CLAUZ3_EMAIL_BACKEND").map_or_else(|| "gog".to_owned(), |v| v.to_string_lossy().into_owned());
    match effect {
        "send_email" => {
            // The default, `dry_run=True`, when the call left it out.
            let dry_run = match args.value("dry_run") {
                Ok(_) => args.bool("dry_run")?,
                Err(_) => true,
            };
            if dry_run {
                return Ok(DataValue::None);
            }
            let to_flag = format!("--to={to}");
            let subject_flag = format!("--subject={subject}");
            let body_flag = format!("--body={body}");
            match backend.as_str() {
                "gog" => GOG.run(&["gmail", "send", &to_flag, &subject_flag, &body_flag])?,
                "pa" => PA.run(&["email", "send", &to_flag, "-s", subject, "-b", body])?,
                other => return Err(unsupported_backend(other)),
            };
        }
        "create_draft" => {
            if backend != "gog" {
                return Err(python_error(
                    "ValueError",
                    format!("create_draft requires CLAUZ3_EMAIL_BACKEND='gog', got {}", DataValue::Str(backend).repr()),
                ));
            }
            let (to, subject, body) = (format!("--to={to}"), format!("--subject={subject}"), format!("--body={body}"));
            GOG.run(&["gmail", "drafts", "create", "--no-input", &to, &subject, &body])?;
        }
        other => return Err(EffectError::new(format!("the Gmail library has no effect `{other}`"))),
    }
    Ok(DataValue::None)
}

fn unsupported_backend(backend: &str) -> EffectError {
    let shown = DataValue::Str(backend.to_owned()).repr();
    python_error("ValueError", format!("unsupported CLAUZ3_EMAIL_BACKEND={shown}; supported: 'gog', 'pa'"))
}
