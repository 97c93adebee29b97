//! The bundled libraries' effects on real resources: `clauz3 run --yes` of programs using the
//! filesystem and env libraries in temp directories, checking the files they leave, what they
//! print (read back by python3 from the same files where Python defines the answer: text
//! mode's newlines, `str.splitlines`), the errors they stop with and the audit log.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run the binary on files")]

mod run_common;
mod stdlib_common;

use run_common::events;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;
use std::process::Command;
use stdlib_common::{printed, python_in, read, run_in, run_in_with, Ran};

#[test]
fn text_is_read_with_pythons_newlines_and_line_splitting() {
    let dir = tempfile::tempdir().unwrap();
    let text = "one\r\ntwo bug\rthree\n\nfour bug\x0cfive\u{2028}six bug\u{85}end";
    std::fs::write(dir.path().join("notes.txt"), text).unwrap();
    let ran = run_in(
        dir.path(),
        r#"from tools.filesystem.trusted.effects import grep, read_file, read_line, read_lines


def main() -> None:
    print([read_file("notes.txt")])
    print(read_lines("notes.txt"))
    print(grep("bug", "notes.txt"))
    print([read_line("notes.txt", 2), read_line("notes.txt", 5), read_line("notes.txt", 40)])
"#,
        &[],
    );
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    let expected = python_in(
        dir.path(),
        r#"from pathlib import Path
t = Path("notes.txt").read_text(encoding="utf-8")
print([t])
print(t.splitlines())
print([l for l in t.splitlines() if "bug" in l])
def line(n):
    with open("notes.txt", encoding="utf-8") as f:
        for i, l in enumerate(f, start=1):
            if i == n:
                return l.removesuffix("\n")
    return ""
print([line(2), line(5), line(40)])
"#,
    );
    assert_eq!(printed(&ran), expected);
}

#[test]
fn writes_make_missing_parents_and_copies_moves_and_removes_change_the_tree() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("inbox/sub")).unwrap();
    std::fs::write(root.join("inbox/a.txt"), "alpha\n").unwrap();
    std::fs::write(root.join("inbox/sub/b.txt"), "beta\n").unwrap();
    let ran = run_in(
        root,
        r#"from tools.filesystem.trusted import contracts as fs
from tools.filesystem.trusted.effects import append_file, chmod, copy, make_dir, move, remove, touch, write_file

import clauz3


@clauz3.guarantee(fs.never_write_under("inbox"))
def main() -> None:
    write_file("out/deep/report.txt", "first\n")
    append_file("out/deep/report.txt", "second\n")
    append_file("out/new/log.txt", "made\n")
    copy("inbox", "backup/inbox")
    copy("inbox/a.txt", "single/copy/a.txt")
    make_dir("out/empty/nested")
    touch("out/stamp")
    chmod("out/stamp", 0o640)
    move("out/stamp", "out/empty")
    move("single/copy/a.txt", "single/renamed.txt")
    move("single/renamed.txt", "single/renamed.txt")
    remove("single/copy")
    remove("not/there")
"#,
        &[],
    );
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    assert_eq!(read(root.join("out/deep/report.txt")), "first\nsecond\n");
    assert_eq!(read(root.join("out/new/log.txt")), "made\n");
    assert_eq!(read(root.join("backup/inbox/a.txt")), "alpha\n");
    assert_eq!(read(root.join("backup/inbox/sub/b.txt")), "beta\n");
    assert_eq!(read(root.join("single/renamed.txt")), "alpha\n");
    assert!(!root.join("single/copy").exists());
    assert!(root.join("out/empty/nested").is_dir());
    let stamp = std::fs::metadata(root.join("out/empty/stamp")).unwrap();
    assert_eq!(stamp.permissions().mode() & 0o7777, 0o640);
    assert!(!root.join("out/stamp").exists());
    assert_eq!(read(root.join("inbox/a.txt")), "alpha\n", "the source of a copy is kept");
    let handlers: Vec<&str> =
        ran.log.iter().filter(|r| r["event"] == "started").map(|r| r["handler"].as_str().unwrap_or("")).collect();
    assert_eq!(handlers.len(), 13);
    assert!(handlers.iter().all(|h| *h == "native"), "{handlers:?}");
}

