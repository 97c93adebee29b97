//! The bundled libraries prove with no `--trusted-root`: each case under
//! `tests/data/stdlib/<library>/` gets the verdict its name says (`*_pass.py` proves,
//! `*_fail.py` fails), and so does each of the reference's own case files when its sdist is
//! unpacked at `$CLAUZ3_REFERENCE_SDIST` (default `/tmp/refpkg/clauz3-0.2.1`). A root on disk
//! providing the package wins over the bundled layer, and `.clauz3/tools/` is found unasked.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "the tests run the binary on files")]

mod cli_common;

use cli_common::{clauz3_in, reference_stdlib};
use std::path::{Path, PathBuf};
use std::process::Command;

/// `clauz3 prove --brief FILE` in `cwd`, with no flags: (exit code, stdout and stderr).
fn prove_in(cwd: &Path, file: &Path) -> (i32, String) {
    let (code, stdout, stderr) = clauz3_in(cwd, "prove", &["--brief", &file.to_string_lossy()]);
    (code, stdout + &stderr)
}

/// Every `*_pass.py` / `*_fail.py` of `dir`, sorted.
fn cases(dir: &Path) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.to_string_lossy().ends_with("_pass.py") || p.to_string_lossy().ends_with("_fail.py"))
        .collect();
    found.sort();
    found
}

/// Proves every case from an empty working directory; returns the mismatches.
fn mismatches(files: &[PathBuf]) -> Vec<String> {
    let cwd = tempfile::tempdir().unwrap();
    let mut wrong = Vec::new();
    for file in files {
        let abs = std::fs::canonicalize(file).unwrap();
        let (code, text) = prove_in(cwd.path(), &abs);
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let verdict_ok = if name.ends_with("_pass.py") {
            code == 0 && text.starts_with("main: proved!")
        } else {
            code == 1 && text.starts_with("main: failed")
        };
        if !verdict_ok {
            wrong.push(format!("{name} (exit {code}): {text}"));
        }
    }
    wrong
}

