//! The manual (`docs/`, built with mdBook) and the README: every relative link resolves, every
//! page is in the book, the CLI reference is clap's own, the subset pages are `subset-spec/`'s
//! files, and every example the manual shows runs with the documented command and prints the
//! documented output.
#![expect(clippy::disallowed_methods, reason = "tests read the manual and write the CLI page")]
#![expect(clippy::disallowed_types, reason = "the examples run the binary")]

mod tree_common;

use std::path::{Path, PathBuf};
use std::process::Command;
use tree_common::files_under;

fn markdown_files() -> Vec<PathBuf> {
    let mut files = vec![PathBuf::from("README.md"), PathBuf::from("ARCHITECTURE.md")];
    files.extend(files_under(Path::new("docs"), Some("md")));
    files
}

/// The targets of `[text](target)` links outside fenced code blocks and inline code.
fn link_targets(text: &str) -> Vec<String> {
    let mut targets = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let outside_code: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let mut rest = outside_code.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            targets.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    targets
}

#[test]
fn every_relative_link_resolves() {
    let mut broken = Vec::new();
    for file in markdown_files() {
        let text = std::fs::read_to_string(&file).unwrap();
        for target in link_targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") || target.starts_with('#') {
                continue;
            }
            let path = target.split('#').next().unwrap();
            let resolved = file.parent().unwrap().join(path);
            if !resolved.exists() {
                broken.push(format!("{}: {target}", file.display()));
            }
        }
        // mdBook only logs an include it cannot read.
        for (at, _) in text.match_indices("{{#include ") {
            let target = text[at + "{{#include ".len()..].split("}}").next().unwrap();
            if !file.parent().unwrap().join(target).is_file() {
                broken.push(format!("{}: {{{{#include {target}}}}}", file.display()));
            }
        }
    }
    assert!(broken.is_empty(), "links to nothing:\n{}", broken.join("\n"));
}

#[test]
fn the_link_checker_sees_links_and_skips_code() {
    let text = "see [a](a.md) and `[b](b.md)`\n```\n[c](c.md)\n```\n[d](d.md#part)\n";
    assert_eq!(link_targets(text), ["a.md", "d.md#part"]);
}

/// The pages `docs/SUMMARY.md` lists, relative to `docs/`.
fn summary_pages() -> Vec<String> {
    let summary = std::fs::read_to_string("docs/SUMMARY.md").unwrap();
    link_targets(&summary)
}

#[test]
fn every_page_is_in_the_book_and_every_entry_exists() {
    let listed = summary_pages();
    for page in &listed {
        assert!(Path::new("docs").join(page).is_file(), "SUMMARY.md lists {page}, which does not exist");
    }
    for file in markdown_files() {
        let Ok(page) = file.strip_prefix("docs") else { continue };
        let page = page.to_string_lossy().replace('\\', "/");
        if page != "SUMMARY.md" {
            assert!(listed.contains(&page), "docs/{page} is not in docs/SUMMARY.md, so the book leaves it out");
        }
    }
}

#[test]
fn the_subset_pages_are_subset_spec_files() {
    let mut names: Vec<_> = std::fs::read_dir("subset-spec")
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .collect();
    names.sort();
    assert!(!names.is_empty());
    for name in names {
        let page = std::fs::read_to_string(format!("docs/subset/{name}"))
            .unwrap_or_else(|_| panic!("subset-spec/{name} has no page docs/subset/{name}"));
        assert_eq!(page, format!("{{{{#include ../../subset-spec/{name}}}}}\n"), "docs/subset/{name}");
    }
}

#[test]
fn the_cli_reference_is_generated_from_the_command_line() {
    let generated = clauz3::cli::reference_markdown();
    for command in ["dry-run", "prove", "run", "tools", "lint", "fuzz", "policy-check", "spine run"] {
        assert!(generated.contains(&format!("\n## `clauz3 {command}`\n")), "no section for {command}");
    }
    if std::env::var_os("CLAUZ3_BLESS").is_some() {
        std::fs::write("docs/cli.md", &generated).unwrap();
    }
    let written = std::fs::read_to_string("docs/cli.md").unwrap_or_default();
    assert!(
        written == generated,
        "docs/cli.md is not what the command line defines: CLAUZ3_BLESS=1 cargo test --test docs"
    );
}

