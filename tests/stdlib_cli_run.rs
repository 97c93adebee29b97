//! The git, gh and rsync libraries run for real under `clauz3 run --yes`: git on repositories
//! the test makes with `git init` (commits, branches, logs and a push to a bare remote, read
//! back with git itself), gh through a stand-in `gh` put first on the PATH that records its
//! argument vector and prints canned JSON (the real CLI is the user's own), and rsync between
//! temp directories. Failures reach the program as the exceptions the layers declare, and the
//! audit log.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run the binary on files")]

mod run_common;
mod stdlib_common;

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::Command;
use stdlib_common::{printed, run_in, Ran};

mod cli_common;

/// Runs `git args` in `dir` (for setting up and reading back); its stdout.
fn git(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("git").args(args).current_dir(dir).output().expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// A temp directory holding `repo/`, a fresh repository on branch `main` with a committer
/// configured, and `repo/notes.txt` not yet added.
fn with_repo() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    git(dir.path(), &["-c", "init.defaultBranch=main", "init", "-q", "repo"]);
    let repo = dir.path().join("repo");
    git(&repo, &["config", "user.name", "Ada"]);
    git(&repo, &["config", "user.email", "ada@example.org"]);
    std::fs::write(repo.join("notes.txt"), "water the plants\n").unwrap();
    dir
}

/// The records of `event` (`raised`, `error`) in the run's audit log.
fn records<'l>(ran: &'l Ran, event: &str) -> Vec<&'l serde_json::Value> {
    ran.log.iter().filter(|r| r["event"] == event).collect()
}

fn ok(ran: &Ran) {
    assert_eq!(ran.code, 0, "{}{}", ran.stdout, ran.stderr);
}

#[test]
fn git_commits_branches_and_logs_in_a_real_repository() {
    let dir = with_repo();
    let ran = run_in(
        dir.path(),
        r#"from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git

import clauz3


@clauz3.guarantee(git_rules.only_in("repo"))
@clauz3.guarantee(git_rules.never_subcommands(["reset", "clean"]))
def main() -> None:
    git("add", ["notes.txt"], "repo")
    git("commit", ["-q", "-m", "first note"], "repo")
    git("switch", ["-q", "-c", "feature"], "repo")
    git("commit", ["-q", "--allow-empty", "-m", "second"], "repo")
    print([git("branch", ["--show-current"], "repo")])
    print([git("log", ["--format=%s"], "repo")])
"#,
        &[],
    );
    ok(&ran);
    let repo = dir.path().join("repo");
    let branch = git(&repo, &["branch", "--show-current"]);
    assert_eq!(branch, "feature\n");
    let log = git(&repo, &["log", "--format=%s"]);
    assert_eq!(log, "second\nfirst note\n");
    assert_eq!(printed(&ran), format!("[{branch:?}]\n[{log:?}]\n").replace('"', "'"));
    assert_eq!(git(&repo, &["show", "main:notes.txt"]), "water the plants\n");
    let handlers: Vec<&serde_json::Value> = records(&ran, "started").iter().map(|r| &r["handler"]).collect();
    assert_eq!(handlers.len(), 6);
    assert!(handlers.iter().all(|h| *h == "native"), "{handlers:?}");
}

#[test]
fn a_failing_git_command_raises_runtime_error_into_the_program_and_the_log() {
    let dir = with_repo();
    let ran = run_in(
        dir.path(),
        r#"from tools.git.trusted.effects import git


def main() -> None:
    try:
        git("commit", ["-m", "nothing staged"], "repo")
    except RuntimeError:
        print("not committed")
    print(git("status", ["--porcelain"], "repo"), end="")
"#,
        &[],
    );
    ok(&ran);
    assert_eq!(printed(&ran), "not committed\n?? notes.txt\n");
    let raised = records(&ran, "raised");
    assert_eq!(raised.len(), 1, "{:?}", ran.log);
    assert_eq!(
        (&raised[0]["seq"], &raised[0]["exception"]),
        (&serde_json::json!(1), &serde_json::json!("RuntimeError"))
    );
    let message = raised[0]["message"].as_str().unwrap_or("");
    assert!(
        message.starts_with(
            "Command '['git', '-C', 'repo', 'commit', '-m', 'nothing staged']' returned non-zero exit status 1."
        ),
        "{message}"
    );
    // Unhandled, the exception ends the run, with git's own reason in the message.
    let outside = tempfile::tempdir().unwrap();
    std::fs::create_dir(outside.path().join("plain")).unwrap();
    let ran = run_in(
        outside.path(),
        "from tools.git.trusted.effects import git\n\n\ndef main() -> str:\n    return git(\"log\", [], \"plain\")\n",
        &[],
    );
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stderr.contains("RuntimeError"), "{}", ran.stderr);
    assert!(ran.stderr.contains("not a git repository"), "{}", ran.stderr);
    assert_eq!(records(&ran, "raised").len(), 1, "{:?}", ran.log);
}

