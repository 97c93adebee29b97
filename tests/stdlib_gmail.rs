//! The Gmail library for real: `clauz3 run --yes` of programs that preview, send and draft
//! email, with a stand-in `gog` first on the PATH, a real process that records its argument
//! vector, so a test sees exactly what would reach the user's own gog.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run the binary on files")]

#[allow(dead_code, reason = "stdlib_common reads the audit log with it; its other helpers are not used here")]
mod run_common;
mod stdlib_common;

use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use stdlib_common::{path_with, printed, run_in, Ran};

/// A directory holding an executable `gog` stand-in that appends its arguments (a JSON list a
/// line) to `gog-argv.jsonl` next to it and fails when an argument mentions `bounce`.
fn gog_stand_in() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("gog-argv.jsonl");
    let script = format!(
        r#"#!/usr/bin/env python3
import json, sys
with open({log:?}, "a") as f:
    f.write(json.dumps(sys.argv[1:]) + "\n")
if any("bounce" in a for a in sys.argv):
    print("gmail: recipient rejected", file=sys.stderr)
    sys.exit(2)
print("id\tmsg-1")
"#,
        log = log.display().to_string()
    );
    let gog = dir.path().join("gog");
    std::fs::write(&gog, script).unwrap();
    std::fs::set_permissions(&gog, std::fs::Permissions::from_mode(0o755)).unwrap();
    dir
}

/// What the stand-in was called with, one argument vector a call.
fn calls(stand_in: &Path) -> Vec<serde_json::Value> {
    std::fs::read_to_string(stand_in.join("gog-argv.jsonl"))
        .unwrap_or_default()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn run_with_gog(stand_in: &Path, program: &str, env: &[(&str, &str)]) -> Ran {
    let work = tempfile::tempdir().unwrap();
    let path = path_with(stand_in);
    let mut all = vec![("PATH", path.as_str())];
    all.extend_from_slice(env);
    run_in(work.path(), program, &all)
}

#[test]
fn previews_run_nothing_and_real_sends_and_drafts_run_gog_with_an_argument_vector() {
    let stand_in = gog_stand_in();
    let ran = run_with_gog(
        stand_in.path(),
        r#"from tools.google_workspace.gmail.trusted import contracts as email
from tools.google_workspace.gmail.trusted.effects import create_draft, send_email

import clauz3


@clauz3.guarantee(email.emails_at_most(4))
def main() -> None:
    print(send_email("a@example.com", "preview by default", "body"))
    send_email("a@example.com", "explicit preview", "body", dry_run=True)
    send_email("b@example.com", "-rf; $(reboot)", "line one\nline 'two'", dry_run=False)
    create_draft("c@example.com", "--help", "")
"#,
        &[],
    );
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    assert_eq!(printed(&ran), "None\n");
    assert_eq!(
        calls(stand_in.path()),
        [
            serde_json::json!([
                "gmail",
                "send",
                "--to=b@example.com",
                "--subject=-rf; $(reboot)",
                "--body=line one\nline 'two'"
            ]),
            serde_json::json!([
                "gmail",
                "drafts",
                "create",
                "--no-input",
                "--to=c@example.com",
                "--subject=--help",
                "--body="
            ]),
        ]
    );
    let natives = ran.log.iter().filter(|r| r["handler"] == "native").count();
    assert_eq!(natives, 4, "{:?}", ran.log);
}

#[test]
fn a_failing_gog_raises_runtime_error_into_the_program() {
    let stand_in = gog_stand_in();
    let ran = run_with_gog(
        stand_in.path(),
        r#"from tools.google_workspace.gmail.trusted.effects import send_email


def main() -> None:
    try:
        send_email("bounce@example.com", "hello", "hi", dry_run=False)
    except RuntimeError:
        print("not sent")
"#,
        &[],
    );
    assert_eq!((ran.code, printed(&ran)), (0, "not sent\n"), "{}", ran.stderr);
    let raised: Vec<&serde_json::Value> = ran.log.iter().filter(|r| r["event"] == "raised").collect();
    assert_eq!(raised.len(), 1, "{:?}", ran.log);
    let message = raised[0]["message"].as_str().unwrap_or("");
    assert!(message.ends_with("returned non-zero exit status 2. gmail: recipient rejected"), "{message}");
}

#[test]
fn without_gog_a_preview_works_and_a_send_stops_the_run_naming_it() {
    let empty = tempfile::tempdir().unwrap();
    let path = empty.path().display().to_string();
    let work = tempfile::tempdir().unwrap();
    let preview = "from tools.google_workspace.gmail.trusted.effects import send_email\n\n\ndef main() -> None:\n    send_email(\"a@example.com\", \"hi\", \"\", dry_run=True)\n    print(\"previewed\")\n";
    let ran = run_in(work.path(), preview, &[("PATH", &path)]);
    assert_eq!((ran.code, printed(&ran)), (0, "previewed\n"), "{}", ran.stderr);
    let draft = "from tools.google_workspace.gmail.trusted.effects import create_draft\n\n\ndef main() -> None:\n    create_draft(\"a@example.com\", \"hi\", \"\")\n";
    let ran = run_in(work.path(), draft, &[("PATH", &path)]);
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stderr.contains("`gog` was not found on the PATH: this library runs the gog CLI"), "{}", ran.stderr);
}

#[test]
fn drafts_need_the_gog_backend_and_an_unknown_backend_is_refused() {
    let stand_in = gog_stand_in();
    let program = |call: &str| {
        format!(
            "from tools.google_workspace.gmail.trusted.effects import create_draft, send_email\n\n\ndef main() -> None:\n    try:\n        {call}\n    except ValueError as e:\n        print(\"refused\")\n"
        )
    };
    let ran = run_with_gog(
        stand_in.path(),
        &program("create_draft(\"a@example.com\", \"hi\", \"\")"),
        &[("CLAUZ3_EMAIL_BACKEND", "pa")],
    );
    assert_eq!((ran.code, printed(&ran)), (0, "refused\n"), "{}", ran.stderr);
    let ran = run_with_gog(
        stand_in.path(),
        &program("send_email(\"a@example.com\", \"hi\", \"\", dry_run=False)"),
        &[("CLAUZ3_EMAIL_BACKEND", "smtp")],
    );
    assert_eq!((ran.code, printed(&ran)), (0, "refused\n"), "{}", ran.stderr);
    assert!(calls(stand_in.path()).is_empty());
}

#[test]
fn the_gmail_example_of_the_docs_previews_and_saves_one_draft() {
    let stand_in = gog_stand_in();
    let example = std::fs::read_to_string("docs/examples/libraries/draft_reply.py").unwrap();
    let ran = run_with_gog(stand_in.path(), &example, &[]);
    assert_eq!((ran.code, printed(&ran)), (0, "draft saved for review\n"), "{}", ran.stderr);
    let calls = calls(stand_in.path());
    assert_eq!(calls.len(), 1);
    let reply = "--body=Thanks, the report is attached to the ticket.";
    let expected =
        ["gmail", "drafts", "create", "--no-input", "--to=alice@example.com", "--subject=Re: weekly report", reply];
    assert_eq!(calls[0], serde_json::json!(expected));
}