/// One documented command and its output: `docs/examples/<example>/<name>.console` holds
/// `$ clauz3 ARGS` (or `$ cd DIR && clauz3 ARGS`) on its first line and what the command prints
/// on stdout after it; `<name>.stderr.console` holds what it prints on stderr (a refusal).
struct Transcript {
    file: PathBuf,
    /// Where the command runs: `cd DIR` (from the repository's root), else the example's own
    /// directory; `docs/examples/repository/`'s commands run at the root, naming files there.
    workdir: PathBuf,
    args: Vec<String>,
    expected: String,
    /// The transcript is of stderr, not stdout.
    stderr: bool,
}

/// Where a transcript's command runs, and its arguments.
fn parse_command(example: &Path, command: &str) -> Option<(PathBuf, Vec<String>)> {
    let command = command.strip_prefix("$ ")?;
    let (workdir, command) = match command.strip_prefix("cd ") {
        Some(rest) => {
            let (dir, command) = rest.split_once(" && ")?;
            (PathBuf::from(dir), command)
        }
        None if example.ends_with("repository") => (PathBuf::from("."), command),
        None => (example.to_path_buf(), command),
    };
    let args = command.strip_prefix("clauz3 ")?.split_whitespace().map(str::to_string).collect();
    Some((workdir, args))
}

fn transcripts() -> Vec<Transcript> {
    let mut found = Vec::new();
    for example in std::fs::read_dir("docs/examples").unwrap() {
        let example = example.unwrap().path();
        for entry in std::fs::read_dir(&example).unwrap() {
            let file = entry.unwrap().path();
            if file.extension().is_none_or(|e| e != "console") {
                continue;
            }
            let text = std::fs::read_to_string(&file).unwrap();
            let (command, expected) = text.split_once('\n').unwrap();
            let (workdir, args) =
                parse_command(&example, command).unwrap_or_else(|| panic!("{}: no `$ clauz3 ...`", file.display()));
            let stderr = file.file_stem().is_some_and(|stem| stem.to_string_lossy().ends_with(".stderr"));
            found.push(Transcript { file, workdir, args, expected: expected.to_string(), stderr });
        }
    }
    found.sort_by(|a, b| a.file.cmp(&b.file));
    found
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let path = entry.unwrap().path();
        let target = to.join(path.file_name().unwrap());
        if path.is_dir() {
            copy_dir(&path, &target);
        } else {
            std::fs::copy(&path, &target).unwrap();
        }
    }
}

#[test]
fn a_transcript_says_where_its_command_runs() {
    let example = Path::new("docs/examples/quickstart");
    let (dir, args) = parse_command(example, "$ clauz3 prove --explain a.py").unwrap();
    assert_eq!((dir.as_path(), args), (example, vec!["prove".into(), "--explain".into(), "a.py".into()]));
    let (dir, _) = parse_command(example, "$ cd corpus/ledger && clauz3 tools").unwrap();
    assert_eq!(dir, Path::new("corpus/ledger"));
    let (dir, _) = parse_command(Path::new("docs/examples/repository"), "$ clauz3 tools").unwrap();
    assert_eq!(dir, Path::new("."));
    assert!(parse_command(example, "$ python3 a.py").is_none());
}