#[test]
fn git_push_pushes_the_branch_to_the_remote() {
    let dir = with_repo();
    git(dir.path(), &["init", "-q", "--bare", "remote.git"]);
    git(&dir.path().join("repo"), &["remote", "add", "origin", "../remote.git"]);
    let ran = run_in(
        dir.path(),
        r#"from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git, git_push

import clauz3


@clauz3.guarantee(git_rules.only_push_to_remote("origin"))
@clauz3.guarantee(git_rules.only_push_to_branch("main"))
def main() -> None:
    git("add", ["-A"], "repo")
    git("commit", ["-q", "-m", "publish"], "repo")
    git_push("origin", "main", "repo")
"#,
        &[],
    );
    ok(&ran);
    assert_eq!(git(&dir.path().join("remote.git"), &["log", "--format=%s", "main"]), "publish\n");
}

#[test]
fn a_subcommand_git_would_read_as_an_option_is_refused() {
    let dir = with_repo();
    let ran = run_in(
        dir.path(),
        r#"from tools.git.trusted import contracts as git_rules
from tools.git.trusted.effects import git

import clauz3


@clauz3.guarantee(git_rules.never_subcommands(["reset"]))
def main() -> None:
    git("-c", ["alias.st=!touch pwned", "st"], "repo")
"#,
        &[],
    );
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stderr.contains("ValueError: subcommand must not start with '-'"), "{}", ran.stderr);
    assert!(!dir.path().join("repo/pwned").exists());
    assert_eq!(records(&ran, "error").len(), 1, "{:?}", ran.log);
}

/// A directory holding an executable `gh` stand-in that appends its arguments (a JSON list a
/// line) to `gh-argv.jsonl` next to it, prints canned JSON, and fails `merge` as gh would.
fn gh_stand_in() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let log = dir.path().join("gh-argv.jsonl");
    let script = format!(
        r#"#!/usr/bin/env python3
import json, sys
with open({log:?}, "a") as f:
    f.write(json.dumps(sys.argv[1:]) + "\n")
if "merge" in sys.argv:
    print("GraphQL: Pull request is not mergeable", file=sys.stderr)
    sys.exit(1)
print(json.dumps([{{"number": 7, "title": "Fix the build"}}]))
"#,
        log = log.display().to_string()
    );
    let gh = dir.path().join("gh");
    std::fs::write(&gh, script).unwrap();
    std::fs::set_permissions(&gh, std::fs::Permissions::from_mode(0o755)).unwrap();
    dir
}

/// `dir` first, then the PATH the tests run with.
fn path_with(dir: &Path) -> String {
    let rest = std::env::var_os("PATH").unwrap_or_default();
    let mut paths = vec![dir.to_path_buf()];
    paths.extend(std::env::split_paths(&rest));
    std::env::join_paths(paths).unwrap().to_string_lossy().into_owned()
}

#[test]
fn gh_runs_the_cli_with_the_argument_vector_and_returns_what_it_prints() {
    let stand_in = gh_stand_in();
    let work = tempfile::tempdir().unwrap();
    let ran = run_in(
        work.path(),
        r#"from tools.gh.trusted import contracts as gh_rules
from tools.gh.trusted.effects import gh

import clauz3


@clauz3.guarantee(gh_rules.only_owner("acme"))
@clauz3.guarantee(gh_rules.never_actions(["close", "delete"]))
def main() -> None:
    print(gh("pr", "list", ["--json", "number,title", "--search", "is:open; rm -rf ~"], "acme/site"))
    try:
        gh("pr", "merge", ["7", "--squash"], "acme/site")
    except RuntimeError:
        print("merge refused")
"#,
        &[("PATH", &path_with(stand_in.path()))],
    );
    ok(&ran);
    assert_eq!(printed(&ran), "[{\"number\": 7, \"title\": \"Fix the build\"}]\n\nmerge refused\n");
    let argv: Vec<serde_json::Value> = std::fs::read_to_string(stand_in.path().join("gh-argv.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(
        argv,
        [
            serde_json::json!([
                "pr",
                "list",
                "--json",
                "number,title",
                "--search",
                "is:open; rm -rf ~",
                "--repo",
                "acme/site"
            ]),
            serde_json::json!(["pr", "merge", "7", "--squash", "--repo", "acme/site"]),
        ]
    );
    let raised = records(&ran, "raised");
    assert_eq!(raised.len(), 1, "{:?}", ran.log);
    assert!(raised[0]["message"].as_str().unwrap_or("").ends_with("status 1. GraphQL: Pull request is not mergeable"));
}

#[test]
fn a_missing_gh_stops_the_run_with_an_error_naming_it() {
    let empty = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let program = "from tools.gh.trusted.effects import gh\n\n\ndef main() -> str:\n    return gh(\"issue\", \"list\", [], \"acme/site\")\n";
    let ran = run_in(work.path(), program, &[("PATH", &empty.path().display().to_string())]);
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stderr.contains("`gh` was not found on the PATH: this library runs the GitHub CLI"), "{}", ran.stderr);
    assert_eq!(run_common::events(&ran.log), ["run", "approval", "started 1", "error 1", "finished"]);
    let errors = records(&ran, "error");
    assert!(errors[0]["error"].as_str().unwrap_or("").starts_with("`gh` was not found"), "{errors:?}");
}