#[test]
fn symbolic_links_are_removed_not_followed_and_listed_not_walked() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("tree/real/inner")).unwrap();
    std::fs::write(root.join("tree/real/inner/x.txt"), "x bug\n").unwrap();
    std::fs::write(root.join("tree/top.txt"), "top\n").unwrap();
    std::os::unix::fs::symlink("real", root.join("tree/link")).unwrap();
    std::os::unix::fs::symlink("tree/real/inner/x.txt", root.join("alias.txt")).unwrap();
    let ran = run_in(
        root,
        r#"from tools.filesystem.trusted.effects import find, grep, remove


def main() -> None:
    print(find("tree", ["-name", "*.txt"]))
    print(find("tree", ["-type", "l"]))
    print(find("tree", ["-mindepth", "1", "-maxdepth", "1", "-not", "-type", "l"]))
    print(grep("bug", "alias.txt"))
    remove("tree/link")
"#,
        &[],
    );
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    let lines: Vec<&str> = printed(&ran).lines().collect();
    assert_eq!(
        lines,
        [
            "['./tree/real/inner/x.txt', './tree/top.txt']",
            "['./tree/link']",
            "['./tree/real', './tree/top.txt']",
            "['x bug']",
        ]
    );
    // The same filters through GNU find, when it is installed, list the same paths.
    if let Ok(out) = Command::new("find").args(["-P", "./tree", "-name", "*.txt"]).current_dir(root).output() {
        let mut theirs: Vec<String> = String::from_utf8_lossy(&out.stdout).lines().map(str::to_owned).collect();
        theirs.sort();
        assert_eq!(theirs, ["./tree/real/inner/x.txt", "./tree/top.txt"]);
    }
    assert!(std::fs::symlink_metadata(root.join("tree/link")).is_err(), "the link is gone");
    assert_eq!(read(root.join("tree/real/inner/x.txt")), "x bug\n", "what it pointed to is not");
}

/// Runs `main` calling the filesystem effect `effect` as `call`, which must raise `why`
/// (CPython's wording: `Class: message`) into the program, which does not handle it; the
/// audit log records the call as `raised`.
fn stops_with(dir: &Path, effect: &str, call: &str, why: &str) -> Ran {
    let program =
        format!("from tools.filesystem.trusted.effects import {effect}\n\n\ndef main() -> None:\n    {call}\n");
    let ran = run_in(dir, &program, &[]);
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stderr.contains(&format!("runtime error: prog.py: {why}\n")), "{}", ran.stderr);
    let raised = ran.log.iter().find(|r| r["event"] == "raised").expect("a raised record");
    assert_eq!(format!("{}: {}", raised["exception"].as_str().unwrap(), raised["message"].as_str().unwrap()), why);
    ran
}

#[test]
fn a_missing_parent_raises_pythons_error_from_a_move_into_the_output_and_the_log() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.txt"), "keep\n").unwrap();
    let why = "FileNotFoundError: [Errno 2] No such file or directory: 'no/such/dir/a.txt'";
    let ran = stops_with(dir.path(), "move", "move(\"a.txt\", \"no/such/dir/a.txt\")", why);
    assert_eq!(events(&ran.log), ["run", "approval", "started 1", "raised 1", "finished"]);
    assert_eq!(read(dir.path().join("a.txt")), "keep\n");
}