#[test]
fn every_example_runs_as_documented() {
    let all = transcripts();
    assert!(all.len() >= 4, "the examples' transcripts are missing");
    for transcript in all {
        // A copy, so that what a command writes (an audit log) never lands in the repository;
        // commands at the root only read.
        let dir = tempfile::tempdir().unwrap();
        let workdir = if transcript.workdir == Path::new(".") {
            transcript.workdir.clone()
        } else {
            copy_dir(&transcript.workdir, dir.path());
            dir.path().to_path_buf()
        };
        // The user store is the test's own, empty: a machine's installed layers are not the
        // manual's.
        let store = tempfile::tempdir().unwrap();
        let output = Command::new(env!("CARGO_BIN_EXE_clauz3"))
            .args(&transcript.args)
            .current_dir(&workdir)
            .env("CLAUZ3_HOME", store.path().join("home"))
            .env("XDG_DATA_HOME", store.path().join("data"))
            .env_remove("CLAUZ3_APPROVAL_SERVICE")
            .env_remove("CLAUZ3_APPROVAL_URL")
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let (shown, other) =
            if transcript.stderr { (&output.stderr, &output.stdout) } else { (&output.stdout, &output.stderr) };
        assert_eq!(
            without_secrets(&without_rates(&String::from_utf8_lossy(shown))),
            without_secrets(&transcript.expected),
            "{} prints something else (the other stream: {})",
            transcript.file.display(),
            String::from_utf8_lossy(other)
        );
    }
}

/// `text` with each rate a command measured, `(4.7/s)`, as `(<rate>/s)`: it is the machine's.
fn without_rates(text: &str) -> String {
    let pieces: Vec<&str> = text.split("/s)").collect();
    let mut out = String::new();
    for (i, piece) in pieces.iter().enumerate() {
        let last = i + 1 == pieces.len();
        let measured = piece.rfind('(').filter(|&open| {
            let number = &piece[open + 1..];
            !number.is_empty() && number.chars().all(|c| c.is_ascii_digit() || c == '.')
        });
        match measured {
            Some(open) if !last => out.push_str(&format!("{}<rate>", &piece[..=open])),
            _ => out.push_str(piece),
        }
        if !last {
            out.push_str("/s)");
        }
    }
    out
}

#[test]
fn rates_are_masked_and_other_text_kept() {
    assert_eq!(without_rates("cases 20 (4.1/s), runs 3 (x/s) (/s)\n"), "cases 20 (<rate>/s), runs 3 (x/s) (/s)\n");
}

#[test]
fn every_example_file_is_shown_in_the_manual() {
    let pages: String = markdown_files().iter().map(|f| std::fs::read_to_string(f).unwrap()).collect();
    let files = files_under(Path::new("docs/examples"), None);
    for file in files {
        let below_docs = file.strip_prefix("docs").unwrap().to_string_lossy().replace('\\', "/");
        assert!(pages.contains(&format!("{{{{#include {below_docs}}}}}")), "no page includes docs/{below_docs}");
    }
}

/// The README cannot include files (it is read on its own), so its example is checked to be,
/// verbatim, the example the manual includes and the test above runs.
#[test]
fn the_readme_example_is_the_documented_one() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    for file in [
        "docs/examples/quickstart/programs/tip_staff.py",
        "docs/examples/quickstart/prove_explain.console",
        "docs/examples/quickstart/run_capped.console",
        "docs/examples/libraries/config_default.py",
        "docs/examples/libraries/run_config_default.console",
    ] {
        let text = std::fs::read_to_string(file).unwrap();
        assert!(readme.contains(&text), "README.md does not show {file} as it is");
    }
}

/// What `clauz3 run PROGRAM` in a copy of the quickstart shows on a real terminal (a
/// pseudo-terminal from util-linux's `script`) when a person types `typed`: the session from the
/// request on, with the typed line after the prompt as a person sees it, request ids as `clr_...`
/// and the audit log's time stamp as `<ms>`; and the exit code.
fn terminal_session(program: &str, typed: &str) -> (String, Option<i32>) {
    let dir = tempfile::tempdir().unwrap();
    copy_dir(Path::new("docs/examples/quickstart"), dir.path());
    let command = format!("{} run {program}", env!("CARGO_BIN_EXE_clauz3"));
    let mut child = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(dir.path())
        .env_remove("CLAUZ3_APPROVAL_SERVICE")
        .env_remove("CLAUZ3_APPROVAL_URL")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("util-linux's `script` gives the run a terminal");
    use std::io::Write;
    child.stdin.take().unwrap().write_all(typed.as_bytes()).unwrap();
    let output = child.wait_with_output().unwrap();
    let shown = String::from_utf8_lossy(&output.stdout).replace('\r', "");
    // The terminal echoes what was typed ahead of the prompt; a person sees it after it.
    let start = shown.find("approval requested").unwrap_or_else(|| panic!("no request shown:\n{shown}"));
    let prompt = "request more: ";
    let at = start + shown[start..].find(prompt).expect("no decision prompt") + prompt.len();
    let answer = typed.lines().next().unwrap_or_default();
    let session = format!("{}{answer}\n{}", &shown[start..at], &shown[at..]);
    (without_run_ids(&session), output.status.code())
}

