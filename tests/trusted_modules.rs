//! Trusted modules as people write them (docs/trusted-modules.md): helpers of their own and of
//! clauz3's embedded modules in both domains, typed path arguments, `is`/`type` and generator
//! arguments in helper bodies, the omitted-default rule, and one import-cycle error for every
//! command that loads a layer. The corpus domains `darkroom`, `cellar` and `courier` hold the
//! verdicts (`tests/prove_verdicts.rs`).

#![expect(clippy::disallowed_methods, reason = "one test writes a program to a temporary file")]

mod cli_common;

use cli_common::clauz3_in;

const DARKROOM: &[&str] =
    &["--trusted-root", "corpus/prove/darkroom/tools/darkroom/trusted", "--import-root", "corpus/prove/darkroom"];
const RING: &[&str] = &[
    "--trusted-root",
    "tests/data/lint/import-cycle/tools/ring/trusted",
    "--import-root",
    "tests/data/lint/import-cycle",
];

fn run(command: &str, roots: &[&str], args: &[&str]) -> (i32, String, String) {
    clauz3_in(".", command, &[roots, args].concat())
}

const CYCLE: &str = "error[config]: trusted modules import each other in a cycle: `tools.ring.trusted.limits` imports `tools.ring.trusted.units` (tests/data/lint/import-cycle/tools/ring/trusted/limits.py:1), `tools.ring.trusted.units` imports `tools.ring.trusted.limits` (tests/data/lint/import-cycle/tools/ring/trusted/units.py:1)\n --> tests/data/lint/import-cycle/tools/ring/trusted/units.py:1:1\n";

#[test]
fn an_import_cycle_is_one_located_error_for_prove_run_and_tools() {
    let program = "tests/data/trusted_modules/ring_program.py";
    for (command, args) in [("prove", vec![program]), ("run", vec!["--yes", program]), ("tools", vec![])] {
        let (code, stdout, stderr) = run(command, RING, &args);
        assert_eq!(code, 2, "{command}: {stdout}{stderr}");
        assert!(stderr.starts_with(CYCLE), "{command}: {stderr}");
        assert_eq!(stderr.matches("error[").count(), 1, "{command}: {stderr}");
    }
}

#[test]
fn a_precondition_calling_module_helpers_holds_in_both_domains() {
    // `publish` requires `is_photo(path) and is_album(album)`: helpers of `naming.py` that call
    // `clauz3._path_safety` (embedded) and read a module constant.
    let program = "corpus/prove/darkroom/programs/bad_album_fail.py";
    let (code, stdout, _) = run("prove", DARKROOM, &[program]);
    assert_eq!((code, stdout.as_str()), (1, "main: failed assertion\n"));
    let (code, stdout, stderr) = run("dry-run", DARKROOM, &[program]);
    assert_eq!((code, stdout.as_str()), (1, "main: failed: PreconditionError (0 effects)\n"));
    // The error names the layer's file and line where the precondition is declared.
    assert!(
        stderr.ends_with(
            "  = note: precondition declared here: corpus/prove/darkroom/tools/darkroom/trusted/effects.py:36:2\n"
        ),
        "{stderr}"
    );
    let (code, stdout, _) = run("dry-run", DARKROOM, &["corpus/prove/darkroom/programs/publish_cover_pass.py"]);
    assert_eq!(code, 0, "{stdout}");
    assert!(
        stdout.starts_with("main: ran (1 effect)\n  1. publish(path='rolls/r12/cover.jpg', album='summer') -> None")
    );
}

#[test]
fn typed_paths_are_checked_by_the_embedded_paths_module() {
    let (code, stdout, _) = run("prove", DARKROOM, &["tests/data/trusted_modules/bad_path_argument.py"]);
    assert_eq!(
        (code, stdout.as_str()),
        (1, "main: partially proved unsupported guarantee expression (guarantee argument refused: path 'rolls/../cover.jpg' is not a nonempty path of plain POSIX segments)\n")
    );
    // The contract helper itself tests `type(f) is not FilePath` over a generator.
    let (code, stdout, _) = run("prove", DARKROOM, &["tests/data/trusted_modules/untyped_path_argument.py"]);
    assert_eq!(
        (code, stdout.as_str()),
        (1, "main: partially proved unsupported guarantee expression (contract helper tools.darkroom.trusted.contracts.publishes_only raised TypeError: files must be a list of FilePath literals (a trusted-layer bug or a bad guarantee argument, not an unsupported construct))\n")
    );
}