#[test]
fn a_permission_error_reaches_the_program_as_pythons() {
    let dir = tempfile::tempdir().unwrap();
    let locked = dir.path().join("locked");
    std::fs::create_dir(&locked).unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o555)).unwrap();
    if std::fs::write(locked.join("probe"), "").is_ok() {
        eprintln!("skipped: this user may write into a read-only directory (root)");
        return;
    }
    let why = "PermissionError: [Errno 13] Permission denied: 'locked/note.txt'";
    stops_with(dir.path(), "write_file", "write_file(\"locked/note.txt\", \"hi\")", why);
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o755)).unwrap();
}

#[test]
fn a_file_where_a_directory_is_needed_is_pythons_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("plain"), "").unwrap();
    let why = "NotADirectoryError: [Errno 20] Not a directory: 'plain/inside.txt'";
    stops_with(dir.path(), "read_file", "print(read_file(\"plain/inside.txt\"))", why);
}

#[test]
fn read_env_reads_the_environment_of_the_run() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run_in(
        dir.path(),
        r#"from tools.env.trusted import contracts as env
from tools.env.trusted.effects import read_env

import clauz3


@clauz3.guarantee(env.never_var_prefix("AWS_"))
def main() -> None:
    print([read_env("CLAUZ3_TEST_GREETING"), read_env("CLAUZ3_TEST_SURELY_UNSET")])
"#,
        &[("CLAUZ3_TEST_GREETING", "héllo wörld")],
    );
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    assert_eq!(printed(&ran), "['héllo wörld', '']\n");
    let ok: Vec<&serde_json::Value> = ran.log.iter().filter(|r| r["event"] == "ok").map(|r| &r["returned"]).collect();
    assert_eq!(ok, [&serde_json::json!("héllo wörld"), &serde_json::json!("")]);
}

/// The worked examples of docs/libraries.md, run as the page says.
#[test]
fn the_filesystem_example_of_the_docs_collects_the_todo_lines() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("notes/sub")).unwrap();
    std::fs::create_dir_all(root.join("private")).unwrap();
    std::fs::write(root.join("notes/a.md"), "TODO: water plants\ndone\n").unwrap();
    std::fs::write(root.join("notes/sub/b.md"), "nothing\nTODO: call Ada\nTODO: file taxes\n").unwrap();
    std::fs::write(root.join("notes/skip.txt"), "TODO: not markdown\n").unwrap();
    std::fs::write(root.join("private/c.md"), "TODO: secret\n").unwrap();
    let ran = run_in(root, &read("docs/examples/libraries/tidy_notes.py"), &[]);
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    assert_eq!(
        read(root.join("summary/todo.md")),
        "# TODO\n- TODO: water plants\n- TODO: call Ada\n- TODO: file taxes\n"
    );
    assert_eq!(read(root.join("notes/a.md")), "TODO: water plants\ndone\n");
}

#[test]
fn the_env_example_of_the_docs_greets_the_user() {
    let dir = tempfile::tempdir().unwrap();
    let ran = run_in(dir.path(), &read("docs/examples/libraries/greet.py"), &[("USER", "ada"), ("GREETING", "")]);
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    assert_eq!(printed(&ran), "Hello, ada!\n");
    let ran = run_in(dir.path(), &read("docs/examples/libraries/greet.py"), &[("USER", "ada"), ("GREETING", "Hi")]);
    assert_eq!(printed(&ran), "Hi, ada!\n");
}

#[test]
fn copies_into_themselves_end_as_pythons_do() {
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    std::fs::create_dir_all(root.join("a/x")).unwrap();
    std::fs::write(root.join("a/f.txt"), "keep\n").unwrap();
    std::fs::write(root.join("a/x/y.txt"), "y\n").unwrap();
    // `shutil.SameFileError` arrives as its builtin base class.
    let why = "OSError: 'a/f.txt' and 'a/f.txt' are the same file";
    stops_with(root, "copy", "copy(\"a\", \"a/b\")\n    copy(\"a/f.txt\", \"a/f.txt\")", why);
    assert_eq!(read(root.join("a/f.txt")), "keep\n", "a file copied onto itself is not truncated");
    // A tree copied inside itself is copied once, as shutil.copytree lists before it copies.
    let python = python_in(
        root,
        "import os\nfor d, subdirs, files in sorted(os.walk('a')):\n    print(d, sorted(subdirs), sorted(files))",
    );
    assert_eq!(python, "a ['b', 'x'] ['f.txt']\na/b ['x'] ['f.txt']\na/b/x [] ['y.txt']\na/x [] ['y.txt']\n");
}