/// `text` with each request id (`clr_` and hex digits) as `clr_...` and each audit log's time
/// stamp (`runs/<digits>-`) as `runs/<ms>-`.
fn without_run_ids(text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find(['c', 'r']) {
        out.push_str(&rest[..at]);
        rest = &rest[at..];
        let (prefix, placeholder, digits): (&str, &str, fn(char) -> bool) = if rest.starts_with("clr_") {
            ("clr_", "clr_...", |c| c.is_ascii_hexdigit())
        } else if rest.starts_with("runs/") {
            ("runs/", "runs/<ms>", |c| c.is_ascii_digit())
        } else {
            out.push_str(&rest[..1]);
            rest = &rest[1..];
            continue;
        };
        let after = &rest[prefix.len()..];
        let end = after.find(|c: char| !digits(c)).unwrap_or(after.len());
        if end == 0 {
            out.push_str(prefix);
        } else {
            out.push_str(placeholder);
        }
        rest = &after[end..];
    }
    out.push_str(rest);
    out
}

#[test]
fn run_ids_are_masked_and_other_text_kept() {
    assert_eq!(
        without_run_ids("for a (clr_8dd0cf43), log ./.clauz3/runs/1796322925519-clr_8dd0.jsonl; clr_ runs/x"),
        "for a (clr_...), log ./.clauz3/runs/<ms>-clr_....jsonl; clr_ runs/x"
    );
}

/// The terminal approval the manual shows is what `clauz3 run` asks: a person's `r` rejects it,
/// with the note typed next, and nothing runs.
#[test]
fn the_terminal_approval_is_as_documented() {
    let documented = std::fs::read_to_string("docs/examples/quickstart/approve_terminal.txt").unwrap();
    let (shown, code) = terminal_session("programs/tip_staff_capped.py", "r\nnot today\n");
    let request_end = shown.find("request more: ").expect("the prompt") + "request more: ".len();
    assert_eq!(shown[..request_end].trim_end(), documented.trim_end());
    assert!(shown.contains("approval: rejected (by terminal)\nfeedback: not today"), "{shown}");
    assert_eq!(code, Some(3), "a rejected run exits 3:\n{shown}");
}

/// The whole approved run the manual shows: request, the person's `a`, what the program
/// prints, the report and the audit log's path.
#[test]
fn the_approved_terminal_run_is_as_documented() {
    let documented = std::fs::read_to_string("docs/examples/quickstart/approve_run.txt").unwrap();
    let (command, documented) = documented.split_once("\n\n").expect("a command line, a blank line, the session");
    assert_eq!(command, "$ clauz3 run programs/tip_staff_capped.py");
    let (shown, code) = terminal_session("programs/tip_staff_capped.py", "a\n");
    assert_eq!(shown, documented);
    assert_eq!(code, Some(0), "an approved run that succeeds exits 0:\n{shown}");
}

