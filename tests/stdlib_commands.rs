//! The library commands besides `libraries` and `install stdlib:`: `clauz3 test` proving case
//! suites in one process, and `clauz3 config` writing Claude Code permissions (compared with
//! the reference's own `clauz3 config` when it is installed).
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run the binary on files")]

mod cli_common;

use cli_common::{clauz3_in, reference_stdlib};
use std::path::{Path, PathBuf};
use std::process::Command;

fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap()
}

#[test]
fn test_proves_a_directory_of_cases_and_says_all_matched() {
    let (code, out, err) = clauz3_in(".", "test", &["tests/data/stdlib/git"]);
    assert_eq!(code, 0, "{out}{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.last(), Some(&"all 8 cases matched their names"));
    assert_eq!(lines.len(), 9, "{out}");
    assert!(
        lines.contains(
            &"tests/data/stdlib/git/inspect_only_pass.py: main: proved! assertion, assertion, guarantee, guarantee"
        ),
        "{out}"
    );
    assert!(
        lines
            .iter()
            .any(|l| l.starts_with("tests/data/stdlib/git/push_any_branch_fail.py: main: failed guarantee. Example: ")),
        "{out}"
    );
}

#[test]
fn test_names_the_cases_whose_verdict_contradicts_their_name() {
    let dir = tempfile::tempdir().unwrap();
    let cases = dir.path().join("tests/cases");
    std::fs::create_dir_all(&cases).unwrap();
    let pushes = std::fs::read_to_string("tests/data/stdlib/git/push_any_branch_fail.py").unwrap();
    std::fs::write(cases.join("pushes_pass.py"), &pushes).unwrap();
    std::fs::write(cases.join("pushes_fail.py"), &pushes).unwrap();
    std::fs::write(cases.join("skipped_pass.py"), "def main() -> None:\n    with open('x') as f:\n        pass\n")
        .unwrap();
    let (code, out, _) = clauz3_in(dir.path(), "test", &["."]);
    assert_eq!(code, 1, "{out}");
    let shown = |name: &str| format!("./tests/cases/{name}");
    assert!(
        out.ends_with(&format!(
            "2 of 3 cases did not match their names:\n  {}: expected it to prove\n  {}: expected it to prove\n",
            shown("pushes_pass.py"),
            shown("skipped_pass.py")
        )),
        "{out}"
    );
    // Named one by one, a case without either suffix or a missing path is refused up front.
    std::fs::write(dir.path().join("plain.py"), "def main() -> None:\n    pass\n").unwrap();
    let (code, out, err) = clauz3_in(dir.path(), "test", &["tests/cases/pushes_fail.py", "plain.py"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.starts_with("error: plain.py: a case's name ends in _pass.py"), "{err}");
    let (code, _, err) = clauz3_in(dir.path(), "test", &["nowhere"]);
    assert_eq!((code, err.as_str()), (2, "error: nowhere does not exist\n"));
}

/// `clauz3 test stdlib:<name>` proves the library's own cases, compiled in: every case file of
/// `tests/data/stdlib/<name>/`, whatever the working directory holds.
#[test]
fn test_of_a_bundled_library_proves_its_compiled_in_cases() {
    let cwd = tempfile::tempdir().unwrap();
    for library in std::fs::read_dir("tests/data/stdlib").unwrap().flatten() {
        let name = library.file_name().to_string_lossy().into_owned();
        let mut files: Vec<String> = std::fs::read_dir(library.path())
            .unwrap()
            .flatten()
            .map(|f| f.file_name().to_string_lossy().into_owned())
            .collect();
        files.sort();
        let source = format!("stdlib:{name}");
        let (code, out, err) = clauz3_in(cwd.path(), "test", &[&source]);
        assert_eq!(code, 0, "{out}{err}");
        let shown: Vec<&str> = out.lines().filter_map(|l| l.split_once(".py: ").map(|(case, _)| case)).collect();
        let expected: Vec<String> =
            files.iter().map(|f| format!("stdlib:{name}/{}", f.trim_end_matches(".py"))).collect();
        assert_eq!(shown, expected, "{out}");
        assert!(out.ends_with(&format!("all {} cases matched their names\n", files.len())), "{out}");
    }
    let (code, _, err) = clauz3_in(cwd.path(), "test", &["stdlib:nosuch"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: stdlib:nosuch is not a bundled library with cases (known: stdlib:db, stdlib:env, "),
        "{err}"
    );
}

#[test]
fn test_runs_the_references_library_suites_against_their_own_layers() {
    let Some(stdlib) = reference_stdlib() else {
        eprintln!("skipped: the reference sdist is not unpacked here (set CLAUZ3_REFERENCE_SDIST)");
        return;
    };
    for library in ["git", "gh", "rsync", "web_fetch", "web_search", "google_workspace"] {
        let (code, out, err) = clauz3_in(".", "test", &[&stdlib.join(library).to_string_lossy()]);
        assert_eq!(code, 0, "{library}: {out}{err}");
        assert!(out.lines().last().unwrap_or("").starts_with("all "), "{out}");
    }
}

/// `clauz3 ARGS` in `dir` with the variables `env` set: exit code, stdout, stderr.
fn clauz3_with(dir: &Path, env: &[(&str, &Path)], args: &[&str]) -> (i32, String, String) {
    let mut command = Command::new(env!("CARGO_BIN_EXE_clauz3"));
    command.args(args).current_dir(dir);
    for (k, v) in env {
        command.env(k, v);
    }
    let out = command.output().unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code().unwrap_or(-1), text(&out.stdout), text(&out.stderr))
}

/// `clauz3 config ARGS` in `project` with `HOME` in `home`.
fn config_in(project: &Path, home: &Path, args: &[&str]) -> (i32, String, String) {
    clauz3_with(project, &[("HOME", home)], &[&["config"], args].concat())
}

fn settings(project: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(project.join(".claude/settings.json")).unwrap()).unwrap()
}

#[test]
fn config_writes_merges_and_keeps_what_is_there() {
    let home = tempfile::tempdir().unwrap();
    let project = tempfile::tempdir().unwrap();
    let path = canonical(project.path()).join(".claude/settings.json").display().to_string();
    assert_eq!(
        config_in(project.path(), home.path(), &[]),
        (0, format!("wrote claude config: {path}\n"), String::new())
    );
    assert_eq!(
        settings(project.path()),
        serde_json::json!({"permissions": {"defaultMode": "default", "allow": ["Read", "Glob", "Grep", "Bash(clauz3:*)"]}})
    );
    let again = config_in(project.path(), home.path(), &[]);
    assert_eq!(again.1, format!("claude config already up to date: {path}\n"));
    let own = r#"{"model": "opus", "permissions": {"defaultMode": "acceptEdits", "allow": ["Read", "Bash(ls:*)"]}}"#;
    std::fs::write(project.path().join(".claude/settings.json"), own).unwrap();
    let merged = config_in(project.path(), home.path(), &[]);
    assert_eq!(merged.1, format!("updated claude config: {path} (added: Glob, Grep, Bash(clauz3:*))\n"));
    assert_eq!(
        settings(project.path()),
        serde_json::json!({"model": "opus", "permissions": {"defaultMode": "acceptEdits", "allow": ["Read", "Bash(ls:*)", "Glob", "Grep", "Bash(clauz3:*)"]}})
    );
    std::fs::write(project.path().join(".claude/settings.json"), "{not json").unwrap();
    let (code, _, err) = config_in(project.path(), home.path(), &[]);
    assert_eq!(code, 2);
    assert!(err.starts_with(&format!("error: {path} is not valid JSON; use --force to overwrite")), "{err}");
    let forced = config_in(project.path(), home.path(), &["--force"]);
    assert_eq!(forced.1, format!("updated claude config: {path} (added: Read, Glob, Grep, Bash(clauz3:*))\n"));
    let elsewhere = tempfile::tempdir().unwrap();
    let into = canonical(elsewhere.path());
    let (code, out, _) = config_in(project.path(), home.path(), &["--into", &into.to_string_lossy()]);
    assert_eq!((code, out), (0, format!("wrote claude config: {}\n", into.join(".claude/settings.json").display())));
    assert!(std::fs::read_dir(home.path()).unwrap().next().is_none(), "nothing is written to HOME");
}

/// The reference's `clauz3 config` on the same settings leaves the same JSON and says the same.
#[test]
fn config_does_what_the_references_does() {
    let reference = Path::new("/tmp/refvenv/bin/clauz3");
    if !reference.is_file() {
        eprintln!("skipped: the reference clauz3 is not installed here");
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let starts = [
        None,
        Some(r#"{"permissions": {"allow": ["Grep", "WebFetch"]}, "env": {"A": "1"}}"#),
        Some(r#"{"permissions": {"defaultMode": "plan"}}"#),
        Some(r#"{}"#),
    ];
    for start in starts {
        let (ours, theirs) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        for dir in [ours.path(), theirs.path()] {
            if let Some(text) = start {
                std::fs::create_dir_all(dir.join(".claude")).unwrap();
                std::fs::write(dir.join(".claude/settings.json"), text).unwrap();
            }
        }
        let (_, our_out, _) = config_in(ours.path(), home.path(), &[]);
        let out =
            Command::new(reference).arg("config").current_dir(theirs.path()).env("HOME", home.path()).output().unwrap();
        let their_out = String::from_utf8_lossy(&out.stdout).into_owned();
        let verb = |s: &str| {
            s.split(':').next().unwrap_or("").to_owned() + s.rsplit_once(".json").map_or("", |(_, rest)| rest)
        };
        assert_eq!(verb(&our_out), verb(&their_out), "{start:?}");
        assert_eq!(settings(ours.path()), settings(theirs.path()), "{start:?}");
    }
}

/// A directory holding `tools/notes/trusted/effects.py`: a layer whose `save` needs a title
/// starting with `prefix`, and `prog.py` elsewhere calling `save("daily")`.
fn notes_layer(prefix: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let trusted = dir.path().join("tools/notes/trusted");
    std::fs::create_dir_all(&trusted).unwrap();
    std::fs::write(
        trusted.join("effects.py"),
        format!("import clauz3\n\n\n@clauz3.requires(lambda title: title.startswith({prefix:?}))\n@clauz3.trusted\ndef save(title: str) -> None:\n    ...\n"),
    )
    .unwrap();
    dir
}

const NOTES_PROGRAM: &str =
    "from tools.notes.trusted.effects import save\n\n\ndef main() -> None:\n    save(\"daily\")\n";

#[test]
fn install_global_fills_the_user_store_which_programs_then_import_from() {
    let store = tempfile::tempdir().unwrap();
    let store_path = canonical(store.path());
    let env = [("CLAUZ3_HOME", store_path.as_path())];
    let layer = notes_layer("da");
    let source = layer.path().to_string_lossy().into_owned();
    let (code, out, err) = clauz3_with(layer.path(), &env, &["install", "--global", &source]);
    let dest = store_path.join("tools/notes");
    assert_eq!(
        (code, out, err),
        (
            0,
            format!("installed trusted layer: {}\nselect in a project: clauz3 install global:notes\n", dest.display()),
            String::new()
        )
    );
    assert!(dest.join("trusted/effects.py").is_file());
    let origin: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dest.join(".clauz3-origin.json")).unwrap()).unwrap();
    assert_eq!(origin["source"], canonical(layer.path()).display().to_string());
    assert!(store_path.join("metadata/notes/library.json").is_file());
    // A program anywhere finds the store's layer without flags.
    let work = tempfile::tempdir().unwrap();
    std::fs::write(work.path().join("prog.py"), NOTES_PROGRAM).unwrap();
    let prove = |dir: &Path| clauz3_with(dir, &env, &["prove", "--brief", "prog.py"]);
    assert_eq!(prove(work.path()).1, "main: proved! assertion\n");
    // Without the store, nothing provides the package.
    assert_eq!(clauz3_with(work.path(), &[("CLAUZ3_HOME", work.path())], &["prove", "--brief", "prog.py"]).0, 2);
    // A project's own copy wins over the store's.
    let strict = notes_layer("weekly");
    let strict_source = strict.path().to_string_lossy().into_owned();
    assert_eq!(clauz3_with(work.path(), &env, &["install", &strict_source]).0, 0);
    assert_eq!(prove(work.path()).0, 1);
    // `global:notes` selects the store's copy into a project (here over the strict one).
    let (code, out, _) = clauz3_with(work.path(), &env, &["install", "--force", "global:notes"]);
    assert_eq!(code, 0, "{out}");
    let installed = canonical(work.path()).join(".clauz3/tools/notes");
    assert_eq!(out, format!("installed trusted layer: {}\n", installed.display()));
    assert_eq!(
        std::fs::read_to_string(installed.join("trusted/effects.py")).unwrap(),
        std::fs::read_to_string(dest.join("trusted/effects.py")).unwrap()
    );
    assert!(std::fs::read_to_string(installed.join(".clauz3-origin.json")).unwrap().contains("\"global:notes\""));
    assert_eq!(prove(work.path()).0, 0);
    // `clauz3 libraries` lists the store's layer with where it came from.
    let (_, listed, _) = clauz3_with(work.path(), &env, &["libraries", "notes"]);
    assert_eq!(
        listed,
        format!(
            "global:notes [global; installed in .clauz3/tools]\n  In the user store, installed from {}.\n  Use: import tools.notes.trusted (from the user store), or clauz3 install global:notes\n",
            canonical(layer.path()).display()
        )
    );
    let (_, json, _) = clauz3_with(work.path(), &env, &["libraries", "--json", "notes", "save"]);
    let records: Vec<serde_json::Value> = serde_json::from_str(&json).unwrap();
    assert_eq!(records.len(), 1, "{json}");
    assert_eq!(
        (&records[0]["visibility"], &records[0]["effects"]),
        (&serde_json::json!("global"), &serde_json::json!(["save"]))
    );
    let (code, _, err) = clauz3_with(work.path(), &env, &["install", "global:nothing"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: global library is not installed: nothing"), "{err}");
    let (code, _, err) = clauz3_with(work.path(), &env, &["install", "global:../x"]);
    assert_eq!((code, err.as_str()), (2, "error: invalid global library name: \"../x\"\n"));
}

#[test]
fn install_global_of_a_bundled_library_keeps_it_native_and_selectable() {
    let store = tempfile::tempdir().unwrap();
    let env = [("CLAUZ3_HOME", store.path())];
    let work = tempfile::tempdir().unwrap();
    assert_eq!(clauz3_with(work.path(), &env, &["install", "-g", "stdlib:git"]).0, 0);
    let (code, _, err) = clauz3_with(work.path(), &env, &["install", "-g", "git"]);
    assert_eq!(code, 2);
    assert!(err.contains("already exists (use --force to overwrite)"), "{err}");
    assert_eq!(clauz3_with(work.path(), &env, &["install", "global:git"]).0, 0);
    let copy = work.path().join(".clauz3/tools/git/trusted/effects.py");
    assert!(std::fs::read_to_string(copy).unwrap().contains("def git_push("));
}

#[test]
fn install_from_a_directory_copies_every_domain_and_refuses_links() {
    let source = tempfile::tempdir().unwrap();
    let tools = source.path().join("tools");
    for dir in ["a/trusted", "org/b/trusted/__pycache__", "c"] {
        std::fs::create_dir_all(tools.join(dir)).unwrap();
    }
    std::fs::write(tools.join("a/trusted/effects.py"), "# a\n").unwrap();
    std::fs::write(tools.join("a/clauz3.yaml"), "schema_version: 1\nname: a\n").unwrap();
    std::fs::write(tools.join("org/b/trusted/effects.py"), "# b\n").unwrap();
    std::fs::write(tools.join("org/b/trusted/__pycache__/effects.cpython-311.pyc"), "").unwrap();
    let project = tempfile::tempdir().unwrap();
    let into = canonical(project.path());
    let (code, out, err) = clauz3_in(".", "install", &["--into", &into.to_string_lossy(), &tools.to_string_lossy()]);
    assert_eq!(code, 0, "{err}");
    let a = into.join(".clauz3/tools/a");
    let b = into.join(".clauz3/tools/org/b");
    assert_eq!(out, format!("installed trusted layer: {}\ninstalled trusted layer: {}\n", a.display(), b.display()));
    assert_eq!(std::fs::read_to_string(a.join("clauz3.yaml")).unwrap(), "schema_version: 1\nname: a\n");
    assert!(b.join("trusted/effects.py").is_file() && !b.join("trusted/__pycache__").exists());
    assert!(!into.join(".clauz3/tools/c").exists());
    std::os::unix::fs::symlink("/etc/passwd", tools.join("a/trusted/leak.py")).unwrap();
    let (code, _, err) =
        clauz3_in(".", "install", &["--into", &into.to_string_lossy(), "--force", &tools.to_string_lossy()]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: refusing to install a symbolic link: "), "{err}");
    let empty = tempfile::tempdir().unwrap();
    let (code, _, err) =
        clauz3_in(".", "install", &["--into", &into.to_string_lossy(), &empty.path().to_string_lossy()]);
    assert_eq!(code, 2);
    assert!(err.contains("has no tools/ directory of trusted layers"), "{err}");
}

#[test]
fn a_manifest_is_read_as_yaml_a_bad_one_refusing_the_install_with_its_place() {
    let layer = notes_layer("da");
    let manifest = layer.path().join("tools/notes/clauz3.yaml");
    std::fs::write(&manifest, "schema_version: 1\nname: notes\nsummary: keep: notes\n").unwrap();
    let project = tempfile::tempdir().unwrap();
    let into = canonical(project.path());
    let source = layer.path().to_string_lossy().into_owned();
    let (code, out, err) = clauz3_in(".", "install", &["--into", &into.to_string_lossy(), &source]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        format!(
            "error: {}:3:14: invalid clauz3.yaml: mapping values are not allowed in this context\n",
            layer.path().join("tools/notes/clauz3.yaml").display()
        )
    );
    assert!(!into.join(".clauz3").exists(), "nothing is written");
    // The reference's own shape reads: a folded summary, fields clauz3 does not use.
    std::fs::write(
        &manifest,
        "schema_version: 1\nname: notes\nsummary: >-\n  Save short\n  notes.\nrequirements:\n  setup: []\n",
    )
    .unwrap();
    let store = tempfile::tempdir().unwrap();
    let store_path = canonical(store.path());
    let env = [("CLAUZ3_HOME", store_path.as_path())];
    assert_eq!(clauz3_with(layer.path(), &env, &["install", "--global", &source]).0, 0);
    let (_, listed, _) = clauz3_with(project.path(), &env, &["libraries", "notes"]);
    let summary = listed.lines().nth(1).unwrap_or("");
    assert!(summary.starts_with("  Save short notes. In the user store, installed from "), "{listed}");
}