#[test]
fn a_program_naming_clauz3s_own_modules_without_a_layer_gets_the_same_refusals() {
    // clauz3's own modules are loaded only where some text names them: here only the program
    // does, and the refusal is the one they give when loaded (the import is not for agents).
    let program = "tests/data/trusted_modules/own_module_import.py";
    for command in ["prove", "dry-run"] {
        let (code, stdout, stderr) = run(command, &[], &[program]);
        assert_eq!((code, stdout.as_str()), (2, ""), "{command}");
        assert_eq!(
            stderr,
            "error[unsupported]: import of `clauz3._path_safety` is not in the allowlist (use a trusted effect or pass --allow-import to opt in)\n --> tests/data/trusted_modules/own_module_import.py:3:1\n  |\n3 | from clauz3._path_safety import is_plain_path\n  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n\nerror[unsupported]: name `is_plain_path` is not defined\n --> tests/data/trusted_modules/own_module_import.py:8:21\n  |\n8 |         print(path, is_plain_path(path))\n  |                     ^^^^^^^^^^^^^\n",
            "{command}"
        );
    }
}

#[test]
fn a_guarantee_may_not_read_an_argument_left_to_its_default() {
    let (code, stdout, _) = run("prove", DARKROOM, &["corpus/prove/darkroom/programs/erase_default_fail.py"]);
    assert_eq!(
        (code, stdout.as_str()),
        (1, "main: partially proved unsupported guarantee expression (unknown effect field confirm: this `erase` call leaves `confirm` to its default; a guarantee reads only the arguments a call passes)\n")
    );
    let (code, stdout, _) = run("prove", DARKROOM, &["corpus/prove/darkroom/programs/erase_confirmed_pass.py"]);
    assert_eq!((code, stdout.as_str()), (0, "main: proved! assertion, guarantee\n"));
}

#[test]
fn identity_type_and_generator_arguments_print_as_cpython() {
    // The expected text is CPython 3.11's output for the same function.
    let (code, stdout, _) = run("dry-run", &[], &["tests/data/trusted_modules/identity_and_generators.py"]);
    assert_eq!(code, 0, "{stdout}");
    assert_eq!(
        stdout,
        "main: ran (0 effects)\nprinted:\n  | True True False True False <class 'list'>\n  | True False 6\n  | 1,0,2 [-2, -1, 0] a a\nreturned: None\n"
    );
}

#[test]
fn the_prover_refuses_identity_of_terms() {
    // A set holding a term (the prover may copy one per path) has no identity it can read; a
    // list's is its pointer's (`tests/copy_module.rs`).
    let program = "def main(a: int) -> None:\n    xs = {a}\n    assert xs is xs\n";
    let path = std::env::temp_dir().join(format!("clauz3-identity-{}.py", std::process::id()));
    std::fs::write(&path, program).unwrap();
    let (code, stdout, _) = run("prove", &[], &[path.to_str().unwrap()]);
    let _ = std::fs::remove_file(&path);
    assert_eq!(
        (code, stdout.as_str()),
        (1, "main: skipped unsupported program body (`is` on a symbolic value is not supported by the prover yet at line 3: xs is xs)\n")
    );
}

#[test]
fn helpers_come_through_aliases_and_relative_imports_of_subpackages() {
    // `import tools.t.trusted.limits as lim`, `from .sub.deep import twice`, and in
    // `sub/deep.py` `from ..limits import TOP`.
    let roots = [
        "--trusted-root",
        "tests/data/trusted_modules/nested/tools/t/trusted",
        "--import-root",
        "tests/data/trusted_modules/nested",
    ];
    let (code, stdout, _) = run("prove", &roots, &["tests/data/trusted_modules/nested/guarded_pass.py"]);
    assert_eq!((code, stdout.as_str()), (0, "main: proved! assertion\n"));
    let (code, stdout, _) = run("prove", &roots, &["tests/data/trusted_modules/nested/guarded_fail.py"]);
    assert_eq!((code, stdout.as_str()), (1, "main: failed assertion. Example: n=10.\n"));
}