/// A failing effect raises what CPython raises into the program, whose handlers run as
/// python3 runs the same program over the reference's bodies (pathlib and os); each handled
/// call is still in the audit log, as `raised`.
#[test]
fn failures_reach_the_programs_handlers_as_pythons_exceptions() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("plain"), "").unwrap();
    std::fs::create_dir(dir.path().join("adir")).unwrap();
    let body = r#"

def main() -> None:
    try:
        print(read_file("config.txt"))
    except FileNotFoundError as e:
        print("missing:", e)
        write_file("config.txt", "default")
    print(read_file("config.txt"))
    try:
        make_dir("plain/sub")
    except NotADirectoryError as e:
        print("not a directory:", e)
    try:
        print(read_lines("adir"))
    except OSError as e:
        print("os error:", e)
    try:
        remove("plain")
        grep("x", "plain")
    except FileNotFoundError as e:
        print("gone:", e)
"#;
    let ran = run_in(
        dir.path(),
        &format!("from tools.filesystem.trusted.effects import grep, make_dir, read_file, read_lines, remove, write_file{body}"),
        &[],
    );
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
    let raised: Vec<&str> =
        ran.log.iter().filter(|r| r["event"] == "raised").map(|r| r["exception"].as_str().unwrap()).collect();
    assert_eq!(raised, ["FileNotFoundError", "NotADirectoryError", "IsADirectoryError", "FileNotFoundError"]);
    // The same program over the reference's bodies, in a fresh copy of the directory.
    let fresh = tempfile::tempdir().unwrap();
    std::fs::write(fresh.path().join("plain"), "").unwrap();
    std::fs::create_dir(fresh.path().join("adir")).unwrap();
    let bodies = r#"import os
from pathlib import Path
def read_file(p): return Path(p).read_text(encoding="utf-8")
def read_lines(p): return Path(p).read_text(encoding="utf-8").splitlines()
def grep(pat, p): return [l for l in read_lines(p) if pat in l]
def write_file(p, c):
    Path(p).parent.mkdir(parents=True, exist_ok=True)
    Path(p).write_text(c, encoding="utf-8")
def make_dir(p): Path(p).mkdir(parents=True, exist_ok=True)
def remove(p): os.unlink(p)"#;
    let expected = python_in(fresh.path(), &format!("{bodies}{body}\nmain()\n"));
    assert_eq!(printed(&ran), expected);
}

/// `read_env` declares no exception, so a value that is not UTF-8 stops the run as the
/// effect's error, saying why the program could not catch it, and the log says `error`.
#[test]
fn an_exception_the_effect_does_not_declare_stops_the_run_as_its_error() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().unwrap();
    let program = "from tools.env.trusted.effects import read_env\n\n\ndef main() -> None:\n    try:\n        print(read_env(\"CLAUZ3_NOT_UTF8\"))\n    except Exception:\n        print(\"caught\")\n";
    let ran = run_in_with(dir.path(), program, |command| {
        command.env("CLAUZ3_NOT_UTF8", std::ffi::OsStr::from_bytes(b"caf\xe9"));
    });
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(!ran.stdout.contains("caught"), "{}", ran.stdout);
    let why = "effect `read_env` failed: UnicodeError: the value of CLAUZ3_NOT_UTF8 is not UTF-8 (an exception its declaration does not name in `@deal.raises`)";
    assert!(ran.stderr.contains(why), "{}", ran.stderr);
    assert_eq!(events(&ran.log), ["run", "approval", "started 1", "error 1", "finished"]);
}
