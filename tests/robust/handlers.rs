//! Handler manifests: a relative command resolved once against the manifest, a command that
//! cannot start named before anyone is asked to approve, typos reported by `lint`.
#![expect(clippy::disallowed_methods, reason = "the suite writes its inputs")]

use crate::support::Scratch;

const EFFECTS: &str = "import clauz3\n\n\n@clauz3.trusted\ndef count(tag: str) -> int: ...\n";
const PROGRAM: &str = "from tools.tally.trusted.effects import count\n\n\ndef main() -> int:\n    return count('a')\n";
/// Answers every call with 7, in the JSON-lines protocol.
const SERVE: &str =
    "#!/bin/sh\nn=0\nwhile read line; do n=$((n+1)); echo \"{\\\"id\\\": $n, \\\"value\\\": 7}\"; done\n";

fn layer(manifest: &str) -> Scratch {
    let s = Scratch::new();
    s.write("tools/tally/trusted/effects.py", EFFECTS);
    s.write("tools/tally/trusted/clauz3-handler.toml", manifest);
    let serve = s.write("tools/tally/trusted/serve.sh", SERVE);
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(serve, std::fs::Permissions::from_mode(0o755)).expect("executable");
    s.write("prog.py", PROGRAM);
    s
}

#[test]
fn a_command_relative_to_its_manifest_starts_from_a_relative_root() {
    let s = layer("command = [\"./serve.sh\"]\n");
    let out =
        s.run(&["run", "--yes", "--audit-log", "audit.jsonl", "--trusted-root", "tools/tally/trusted", "prog.py"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_eq!(
        out.stdout,
        "main: proved! nothing to prove\napproval: approved_once (by --yes)\nexecuted: main\neffects: 1\n  tools.tally.trusted.effects.count('a')\n"
    );
    let log = std::fs::read_to_string(s.path().join("audit.jsonl")).expect("the audit log");
    assert!(log.contains("\"returned\":7"), "{log}");
}

#[test]
fn a_command_that_cannot_start_is_named_before_anyone_is_asked() {
    let s = layer("command = [\"./serv.sh\"]\n");
    // No --yes: were the handler checked only at the first effect, the run would stop at the
    // missing approver instead.
    let out = s.run(&["run", "--audit-log", "audit.jsonl", "prog.py"]);
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stderr,
        "error: ./tools/tally/trusted/clauz3-handler.toml: the handler command `./serv.sh` is not an executable file\n"
    );
    let out = s.run(&["lint", "--trusted-root", "tools/tally/trusted"]);
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.contains(
            "tools/tally/trusted/clauz3-handler.toml: lint[handler-manifest]: the handler command `./serv.sh` is not an executable file"
        ),
        "{}",
        out.stdout
    );
}

#[test]
fn lint_names_an_effect_the_manifest_serves_that_the_root_does_not_declare() {
    let s = layer("command = [\"./serve.sh\"]\neffects = [\"cuont\"]\n");
    let out = s.run(&["lint", "--trusted-root", "tools/tally/trusted"]);
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.contains(
            "tools/tally/trusted/clauz3-handler.toml: lint[handler-manifest]: `effects` names `cuont`, which is not a trusted effect of this root"
        ),
        "{}",
        out.stdout
    );
}

#[test]
fn a_handler_failure_is_printed_once_with_where_the_call_was() {
    let s = layer("command = [\"./serve.sh\"]\n");
    s.write("tools/tally/trusted/serve.sh", "#!/bin/sh\nread l; echo '{\"id\": 1, \"error\": \"disk full\"}'\n");
    let out = s.run(&["run", "--yes", "--audit-log", "audit.jsonl", "prog.py"]);
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr,
        "runtime error: effect `count` failed: disk full\n --> prog.py:5:12\n  |\n5 |     return count('a')\n  |            ^^^^^^^^^^\naudit log: audit.jsonl\n"
    );
}

#[test]
fn lint_names_a_handler_manifest_under_the_wrong_name() {
    let s = layer("command = [\"./serve.sh\"]\n");
    std::fs::rename(
        s.path().join("tools/tally/trusted/clauz3-handler.toml"),
        s.path().join("tools/tally/trusted/clauz3_handler.toml"),
    )
    .expect("renamed");
    let out = s.run(&["lint", "--trusted-root", "tools/tally/trusted"]);
    assert_eq!(out.code, 1);
    assert!(
        out.stdout.contains(
            "tools/tally/trusted/clauz3_handler.toml: lint[handler-manifest]: this file is never read: a handler manifest must be named `clauz3-handler.toml`"
        ),
        "{}",
        out.stdout
    );
}