/// The rsync on the PATH, or `None` (the test then says it is skipped; CI installs rsync).
fn rsync_installed() -> Option<PathBuf> {
    let found = Command::new("rsync").arg("--version").output().is_ok_and(|o| o.status.success());
    if !found {
        eprintln!("skipped: rsync is not installed");
    }
    found.then(|| PathBuf::from("rsync"))
}

/// `root/src/` with two files, and `root/dest/` with a file the source lacks.
fn sync_dirs(root: &Path) {
    std::fs::create_dir_all(root.join("src/sub")).unwrap();
    std::fs::write(root.join("src/a.txt"), "alpha\n").unwrap();
    std::fs::write(root.join("src/sub/b.txt"), "beta\n").unwrap();
    std::fs::create_dir_all(root.join("dest")).unwrap();
    std::fs::write(root.join("dest/stale.txt"), "old\n").unwrap();
}

fn read(path: impl AsRef<Path>) -> String {
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn rsync_copies_between_directories_and_deletes_only_when_asked() {
    if rsync_installed().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    sync_dirs(root);
    let twin = root.join("twin");
    sync_dirs(&twin);
    let ran = run_in(
        root,
        r#"from tools.rsync.trusted import contracts as sync_rules
from tools.rsync.trusted.effects import rsync

import clauz3


@clauz3.guarantee(sync_rules.only_dest_under("dest"))
def main() -> None:
    print(rsync("src/", "dest/", False, ["-a", "--dry-run", "--out-format=%n"]), end="")
    rsync("src/", "dest/", False, ["-a"])
    print(rsync("src/", "dest-copy/", False, ["-a", "--out-format=%n"]), end="")
    rsync("src/", "dest/", True, ["-a"])
"#,
        &[],
    );
    ok(&ran);
    // What rsync itself prints for the same dry run, and for a copy into a new directory.
    let rsync = |args: &[&str]| {
        let out = Command::new("rsync").args(args).current_dir(&twin).output().unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let expected = rsync(&["-a", "--dry-run", "--out-format=%n", "src/", "dest/"])
        + &rsync(&["-a", "--out-format=%n", "src/", "dest-copy/"]);
    assert!(expected.contains("sub/b.txt\n"), "{expected}");
    assert_eq!(printed(&ran), expected);
    assert_eq!(read(root.join("dest/a.txt")), "alpha\n");
    assert_eq!(read(root.join("dest/sub/b.txt")), "beta\n");
    assert_eq!(read(root.join("dest-copy/sub/b.txt")), "beta\n");
    assert!(!root.join("dest/stale.txt").exists(), "delete=True prunes what the source lacks");
}

#[test]
fn a_deleting_flag_in_args_is_refused_unless_delete_is_true() {
    if rsync_installed().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    sync_dirs(root);
    let ran = run_in(
        root,
        r#"from tools.rsync.trusted import contracts as sync_rules
from tools.rsync.trusted.effects import rsync

import clauz3


@clauz3.guarantee(sync_rules.no_delete())
def main() -> None:
    rsync("src/", "dest/", False, ["-a", "--delete-after"])
"#,
        &[],
    );
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stdout.starts_with("main: proved!"), "the contract holds of the parameters: {}", ran.stdout);
    assert!(
        ran.stderr.contains("ValueError: \"--delete-after\" deletes destination files: pass delete=True"),
        "{}",
        ran.stderr
    );
    assert_eq!(read(root.join("dest/stale.txt")), "old\n");
    assert!(!root.join("dest/a.txt").exists(), "nothing was synced");
    // A source rsync would read as an option is refused the same way.
    let ran = run_in(
        root,
        "from tools.rsync.trusted.effects import rsync\n\n\ndef main() -> str:\n    return rsync(\"--rsync-path=touch pwned\", \"dest/\", False, [])\n",
        &[],
    );
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stderr.contains("ValueError: src must not start with '-'"), "{}", ran.stderr);
    // A failing rsync raises RuntimeError with rsync's reason.
    let ran = run_in(
        root,
        "from tools.rsync.trusted.effects import rsync\n\n\ndef main() -> str:\n    return rsync(\"no-such-dir/\", \"dest/\", False, [\"-a\"])\n",
        &[],
    );
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(ran.stderr.contains("RuntimeError") && ran.stderr.contains("no-such-dir"), "{}", ran.stderr);
    assert_eq!(records(&ran, "raised").len(), 1, "{:?}", ran.log);
}