/// The manual's effect-free example programs (a `clauz3 dry-run PROGRAM` transcript of a
/// program importing no trusted layer) print in CPython what the transcript shows clauz3
/// printing, and return what it returns.
#[test]
fn the_effect_free_examples_print_what_cpython_prints() {
    let mut checked = 0;
    for transcript in transcripts() {
        let [command, program] = transcript.args.as_slice() else { continue };
        let path = transcript.workdir.join(program);
        let source = std::fs::read_to_string(&path).unwrap_or_default();
        if command != "dry-run" || source.contains("from tools.") || transcript.stderr {
            continue;
        }
        let script = "import runpy, sys\nr = runpy.run_path(sys.argv[1], run_name='example')['main']()\nprint('returned:', repr(r))";
        let out = Command::new("python3").arg("-c").arg(script).arg(&path).output().expect("python3 runs");
        assert!(out.status.success(), "{}: {}", path.display(), String::from_utf8_lossy(&out.stderr));
        let printed: Vec<&str> = transcript.expected.lines().filter_map(|l| l.strip_prefix("  | ")).collect();
        let returned = transcript.expected.lines().find(|l| l.starts_with("returned: ")).unwrap();
        let expected = format!("{}\n{returned}\n", printed.join("\n"));
        assert_eq!(String::from_utf8_lossy(&out.stdout), expected, "{}", path.display());
        checked += 1;
    }
    assert!(checked >= 1, "no effect-free example was found");
}

/// `text` with each key and token a command made (`..._KEY=<base64>`, `..._TOKEN=...`, a sign-in
/// link's `key=...`) as `<secret>` and each loopback port as `<port>`: they are new every run,
/// so the manual shows real ones and the test compares the rest.
fn without_secrets(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let secret_char = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    loop {
        let marks = [("_KEY=", "<secret>"), ("_TOKEN=", "<secret>"), ("?key=", "<secret>"), ("127.0.0.1:", "<port>")];
        let Some((at, mark, placeholder)) =
            marks.iter().filter_map(|(m, p)| rest.find(m).map(|at| (at, *m, *p))).min_by_key(|(at, _, _)| *at)
        else {
            break;
        };
        let value = &rest[at + mark.len()..];
        let end = value.find(|c: char| !secret_char(c)).unwrap_or(value.len());
        out.push_str(&rest[..at + mark.len()]);
        out.push_str(if end == 0 { "" } else { placeholder });
        rest = &value[end..];
    }
    out.push_str(rest);
    out
}

#[test]
fn secrets_and_ports_are_masked_and_other_text_kept() {
    assert_eq!(
        without_secrets("A_KEY=ab-c_9\nB_TOKEN= x http://127.0.0.1:8765/ui?key=Zz9 KEY=k"),
        "A_KEY=<secret>\nB_TOKEN= x http://127.0.0.1:<port>/ui?key=<secret> KEY=k"
    );
}

/// The approval service's first lines as the manual shows them (`docs/examples/approval/
/// service.session`: the command, then what it prints on start), from a real start on a free
/// port with a signing key exported, as the manual says to.
#[test]
fn the_approval_service_starts_as_documented() {
    use std::io::BufRead;
    let session = std::fs::read_to_string("docs/examples/approval/service.session").unwrap();
    let (command, documented) = session.split_once('\n').unwrap();
    let (_, args) = parse_command(Path::new("."), command).expect("a `$ clauz3 ...` line");
    let keys = Command::new(env!("CARGO_BIN_EXE_clauz3")).arg("approval-keygen").output().unwrap();
    let keys = String::from_utf8_lossy(&keys.stdout).into_owned();
    let seed = keys.lines().find_map(|l| l.strip_prefix("CLAUZ3_APPROVAL_SIGNING_KEY=")).expect("a signing key");
    let dir = tempfile::tempdir().unwrap();
    let mut service = Command::new(env!("CARGO_BIN_EXE_clauz3"))
        .args(&args)
        .args(["--port", "0"])
        .current_dir(dir.path())
        .env("CLAUZ3_APPROVAL_SIGNING_KEY", seed)
        .env_remove("CLAUZ3_APPROVAL_TOKEN")
        .env_remove("CLAUZ3_APPROVAL_DECISION_TOKEN")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = std::io::BufReader::new(service.stdout.take().unwrap()).lines();
    let shown: String = (0..documented.lines().count())
        .map_while(|_| lines.next().and_then(Result::ok))
        .map(|l| format!("{l}\n"))
        .collect();
    let _ = service.kill();
    let _ = service.wait();
    assert_eq!(without_secrets(&shown), without_secrets(documented));
}