/// Every case of our `tests/data/stdlib/<library>/` (at least `at_least` of them) gets the
/// verdict its name says.
fn our_cases_match(library: &str, at_least: usize) {
    let files = cases(&Path::new("tests/data/stdlib").join(library));
    assert!(files.len() >= at_least);
    let wrong = mismatches(&files);
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn our_filesystem_cases_get_the_verdicts_their_names_say() {
    our_cases_match("filesystem", 10);
}

#[test]
fn our_env_cases_get_the_verdicts_their_names_say() {
    our_cases_match("env", 4);
}

#[test]
fn our_git_cases_get_the_verdicts_their_names_say() {
    our_cases_match("git", 8);
}

#[test]
fn our_gh_cases_get_the_verdicts_their_names_say() {
    our_cases_match("gh", 5);
}

#[test]
fn our_rsync_cases_get_the_verdicts_their_names_say() {
    our_cases_match("rsync", 5);
}

#[test]
fn our_db_cases_get_the_verdicts_their_names_say() {
    our_cases_match("db", 6);
}

#[test]
fn our_web_fetch_cases_get_the_verdicts_their_names_say() {
    our_cases_match("web_fetch", 6);
}

#[test]
fn our_web_search_cases_get_the_verdicts_their_names_say() {
    our_cases_match("web_search", 5);
}

#[test]
fn our_gmail_cases_get_the_verdicts_their_names_say() {
    our_cases_match("google_workspace", 6);
}

#[test]
fn the_reference_case_suites_get_their_verdicts_with_the_bundled_layers() {
    let Some(stdlib) = reference_stdlib() else {
        eprintln!("skipped: the reference sdist is not unpacked here (set CLAUZ3_REFERENCE_SDIST)");
        return;
    };
    for library in ["filesystem", "env", "git", "gh", "rsync", "db"] {
        let files = cases(&stdlib.join(library).join("tests/cases"));
        assert!(!files.is_empty(), "{library} has cases");
        let wrong = mismatches(&files);
        assert!(wrong.is_empty(), "{library}:\n{}", wrong.join("\n"));
    }
}

/// The reference's own verdict on its case of a send that leaves `dry_run` to its default
/// under `dry_run_only()`: not proved, because the guarantee reads an argument never passed.
const DEFAULT_DRY_RUN_CASE: &str = "dry_run_only_default_fail.py";

#[test]
fn the_reference_web_and_gmail_case_suites_get_their_verdicts_with_the_bundled_layers() {
    let Some(stdlib) = reference_stdlib() else {
        eprintln!("skipped: the reference sdist is not unpacked here (set CLAUZ3_REFERENCE_SDIST)");
        return;
    };
    for library in ["web_fetch", "web_search", "google_workspace"] {
        let files = cases(&stdlib.join(library).join("tests/cases"));
        assert!(files.len() >= 8, "{library} has cases");
        let (defaulted, rest): (Vec<PathBuf>, Vec<PathBuf>) =
            files.into_iter().partition(|f| f.ends_with(DEFAULT_DRY_RUN_CASE));
        let wrong = mismatches(&rest);
        assert!(wrong.is_empty(), "{library}:\n{}", wrong.join("\n"));
        for file in defaulted {
            let (code, text) = prove_in(Path::new("."), &file);
            assert_eq!(code, 1, "{text}");
            assert!(
                text.starts_with(
                    "main: partially proved unsupported guarantee expression (unknown effect field dry_run"
                ),
                "{text}"
            );
        }
    }
}

/// A project directory with `layer_dir/tools/env/trusted/effects.py` declaring `read_env`
/// with a different precondition (names must start with `APP_`), and `prog.py` next to it.
fn project_with_own_env(layer_dir: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let trusted = dir.path().join(layer_dir).join("tools/env/trusted");
    std::fs::create_dir_all(&trusted).unwrap();
    std::fs::write(
        trusted.join("effects.py"),
        "import clauz3\n\n\n@clauz3.requires(lambda name: name.startswith(\"APP_\"), message=\"APP_ only\")\n@clauz3.trusted\ndef read_env(name: str) -> str:\n    ...\n",
    )
    .unwrap();
    std::fs::write(
        dir.path().join("prog.py"),
        "from tools.env.trusted.effects import read_env\n\n\ndef main() -> str:\n    return read_env(\"HOME\")\n",
    )
    .unwrap();
    dir
}

#[test]
fn a_root_on_disk_wins_over_the_bundled_layer() {
    // With the bundled layer `read_env("HOME")` proves; the project's own layer refuses it.
    let plain = tempfile::tempdir().unwrap();
    std::fs::write(
        plain.path().join("prog.py"),
        "from tools.env.trusted.effects import read_env\n\n\ndef main() -> str:\n    return read_env(\"HOME\")\n",
    )
    .unwrap();
    assert_eq!(prove_in(plain.path(), Path::new("prog.py")), (0, "main: proved! assertion\n".into()));
    let project = project_with_own_env(".");
    let (code, text) = prove_in(project.path(), Path::new("prog.py"));
    assert_eq!((code, text.lines().next().unwrap_or("")), (1, "main: failed assertion"));
}

#[test]
fn an_installed_layer_under_dot_clauz3_is_found_without_flags() {
    let project = project_with_own_env(".clauz3");
    let (code, text) = prove_in(project.path(), Path::new("prog.py"));
    assert_eq!((code, text.lines().next().unwrap_or("")), (1, "main: failed assertion"));
}

/// `clauz3 libraries ARGS` in `cwd`: (exit code, stdout).
fn libraries_in(cwd: &Path, args: &[&str]) -> (i32, String) {
    let (code, stdout, _) = clauz3_in(cwd, "libraries", args);
    (code, stdout)
}

#[test]
fn libraries_lists_the_bundled_libraries_and_filters_by_every_word() {
    let cwd = tempfile::tempdir().unwrap();
    let (code, text) = libraries_in(cwd.path(), &[]);
    assert_eq!(code, 0);
    assert_eq!(
        text,
        "stdlib:db [bundled; not installed]
  Read typed rows from SQLite files and CSV tables; create SQLite tables and insert rows.
  Use: import tools.db.trusted (built in, no install needed)
stdlib:env [bundled; not installed]
  Read environment variables, with contracts on which names a program may read.
  Use: import tools.env.trusted (built in, no install needed)
stdlib:filesystem [bundled; not installed]
  Read, search and list files; write, copy, move, delete and chmod them; contracts say what the tools may do to the filesystem.
  Use: import tools.filesystem.trusted (built in, no install needed)
stdlib:gh [bundled; not installed]
  Use the GitHub CLI, with contracts on which repositories, objects and verbs a program may touch.
  Runtime requirements: gh: the GitHub CLI, on the PATH clauz3 runs with and logged in (gh auth login)
  Use: import tools.gh.trusted (built in, no install needed)
stdlib:git [bundled; not installed]
  Run git subcommands and pushes, with contracts on which subcommands, where, how many, and where pushes go.
  Runtime requirements: git: the git program, on the PATH clauz3 runs with
  Use: import tools.git.trusted (built in, no install needed)
stdlib:google_workspace [bundled; not installed]
  Preview or send email and save Gmail drafts through gog, with contracts on recipients, counts and content.
  Runtime requirements: gog: the gog CLI (https://gogcli.sh), on the PATH clauz3 runs with and authorized for Gmail (gog auth add you@example.com --services gmail); only for real sends and drafts
  Use: import tools.google_workspace.gmail.trusted (built in, no install needed)
stdlib:rsync [bundled; not installed]
  Synchronize files with rsync, with contracts on sources, destinations and deletion.
  Runtime requirements: rsync: the rsync program, on the PATH clauz3 runs with
  Use: import tools.rsync.trusted (built in, no install needed)
stdlib:web_fetch [bundled; not installed]
  Fetch URLs and POST text over HTTP, with contracts on which URLs, how many requests, and whether POSTs happen.
  Use: import tools.web_fetch.trusted (built in, no install needed)
stdlib:web_search [bundled; not installed]
  Search the web through a backend you configure, with contracts on query content and counts.
  Runtime requirements: CLAUZ3_SEARCH_URL: a JSON search endpoint taking {\"query\", \"key\"} and returning an array of URLs (key from CLAUZ3_SEARCH_API_KEY)
  Use: import tools.web_search.trusted (built in, no install needed)
"
    );
    let (_, only_fs) = libraries_in(cwd.path(), &["CHMOD", "never_read_under"]);
    assert!(only_fs.starts_with("stdlib:filesystem") && !only_fs.contains("stdlib:env"), "{only_fs}");
    let (code, none) = libraries_in(cwd.path(), &["chmod", "read_env"]);
    assert_eq!((code, none.as_str()), (0, "No libraries match. Try clauz3 libraries without a query.\n"));
}

#[test]
fn libraries_json_lists_effects_contracts_and_install_state() {
    let cwd = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(cwd.path().join(".clauz3/tools/env/trusted")).unwrap();
    let (code, text) = libraries_in(cwd.path(), &["--json"]);
    assert_eq!(code, 0);
    let records: Vec<serde_json::Value> = serde_json::from_str(&text).unwrap();
    let names: Vec<&str> = records.iter().map(|r| r["source"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "stdlib:db",
            "stdlib:env",
            "stdlib:filesystem",
            "stdlib:gh",
            "stdlib:git",
            "stdlib:google_workspace",
            "stdlib:rsync",
            "stdlib:web_fetch",
            "stdlib:web_search"
        ]
    );
    assert_eq!(records[1]["installed"], true);
    assert_eq!(records[2]["installed"], false);
    assert_eq!(records[1]["effects"], serde_json::json!(["read_env"]));
    assert_eq!(records[0]["effects"], serde_json::json!(["read_rows", "create_table", "insert_row"]));
    assert_eq!(records[0]["contracts"].as_array().unwrap().len(), 13);
    assert_eq!(records[2]["package"], "tools.filesystem.trusted");
    let effects = records[2]["effects"].as_array().unwrap();
    assert_eq!(effects.len(), 13);
    let contracts = records[2]["contracts"].as_array().unwrap();
    assert!(contracts.contains(&serde_json::json!("only_reads_files_under")) && contracts.len() == 26);
    let gmail = &records[5];
    assert_eq!(
        (&gmail["package"], &gmail["installed"]),
        (&"tools.google_workspace.gmail.trusted".into(), &false.into())
    );
    assert_eq!(gmail["effects"], serde_json::json!(["send_email", "create_draft"]));
    assert_eq!(gmail["contracts"].as_array().unwrap().len(), 13);
    assert_eq!(records[7]["effects"], serde_json::json!(["fetch_url", "post_url"]));
    assert_eq!(records[8]["effects"], serde_json::json!(["web_search"]));
}

#[test]
fn the_gmail_library_installs_below_its_nested_domain_and_shows_installed() {
    let project = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(project.path()).unwrap();
    let dest = root.join(".clauz3/tools/google_workspace/gmail");
    let (code, out, _) = install_in(&root, &["stdlib:google_workspace"]);
    assert_eq!((code, out), (0, format!("installed trusted layer: {}\n", dest.display())));
    assert!(dest.join("trusted/effects.py").is_file() && dest.join("trusted/contracts.py").is_file());
    let (_, listing) = libraries_in(&root, &["gmail"]);
    assert!(listing.starts_with("stdlib:google_workspace [bundled; installed in .clauz3/tools]\n"), "{listing}");
    let case = Path::new("tests/data/stdlib/google_workspace/weekly_digest_pass.py");
    std::fs::copy(case, root.join("prog.py")).unwrap();
    assert_eq!(prove_in(&root, Path::new("prog.py")).0, 0);
}

/// `clauz3 install ARGS` in `cwd`: (exit code, stdout, stderr).
fn install_in(cwd: &Path, args: &[&str]) -> (i32, String, String) {
    clauz3_in(cwd, "install", args)
}

#[test]
fn install_copies_the_layer_into_the_project_which_then_uses_its_copy() {
    let project = tempfile::tempdir().unwrap();
    let root = std::fs::canonicalize(project.path()).unwrap();
    let dest = root.join(".clauz3/tools/env");
    let (code, out, _) = install_in(&root, &["stdlib:env"]);
    assert_eq!((code, out), (0, format!("installed trusted layer: {}\n", dest.display())));
    for file in ["trusted/effects.py", "trusted/contracts.py", "clauz3.yaml", ".clauz3-origin.json"] {
        assert!(dest.join(file).is_file(), "{file}");
    }
    assert!(std::fs::read_to_string(dest.join("clauz3.yaml")).unwrap().starts_with("schema_version: 1\nname: env\n"));
    assert!(root.join(".clauz3/.gitignore").is_file());
    let (code, _, err) = install_in(&root, &["env"]);
    assert_eq!((code, err), (2, format!("error: {} already exists (use --force to overwrite)\n", dest.display())));
    assert_eq!(install_in(&root, &["--force", "env"]).0, 0);
    let (code, _, err) = install_in(&root, &["stdlib:nosuch"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error: stdlib:nosuch is not a bundled library"), "{err}");
    // The bundled layers pass every check of `clauz3 lint`.
    assert_eq!(install_in(&root, &["stdlib:filesystem"]).0, 0);
    let roots = [".clauz3/tools/env/trusted", ".clauz3/tools/filesystem/trusted"];
    assert_eq!(clauz3_in(&root, "lint", &roots), (0, "no findings in 2 trusted roots\n".into(), String::new()));
    // Programs use the installed copy: a precondition added to it is what the proof checks.
    std::fs::write(
        root.join("prog.py"),
        "from tools.env.trusted.effects import read_env\n\n\ndef main() -> str:\n    return read_env(\"HOME\")\n",
    )
    .unwrap();
    assert_eq!(prove_in(&root, Path::new("prog.py")).0, 0);
    let effects = dest.join("trusted/effects.py");
    let text = std::fs::read_to_string(&effects).unwrap();
    let stricter =
        text.replace("@clauz3.trusted", "@clauz3.requires(lambda name: name.startswith(\"APP_\"))\n@clauz3.trusted");
    assert_ne!(text, stricter);
    std::fs::write(&effects, stricter).unwrap();
    assert_eq!(prove_in(&root, Path::new("prog.py")).0, 1);
}

/// Copies the directory tree `from` to `to`.
fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap().flatten() {
        let (src, dest) = (entry.path(), to.join(entry.file_name()));
        if src.is_dir() {
            copy_tree(&src, &dest);
        } else {
            std::fs::copy(&src, &dest).unwrap();
        }
    }
}

#[test]
fn the_references_own_layer_installed_in_a_project_runs_natively() {
    let Some(stdlib) = reference_stdlib() else {
        eprintln!("skipped: the reference sdist is not unpacked here (set CLAUZ3_REFERENCE_SDIST)");
        return;
    };
    let project = tempfile::tempdir().unwrap();
    let root = project.path();
    copy_tree(&stdlib.join("filesystem/tools/filesystem"), &root.join(".clauz3/tools/filesystem"));
    std::fs::write(
        root.join("prog.py"),
        "from tools.filesystem.trusted.effects import read_file, write_file\n\n\ndef main() -> None:\n    write_file(\"o/x.txt\", \"hey\")\n    print(read_file(\"o/x.txt\"))\n",
    )
    .unwrap();
    let log = root.join("audit.jsonl");
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(["run", "--yes", "--audit-log"])
        .arg(&log)
        .arg("prog.py")
        .current_dir(root)
        .stdin(std::process::Stdio::null())
        .output()
        .expect("the binary runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    assert!(stdout.starts_with("hey\n"), "{stdout}");
    assert_eq!(std::fs::read_to_string(root.join("o/x.txt")).unwrap(), "hey");
    let natives = std::fs::read_to_string(&log).unwrap().matches("\"handler\":\"native\"").count();
    assert_eq!(natives, 2);
}
