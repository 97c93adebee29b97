//! `clauz3 install` and `clauz3 test` of git remotes: a real repository served by `file://`,
//! cloned into the cache at the commit its ref names, recorded with that commit, fetched again
//! when the branch moves, and refused when the URL would reach git as an option.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run git and the binary")]

use std::path::Path;
use std::process::Command;

fn git(dir: &Path, args: &[&str]) -> String {
    let out = Command::new("git")
        .args(["-c", "user.name=t", "-c", "user.email=t@example.org", "-c", "init.defaultBranch=main"])
        .args(args)
        .current_dir(dir)
        .output()
        .expect("git runs");
    assert!(out.status.success(), "git {args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).trim().to_owned()
}

/// `clauz3 ARGS` in `dir` with its cache in `cache`: exit code, stdout, stderr.
fn clauz3(dir: &Path, cache: &Path, args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(args)
        .current_dir(dir)
        .env("CLAUZ3_CACHE", cache)
        .output()
        .expect("the binary runs");
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

/// A repository with the `notes` layer (its `save` wants a title starting with `prefix`) and
/// two proof cases, committed; returns the commit.
fn commit_layer(repo: &Path, prefix: &str) -> String {
    let trusted = repo.join("tools/notes/trusted");
    std::fs::create_dir_all(&trusted).unwrap();
    std::fs::create_dir_all(repo.join("tests/cases")).unwrap();
    std::fs::write(
        trusted.join("effects.py"),
        format!("import clauz3\n\n\n@clauz3.requires(lambda title: title.startswith({prefix:?}))\n@clauz3.trusted\ndef save(title: str) -> None:\n    ...\n"),
    )
    .unwrap();
    let case = |title: &str| {
        format!("from tools.notes.trusted.effects import save\n\n\ndef main() -> None:\n    save({title:?})\n")
    };
    std::fs::write(repo.join("tests/cases/daily_pass.py"), case(&format!("{prefix}ily"))).unwrap();
    std::fs::write(repo.join("tests/cases/other_fail.py"), case("zzz")).unwrap();
    git(repo, &["add", "-A"]);
    git(repo, &["commit", "-qm", "notes layer"]);
    git(repo, &["rev-parse", "HEAD"])
}

fn origin(project: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(project.join(".clauz3/tools/notes/.clauz3-origin.json")).unwrap();
    serde_json::from_str(&text).unwrap()
}

#[test]
fn a_git_remote_installs_at_the_commit_its_ref_names() {
    let repo = tempfile::tempdir().unwrap();
    git(repo.path(), &["init", "-q"]);
    let first = commit_layer(repo.path(), "da");
    git(repo.path(), &["tag", "v1"]);
    let (project, cache) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let url = format!("file://{}", repo.path().display());

    let (code, out, err) = clauz3(project.path(), cache.path(), &["install", &url]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("installed trusted layer: ") && out.trim_end().ends_with(".clauz3/tools/notes"), "{out}");
    assert_eq!(origin(project.path()), serde_json::json!({"source": url, "revision": first}));
    assert!(cache.path().join("sources").join(&first).join("tools/notes/trusted/effects.py").is_file());
    let installed = project.path().join(".clauz3/tools/notes/trusted/effects.py");
    assert!(std::fs::read_to_string(&installed).unwrap().contains("\"da\""));

    // The branch moves on: the default ref is asked again and the new commit installed; the
    // tag still names the first.
    let second = commit_layer(repo.path(), "we");
    let (code, _, err) = clauz3(project.path(), cache.path(), &["install", "--force", &url]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(origin(project.path())["revision"], second.as_str());
    assert!(std::fs::read_to_string(&installed).unwrap().contains("\"we\""));
    let tagged = format!("{url}@v1");
    let (code, _, err) = clauz3(project.path(), cache.path(), &["install", "--force", &tagged]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(origin(project.path()), serde_json::json!({"source": tagged, "revision": first}));
    assert!(std::fs::read_to_string(&installed).unwrap().contains("\"da\""));

    // `clauz3 test` proves the remote's cases from the same cache (run outside the project,
    // whose installed copy would be a second `save`).
    let elsewhere = tempfile::tempdir().unwrap();
    let (code, out, err) = clauz3(elsewhere.path(), cache.path(), &["test", &tagged]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.ends_with("all 2 cases matched their names\n"), "{out}");
}

#[test]
fn a_remote_that_cannot_be_reached_or_would_be_an_option_is_refused() {
    let (project, cache) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let missing = format!("file://{}/no-such-repo", project.path().display());
    let (code, out, err) = clauz3(project.path(), cache.path(), &["install", &missing]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.starts_with(&format!("error: git ls-remote failed for {missing} HEAD: ")), "{err}");
    let repo = tempfile::tempdir().unwrap();
    git(repo.path(), &["init", "-q"]);
    commit_layer(repo.path(), "da");
    let unknown = format!("file://{}@no-such-branch", repo.path().display());
    let (code, _, err) = clauz3(project.path(), cache.path(), &["install", &unknown]);
    assert_eq!(code, 2);
    assert!(err.contains("ref \"no-such-branch\" not found in file://"), "{err}");
    let marker = project.path().join("pwned");
    let evil = format!("ssh://-oProxyCommand=touch {}/repo", marker.display());
    let (code, _, err) = clauz3(project.path(), cache.path(), &["install", &evil]);
    assert_eq!(code, 2);
    assert!(err.contains("a git ssh host may not begin with '-'"), "{err}");
    assert!(!marker.exists());
    let (code, _, err) = clauz3(project.path(), cache.path(), &["install", "gh:not-a-repo"]);
    assert_eq!(code, 2);
    assert!(err.contains("expected gh:org/repo or gh:org/repo@ref"), "{err}");
    assert!(!project.path().join(".clauz3").exists(), "nothing was installed");
}