#[test]
fn a_condition_may_not_read_module_state_an_effect_changes() {
    // `send` adds to `_SENT` (`global`): read as its first value, the precondition would be
    // proved for two sends of 2, which a run refuses. It is refused where it is read.
    let roots = [
        "--trusted-root",
        "tests/data/trusted_modules/state/tools/g/trusted",
        "--import-root",
        "tests/data/trusted_modules/state",
    ];
    let (code, _, stderr) = run("prove", &roots, &["tests/data/trusted_modules/state/twice.py"]);
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.starts_with("error[unsupported]: module-level `_SENT` of `tools.g.trusted.effects` is bound more than once or changed by a function (`global`), so its value when a condition reads it is not known\n --> tests/data/trusted_modules/state/tools/g/trusted/effects.py:6:28\n"),
        "{stderr}"
    );
}

#[test]
fn a_layer_matches_with_re_flags() {
    // Layers written for clauz3 0.2.1 pass `re`'s flags (`IGNORECASE`, `M | S`): a trusted
    // module holds functions only, so it reads them as the ints they stand for, and matching
    // goes as in CPython in both engines.
    let roots = [
        "--trusted-root",
        "tests/data/trusted_modules/regex_flags/tools/notes/trusted",
        "--import-root",
        "tests/data/trusted_modules/regex_flags",
    ];
    let (code, stdout, stderr) = run("prove", &roots, &["tests/data/trusted_modules/regex_flags/tagged_pass.py"]);
    assert_eq!((code, stdout.as_str()), (0, "main: proved! assertion\n"), "{stderr}");
    let (code, stdout, _) = run("prove", &roots, &["tests/data/trusted_modules/regex_flags/tagged_fail.py"]);
    assert_eq!((code, stdout.as_str()), (1, "main: failed assertion\n"));
    let (code, stdout, _) = run("dry-run", &roots, &["tests/data/trusted_modules/regex_flags/tagged_pass.py"]);
    assert_eq!(code, 0, "{stdout}");
    let (code, stdout, _) = run("dry-run", &roots, &["tests/data/trusted_modules/regex_flags/tagged_fail.py"]);
    assert_eq!((code, stdout.as_str()), (1, "main: failed: PreconditionError (0 effects)\n"));
}

#[test]
fn a_layer_imports_whole_standard_modules() {
    // Layers written for clauz3 0.2.1 write `import re` (not only `from re import ...`),
    // `import json`, `import math`, `import os.path`, `import string as text` and `from typing
    // import List`: their helpers call `re.compile(...)`, `json.loads(...)`,
    // `os.path.splitext(...)` in both engines.
    let roots = [
        "--trusted-root",
        "tests/data/trusted_modules/std_imports/tools/ledger/trusted",
        "--import-root",
        "tests/data/trusted_modules/std_imports",
    ];
    let (code, stdout, stderr) = run("prove", &roots, &["tests/data/trusted_modules/std_imports/post_pass.py"]);
    assert_eq!((code, stdout.as_str()), (0, "main: proved! assertion, assertion\n"), "{stderr}");
    let (code, stdout, _) = run("prove", &roots, &["tests/data/trusted_modules/std_imports/post_fail.py"]);
    assert_eq!((code, stdout.as_str()), (1, "main: failed assertion\n"));
    let (code, stdout, stderr) = run("dry-run", &roots, &["tests/data/trusted_modules/std_imports/post_pass.py"]);
    assert_eq!(code, 0, "{stdout}{stderr}");
    assert!(stdout.starts_with("main: ran (2 effects)\n"), "{stdout}");
    let (code, stdout, _) = run("dry-run", &roots, &["tests/data/trusted_modules/std_imports/post_fail.py"]);
    assert_eq!((code, stdout.as_str()), (1, "main: failed: PreconditionError (0 effects)\n"));
}
