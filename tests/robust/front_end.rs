//! The front end: deep, long, huge and malformed sources are refused with one located
//! diagnostic, or accepted when CPython accepts them.

use crate::support::{lines, Scratch, EFFECTS};

fn flat_sum(terms: usize) -> String {
    format!("def main() -> int:\n    return {}\n", vec!["1"; terms].join("+"))
}

#[test]
fn a_flat_sum_of_200000_terms_is_refused_where_it_starts_by_every_command() {
    let s = Scratch::new();
    s.write("prog.py", flat_sum(200_000));
    s.write("tools/deep/trusted/effects.py", EFFECTS);
    s.write("tools/deep/trusted/contracts.py", format!("LIMIT = {}\n", vec!["1"; 200_000].join("+")));
    let expected = "error[limit]: expression nested more than 3000 levels deep\n --> prog.py:2:12";
    for command in ["dry-run", "prove"] {
        let out = s.run(&[command, "prog.py"]);
        assert_eq!(out.code, 2, "{command}: {}", out.stderr);
        assert!(out.stderr.contains("error[limit]: expression nested more than 3000 levels deep"), "{}", out.stderr);
    }
    let alone = Scratch::new();
    alone.write("prog.py", flat_sum(200_000));
    let out = alone.run(&["dry-run", "prog.py"]);
    assert_eq!((out.code, lines(&out.stderr, 2)), (2, expected.to_owned()));
    assert_eq!(out.stderr.matches("error[").count(), 1, "{}", out.stderr);
    for command in ["lint", "tools"] {
        let out = s.run(&[command, "--trusted-root", "tools/deep/trusted"]);
        assert_ne!(out.code, 0, "{command}");
        let said = out.stdout + &out.stderr;
        assert!(said.contains("expression nested more than 3000 levels deep"), "{command}: {said}");
        assert!(said.contains("contracts.py:1:9"), "{command}: {said}");
    }
}

#[test]
fn a_flat_sum_as_long_as_cpython_compiles_runs_and_proves() {
    let s = Scratch::new();
    s.write("prog.py", flat_sum(2_990));
    let out = s.run(&["dry-run", "prog.py"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "main: ran (0 effects)\nreturned: 2990\n"));
    let out = s.run(&["prove", "prog.py"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "main: proved! nothing to prove\n"));
}

#[test]
fn a_quoted_line_of_a_million_characters_is_clipped() {
    let s = Scratch::new();
    s.write("prog.py", format!("def main() -> int:\n    return {}\n", vec!["-1"; 300_000].join("-")));
    let out = s.run(&["dry-run", "prog.py"]);
    assert_eq!(out.code, 2);
    let quoted = out.stderr.lines().nth(3).unwrap_or_default();
    assert!(quoted.chars().count() < 200 && quoted.ends_with('…'), "{quoted}");
}

#[test]
fn a_20_mb_program_is_refused_up_front_and_the_limit_is_configurable() {
    let s = Scratch::new();
    s.write("big.py", format!("def main() -> int:\n    x = 0\n{}    return x\n", "    x = x + 1\n".repeat(1_500_000)));
    let out = s.run(&["dry-run", "big.py"]);
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stderr,
        "error[limit]: big.py: the file has 21000042 bytes, more than the 1024 KiB a source file may have (--max-source-kib)\n"
    );
    s.write("small.py", "def main() -> int:\n    return 1\n");
    let out = s.run(&["dry-run", "--max-source-kib", "1", "small.py"]);
    assert_eq!((out.code, out.stdout.as_str()), (0, "main: ran (0 effects)\nreturned: 1\n"));
    s.write("two.py", format!("def main() -> int:\n    return 1\n{}", "#".repeat(2_000)));
    let out = s.run(&["prove", "--max-source-kib", "1", "two.py"]);
    assert_eq!(out.code, 2);
    assert!(out.stderr.contains("the file has 2032 bytes, more than the 1 KiB"), "{}", out.stderr);
}

#[test]
fn a_nul_byte_is_a_located_syntax_error_shown_as_a_symbol() {
    let s = Scratch::new();
    s.write("nul.py", "def main() -> int:\n    x = 1\0\n    return x\n");
    let out = s.run(&["dry-run", "nul.py"]);
    assert_eq!(out.code, 2);
    assert_eq!(
        out.stderr,
        "error[syntax]: invalid syntax: source code cannot contain null bytes\n --> nul.py:2:10\n  |\n2 |     x = 1\u{2400}\n  |          ^\n"
    );
}

#[test]
fn a_file_that_is_not_utf8_names_line_column_and_byte_offset() {
    let s = Scratch::new();
    s.write("latin.py", b"def main() -> str:\n    return 'caf\xe9'\n");
    let out = s.run(&["dry-run", "latin.py"]);
    assert_eq!(out.code, 2);
    assert_eq!(out.stderr, "error[config]: latin.py:2:16: the file is not UTF-8: byte 0xe9 at byte offset 34\n");
}

#[test]
fn an_import_from_a_trusted_root_that_is_not_there_says_so_once() {
    let s = Scratch::new();
    s.write("p.py", "from tools.mail.trusted.effects import send, fetch\n\n\ndef main() -> None:\n    pass\n");
    let out = s.run(&["dry-run", "p.py"]);
    assert_eq!(out.code, 2);
    assert_eq!(
        lines(&out.stderr, 1),
        "error[unsupported]: no trusted root provides `tools.mail.trusted.effects`: pass --trusted-root DIR or --import-root DIR (without them, roots are discovered in the nearest `tools/` directory above the program)"
    );
    assert_eq!(out.stderr.matches("error[").count(), 1, "{}", out.stderr);
}

#[test]
fn an_import_root_that_is_not_a_directory_is_a_usage_error() {
    let s = Scratch::new();
    s.write("p.py", "def main() -> int:\n    return 1\n");
    for args in [
        &["tools", "--import-root", "nowhere"][..],
        &["lint", "--import-root", "nowhere"],
        &["prove", "--import-root", "nowhere", "p.py"],
    ] {
        let out = s.run(args);
        assert_eq!(
            (out.code, out.stderr.as_str()),
            (2, "error[config]: import root nowhere is not a directory\n"),
            "{args:?}"
        );
    }
}

#[test]
fn scripted_returns_hold_python_ints_of_any_size() {
    let s = Scratch::new();
    s.write("tools/num/trusted/effects.py", "import clauz3\n\n\n@clauz3.trusted\ndef big() -> int: ...\n");
    s.write(
        "b.py",
        "from tools.num.trusted.effects import big\n\n\ndef main() -> int:\n    return big() - 10**400 + 1\n",
    );
    s.write("r.json", format!("{{\"big\": [1{}]}}", "0".repeat(400)));
    let out = s.run(&["dry-run", "--quiet", "--returns", "r.json", "b.py"]);
    assert_eq!((out.code, out.stdout.as_str(), out.stderr.as_str()), (0, "1\n", ""));
}