#[path = "../docs/examples/library/effects_of.rs"]
#[expect(dead_code, reason = "the example's own `main` is for `cargo run --example`")]
mod effects_of_example;

/// The manual's library example lists what the quickstart program would call, as shown.
#[test]
fn the_library_example_lists_the_documented_effects() {
    let listing =
        effects_of_example::effects_of(Path::new("docs/examples/quickstart/programs/tip_staff_capped.py")).unwrap();
    let documented = std::fs::read_to_string("docs/examples/library/effects_of.txt").unwrap();
    assert_eq!(listing, documented);
    assert!(!listing.is_empty(), "the quickstart program calls effects");
}

/// The lines of the manual's fenced blocks that are not `{{#include ...}}`s, with a flag saying
/// whether each continues the previous one (it is indented).
fn inline_block_lines() -> Vec<(PathBuf, Vec<String>)> {
    let mut found = Vec::new();
    for file in files_under(Path::new("docs"), Some("md")) {
        let text = std::fs::read_to_string(&file).unwrap();
        let mut block: Option<Vec<String>> = None;
        for line in text.lines() {
            match (line.starts_with("```"), block.take()) {
                (true, None) => block = Some(Vec::new()),
                (true, Some(lines)) => {
                    if !lines.iter().any(|l| l.contains("{{#include")) {
                        found.push((file.clone(), lines));
                    }
                }
                (false, Some(mut lines)) => {
                    lines.push(line.to_string());
                    block = Some(lines);
                }
                (false, None) => {}
            }
        }
    }
    found
}

/// Every command synopsis the manual writes out (`clauz3 prove [--json] ...`, continued on
/// indented lines) names only options its command has, as `--help` lists them: a renamed or
/// removed flag fails here rather than in a user's terminal.
#[test]
fn every_written_synopsis_names_real_options() {
    let mut checked = 0;
    for (file, lines) in inline_block_lines() {
        let mut synopses: Vec<String> = Vec::new();
        for line in &lines {
            let line = line.trim_end_matches('\\');
            match (line.strip_prefix("clauz3 "), synopses.last_mut()) {
                (Some(rest), _) => synopses.push(rest.to_string()),
                (None, Some(last)) if line.starts_with(' ') => last.push_str(line),
                _ => {}
            }
        }
        for synopsis in synopses {
            let words: Vec<&str> = synopsis.split_whitespace().collect();
            let command: Vec<&str> = words
                .iter()
                .take_while(|w| {
                    w.starts_with(|c: char| c.is_ascii_lowercase())
                        && w.chars().all(|c| c.is_ascii_lowercase() || c == '-')
                })
                .copied()
                .collect();
            let help = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(&command).arg("--help").output().unwrap();
            let help = String::from_utf8_lossy(&help.stdout);
            for flag in synopsis
                .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
                .filter(|w| w.starts_with("--") && w.len() > 2)
            {
                assert!(
                    help.contains(&format!("{flag} "))
                        || help.contains(&format!("{flag}\n"))
                        || help.contains(&format!("{flag}=")),
                    "{}: `clauz3 {}` has no option {flag}",
                    file.display(),
                    command.join(" ")
                );
            }
            checked += 1;
        }
    }
    assert!(checked >= 6, "the synopses were not found ({checked})");
}

/// The `cargo run -- ...` commands the manual gives run from the repository's root: the files
/// they name exist and load (a proof that fails is an answer, exit 1; a configuration error,
/// exit 2, is not).
#[test]
fn the_manuals_cargo_run_commands_work_from_the_root() {
    let mut ran = 0;
    for (file, lines) in inline_block_lines() {
        for line in lines.iter().filter_map(|l| l.strip_prefix("cargo run -- ")) {
            let output = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(line.split_whitespace()).output().unwrap();
            assert!(
                matches!(output.status.code(), Some(0 | 1)) && !output.stdout.is_empty(),
                "{}: `{line}` exits {:?}: {}",
                file.display(),
                output.status.code(),
                String::from_utf8_lossy(&output.stderr)
            );
            ran += 1;
        }
    }
    assert!(ran >= 2, "the getting-started commands were not found");
}