/// The worked examples of docs/libraries.md, run as the page says.
#[test]
fn the_git_example_of_the_docs_commits_changes_once() {
    let dir = tempfile::tempdir().unwrap();
    git(dir.path(), &["-c", "init.defaultBranch=main", "init", "-q", "notes"]);
    let notes = dir.path().join("notes");
    git(&notes, &["config", "user.name", "Ada"]);
    git(&notes, &["config", "user.email", "ada@example.org"]);
    std::fs::write(notes.join("today.md"), "- call Bob\n").unwrap();
    let program = read("docs/examples/libraries/commit_notes.py");
    let ran = run_in(dir.path(), &program, &[]);
    ok(&ran);
    assert_eq!(printed(&ran), "Daily notes\n");
    assert_eq!(git(&notes, &["status", "--porcelain"]), "");
    let again = run_in(dir.path(), &program, &[]);
    assert_eq!(printed(&again), "nothing to commit\n");
}

#[test]
fn the_gh_example_of_the_docs_lists_pull_requests() {
    let stand_in = gh_stand_in();
    let work = tempfile::tempdir().unwrap();
    let ran =
        run_in(work.path(), &read("docs/examples/libraries/open_prs.py"), &[("PATH", &path_with(stand_in.path()))]);
    ok(&ran);
    assert_eq!(printed(&ran), "[{\"number\": 7, \"title\": \"Fix the build\"}]\n");
}

#[test]
fn the_rsync_example_of_the_docs_backs_up_without_deleting() {
    if rsync_installed().is_none() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let root = dir.path();
    for (file, text) in [("docs/a.md", "a\n"), ("photos/p.txt", "p\n"), ("backup/docs/old.md", "old\n")] {
        std::fs::create_dir_all(root.join(file).parent().unwrap()).unwrap();
        std::fs::write(root.join(file), text).unwrap();
    }
    ok(&run_in(root, &read("docs/examples/libraries/backup.py"), &[]));
    assert_eq!(read(root.join("backup/docs/a.md")), "a\n");
    assert_eq!(read(root.join("backup/photos/p.txt")), "p\n");
    assert_eq!(read(root.join("backup/docs/old.md")), "old\n");
}

/// The reference's own git layer (no `@deal.raises`), installed in a project, runs natively;
/// a failing command is then an effect failure its declaration does not let the program catch.
#[test]
fn the_references_own_git_layer_installed_in_a_project_runs_natively() {
    let Some(stdlib) = cli_common::reference_stdlib() else {
        eprintln!("skipped: the reference sdist is not unpacked here (set CLAUZ3_REFERENCE_SDIST)");
        return;
    };
    let dir = with_repo();
    std::fs::create_dir_all(dir.path().join(".clauz3/tools")).unwrap();
    let copied = Command::new("cp")
        .arg("-r")
        .arg(stdlib.join("git/tools/git"))
        .arg(dir.path().join(".clauz3/tools/git"))
        .status()
        .unwrap();
    assert!(copied.success());
    let program = "from tools.git.trusted.effects import git\n\n\ndef main() -> None:\n    git(\"add\", [\"-A\"], \"repo\")\n    git(\"commit\", [\"-q\", \"-m\", \"from the reference layer\"], \"repo\")\n";
    let ran = run_in(dir.path(), program, &[]);
    ok(&ran);
    assert_eq!(git(&dir.path().join("repo"), &["log", "--format=%s"]), "from the reference layer\n");
    assert!(records(&ran, "started").iter().all(|r| r["handler"] == "native"), "{:?}", ran.log);
    let ran = run_in(dir.path(), program, &[]);
    assert_eq!(ran.code, 1, "{}{}", ran.stdout, ran.stderr);
    assert!(
        ran.stderr
            .contains("runtime error: effect `git` failed: RuntimeError: Command '['git', '-C', 'repo', 'commit'"),
        "{}",
        ran.stderr
    );
}
