//! `clauz3 prove`: verdict lines in the reference's format, obligations, counterexamples that
//! the interpreter reproduces, and honest `skipped` where the prover cannot decide.
#![expect(clippy::disallowed_types, reason = "the CLI tests run the binary")]
#![expect(clippy::disallowed_methods, reason = "a test writes its program to a temporary file")]

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;
use std::process::Command;

const ROOT: &str = "tests/data/prove/tools/bank/trusted";

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/prove/programs/{name}.py"));
    let program = Program::from_path(&path, &[PathBuf::from(ROOT)]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// A refutation with exactly this verdict line, which the interpreter reproduces.
fn assert_refuted(name: &str, line: &str) -> clauz3::ProofReport {
    let r = report(name);
    assert_eq!(r.line, line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    r
}

/// A refutation whose line starts so (the solver picks which counterexample), and which the
/// interpreter reproduces.
fn assert_refuted_with(name: &str, prefix: &str) -> clauz3::ProofReport {
    let r = report(name);
    assert!(r.line.starts_with(prefix), "{name}: {}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    r
}

#[test]
fn a_guarded_payment_proves() {
    let r = report("pay_capped_pass");
    // `funds // 4` divides by a non-zero literal: no ZeroDivisionError obligation.
    assert_eq!(r.line, "main: proved! assertion");
    assert_eq!(r.conclusion, Conclusion::Proved);
}

#[test]
fn an_unguarded_payment_fails_with_a_counterexample_the_interpreter_reproduces() {
    let r = assert_refuted("pay_uncapped_fail", "main: failed assertion. Example: balance_result_1=501.");
    let explanation = r.explanation.unwrap();
    assert!(
        explanation.starts_with("error[refuted]: precondition of `pay` violated: payments are between 1 and 500"),
        "{explanation}"
    );
    assert!(explanation.contains("counterexample: balance_result_1 = 501"), "{explanation}");
}

#[test]
fn division_by_an_input_is_refuted_before_the_assertion() {
    assert_refuted("split_fail", "main: failed ZeroDivisionError: integer division or modulo by zero. Example: approved_result_1=True, people=0, total=1.");
}

#[test]
fn helpers_and_chains_prove_for_every_input() {
    assert_eq!(report("guarded_pass").line, "main: proved! ZeroDivisionError, assertion");
}

/// Z3 4.8 gives up on `str(n)` inside string facts (this one timed out after five seconds);
/// the prover first asks with the conversion weakened to "some digits", which settles it.
#[test]
fn text_built_from_str_of_an_int_proves() {
    let r = report("label_digits_pass");
    assert_eq!(r.line, "main: proved! ValueError, assertion");
    assert_eq!(r.conclusion, Conclusion::Proved);
}

/// A model of the weakened query counts only when it satisfies the real facts: the
/// counterexample must replay.
#[test]
fn text_built_from_str_of_an_int_is_refuted_with_a_replaying_example() {
    assert_refuted_with("label_digits_fail", "main: failed assertion. Example: n=");
}

/// Z3 4.8 answered `unknown` after the whole time limit on a letter inside `str(n)`, even with
/// the conversion weakened; such tests are now settled by the characters each side can hold.
#[test]
fn a_letter_is_never_found_in_the_text_of_an_int() {
    let r = report("int_text_letters_pass");
    assert_eq!(
        r.line,
        "main: proved! ValueError, ValueError, ValueError, ValueError, ValueError, assertion, assertion, assertion"
    );
    let r = prove_source(
        "def main(n: int, s: str) -> None:\n    if abs(n) < 10**12:\n        assert \"a\" not in f\"{n}-{s}\"\n",
    );
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// Z3 4.8 ran out of time on `t[:k] + t[k:] == t` once `t` held `str(n)` (the fuzzer's most
/// common undecided query); slices cut at one place now join back into one slice, however the
/// `+`s group. Slices not cut at one place do not join.
#[test]
fn a_text_split_and_joined_again_is_the_same_text() {
    let source = "def main(n: int, s: str, j: int, k: int) -> None:\n    if abs(n) >= 10**12:\n        return\n    t = f\"{n}-{s}\"\n    assert t[:k] + t[k:] == t\n    head, tail = t[:k], t[k:]\n    assert \"<\" + head + tail + \">\" == \"<\" + t + \">\"\n    if 0 <= j <= k:\n        assert t[:j] + t[j:k] == t[:k]\n";
    assert_eq!(prove_source(source).line, "main: proved! ValueError, assertion, assertion, assertion");
    let r = prove_source(
        "def main(n: int, s: str, i: int) -> None:\n    if abs(n) >= 10**12:\n        return\n    t = f\"{n}-{s}\"\n    assert t[:2] + t[i:] == t\n",
    );
    assert!(r.line.starts_with("main: failed assertion. Example: "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// Z3 4.8 ran out of time on the text of a remainder starting with a digit it can never have;
/// the text of an int that takes few values is now one of their texts.
#[test]
fn the_text_of_a_remainder_is_one_of_few_texts() {
    let source = "def main(b: int, s: str) -> None:\n    assert not f\"{b % 7}-{s}\".startswith(\"7\")\n    assert str(b % -3) in (\"0\", \"-1\", \"-2\")\n";
    assert_eq!(prove_source(source).line, "main: proved! assertion, assertion");
    let r = prove_source("def main(b: int) -> None:\n    assert str(b % 10 + 1) != \"10\"\n");
    assert!(r.line.starts_with("main: failed assertion. Example: b="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// A solver shared between proofs (as the fuzzer's) changes nothing a verdict says: each proof
/// still gets its own answers, and a refutation still replays.
#[test]
fn proofs_on_a_shared_solver_reach_the_same_verdicts() {
    let names = ["label_digits_pass", "label_digits_fail", "huge_length_pass", "label_digits_fail"];
    let alone: Vec<String> = names.iter().map(|n| report(n).line).collect();
    let shared: Vec<clauz3::ProofReport> = names
        .iter()
        .map(|name| {
            let path = PathBuf::from(format!("tests/data/prove/programs/{name}.py"));
            let program = Program::from_path(&path, &[PathBuf::from(ROOT)]).unwrap_or_else(|e| panic!("{}", e.text));
            prove(&program, &ProveOptions { share_solver: true, ..ProveOptions::default() })
        })
        .collect();
    for (one, other) in alone.iter().zip(&shared) {
        assert_eq!(one.split("Example").next(), other.line.split("Example").next());
    }
    assert_eq!(shared[1].replay.as_deref(), Some("reproduced"));
    assert_eq!(shared[3].replay.as_deref(), Some("reproduced"));
}

/// Z3 4.8 gave up (after the whole time limit) on paths only a string longer than
/// `sys.maxsize` could take; the full solver now knows that no Python string is that long.
#[test]
fn paths_that_need_an_impossibly_long_string_are_ruled_out() {
    let r = report("huge_length_pass");
    assert_eq!(r.line, "main: proved! assertion");
    assert_eq!(r.conclusion, Conclusion::Proved);
}

/// Facts about texts' lengths alone are decided over the integers: Z3 4.8's string solver ran
/// out of time on `min(a, len(s)) > 50` and on paths only a text of 9.2e18 characters takes.
/// A counterexample gets a text of the length the integers give; one that needs a text too
/// long to hold is not given, and the program is skipped rather than proved.
#[test]
fn facts_about_lengths_alone_are_decided_over_the_integers() {
    assert_eq!(report("length_only_pass").line, "main: proved! assertion, assertion");
    let failed = assert_refuted_with("length_only_fail", "main: failed assertion. Example: a=");
    assert!(failed.line.contains(&format!("s='{}'", "a".repeat(51))), "{}", failed.line);
    let r = report("length_only_too_long");
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert!(r.line.contains("only texts longer than 65,536 characters meet the facts"), "{}", r.line);
}

#[test]
fn what_the_prover_cannot_model_is_skipped_with_the_place() {
    let r = report("bits_skip");
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert_eq!(r.line, "main: skipped unsupported program body (`&` on a symbolic value is not supported by the prover yet at line 5: n & 1)");
}

/// The verdict is one line even where the construct spans several: its first line is quoted.
#[test]
fn a_construct_over_several_lines_is_quoted_by_its_first_line() {
    let source = "def main(n: int):\n    x = (n +\n         (n & 1))\n    assert x >= 0 or x < 0\n";
    let program = Program::from_source("agent.py", source, &[]).unwrap();
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert_eq!(r.line, "main: skipped unsupported program body (`&` on a symbolic value is not supported by the prover yet at line 3: n & 1)");
    let source = "def main(n: int):\n    x = (n &\n         1)\n    assert x >= 0 or x < 0\n";
    let r = prove(&Program::from_source("agent.py", source, &[]).unwrap(), &ProveOptions::default());
    assert_eq!(r.line, "main: skipped unsupported program body (`&` on a symbolic value is not supported by the prover yet at line 2: n & …)");
}

#[test]
fn a_missing_target_is_no_theorem() {
    let program = Program::from_source("agent.py", "def helper() -> int:\n    return 1\n", &[]).unwrap();
    assert_eq!(prove(&program, &ProveOptions::default()).line, "no theorem found for target 'main'");
}

/// Runs the binary; exit code, stdout and stderr as one text.
fn cli(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3")).args(args).output().unwrap();
    format!(
        "exit: {}\n{}{}",
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

#[test]
fn the_cli_prints_one_line_per_entry_and_the_worst_exit_code() {
    insta::assert_snapshot!(cli(&[
        "prove",
        "--trusted-root",
        ROOT,
        "tests/data/prove/programs/pay_capped_pass.py",
        "tests/data/prove/programs/pay_uncapped_fail.py",
    ]));
}

#[test]
fn explain_shows_the_failing_obligation_and_the_trace() {
    insta::assert_snapshot!(cli(&[
        "prove",
        "--explain",
        "--trusted-root",
        ROOT,
        "tests/data/prove/programs/pay_uncapped_fail.py"
    ]));
}

#[test]
fn strings_are_reasoned_about_symbolically() {
    assert_eq!(report("mail_guarded_pass").line, "main: proved! assertion");
    assert_eq!(report("greet_pass").line, "main: proved! assertion");
    assert_refuted("mail_unguarded_fail", "main: failed assertion. Example: to='.com'.");
    let r = report("greet_fail");
    assert_eq!(r.conclusion, Conclusion::Failed);
    assert!(r.line.starts_with("main: failed assertion. Example: whoami_result_1='"), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// Regression: Z3 4.8 took minutes (and gigabytes) to build a text past a length bound of 1000,
/// past any time limit; the text is now guessed from the bound.
#[test]
fn a_text_longer_than_a_large_bound_is_a_counterexample() {
    let r = assert_refuted_with("publish_long_fail", "main: failed assertion. Example: text='aaaa");
    assert!(r.line.contains(&format!("text='{}'", "a".repeat(1001))), "{}", r.line);
}

/// Regression: where the failing text must be longer than any length the program names (a
/// framed message past its limit, a text longer than a count past 1000), Z3 4.8 gave up after
/// its time limit and the verdict was `skipped`; the lengths now come from the integer facts.
#[test]
fn a_text_only_a_length_calculation_reaches_is_a_counterexample() {
    for (name, shown) in [("publish_framed_fail", "text='aaaa"), ("longer_than_a_count_fail", "n=1001, s='aaaa")] {
        let path = PathBuf::from(format!("tests/data/prove/programs/{name}.py"));
        let program = Program::from_path(&path, &[PathBuf::from(ROOT)]).unwrap_or_else(|e| panic!("{}", e.text));
        let r = prove(&program, &ProveOptions { timeout_ms: 500, ..ProveOptions::default() });
        assert!(r.line.starts_with(&format!("main: failed assertion. Example: {shown}")), "{name}: {}", r.line);
        assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    }
}

/// Regression: a method called on a symbolic string was looked up as if on an int, so the
/// prover refuted a correct program (the replay caught it as a parity error).
#[test]
fn methods_on_symbolic_strings_are_looked_up_on_str() {
    let r = report("mail_guarded_pass");
    assert!(r.obligations.iter().all(|o| o.kind != "AttributeError"), "{:?}", r.obligations);
}

/// Regression: contradictory postconditions made every later obligation hold vacuously, and
/// the program was reported proved.
#[test]
fn contradictory_assumptions_are_vacuous_not_proved() {
    let r = report("impossible_vacuous");
    assert_eq!(r.conclusion, Conclusion::Vacuous);
    assert_eq!(r.line, "main: vacuous assumptions are contradictory");
}

#[test]
fn loops_that_depend_on_inputs_are_bounded_and_named() {
    let r = report("countdown_skip");
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert_eq!(r.line, "main: skipped unsupported program body (the loop here depends on symbolic values and may run more than 32 iterations (the unrolling bound; raise it with --loop-bound) at line 6: n > 0)");
    assert_eq!(report("bounded_loop_pass").line, "main: proved! assertion");
}

/// A `while` on symbolic values is unrolled up to the bound; past it, the loop must have
/// exited, or the verdict names the loop.
#[test]
fn the_loop_bound_is_configurable_and_the_loop_must_exit_within_it() {
    let path = PathBuf::from("tests/data/prove/programs/count_up_bounded.py");
    let program = Program::from_path(&path, &[]).unwrap();
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert!(r.line.contains("may run more than 32 iterations"), "{}", r.line);
    assert!(r.line.ends_with("at line 6: i < n)"), "{}", r.line);
    let r = prove(&program, &ProveOptions { loop_bound: 40, ..ProveOptions::default() });
    assert_eq!(r.line, "main: proved! assertion");
    let out = cli(&["prove", "--loop-bound", "8", "tests/data/prove/programs/count_up_bounded.py"]);
    assert!(out.starts_with("exit: 1\nmain: skipped") && out.contains("more than 8 iterations"), "{out}");
}

#[test]
fn indexing_with_a_symbolic_key_is_an_obligation() {
    assert_refuted_with("index_fail", "main: failed IndexError: tuple index out of range. Example: level=");
    assert_eq!(report("index_pass").line, "main: proved! IndexError, assertion");
    assert_refuted("rates_fail", "main: failed KeyError. Example: currency=''.");
}

#[test]
fn symbolic_strings_index_and_slice_like_python() {
    assert_eq!(report("strings_slices_pass").line, "main: proved! assertion, assertion, assertion");
    assert_refuted("first_char_fail", "main: failed IndexError: string index out of range. Example: code=''.");
}

#[test]
fn loops_over_ranges_with_symbolic_bounds() {
    assert_eq!(report("range_pass").line, "main: proved! assertion, assertion");
    assert_refuted_with(
        "range_fail",
        "main: failed ZeroDivisionError: integer division or modulo by zero. Example: n=",
    );
}

#[test]
fn pure_stdlib_imports_are_allowed_and_others_need_allow_import() {
    assert_eq!(cli(&["prove", "tests/data/imports/uses_math.py"]), "exit: 0\nmain: proved! nothing to prove\n");
    let refused = cli(&["prove", "tests/data/imports/uses_socket.py"]);
    assert!(refused.starts_with("exit: 2\n"), "{refused}");
    assert!(
        refused.contains(
            "import of `socket` is not in the allowlist (use a trusted effect or pass --allow-import to opt in)"
        ),
        "{refused}"
    );
    // `os` is allowed for `os.path`, but `os.getcwd` has no model: the body is refused where
    // it is used, which `prove` reports as the reference does (`skipped`, exit 1).
    let used = cli(&["prove", "tests/data/imports/uses_os.py"]);
    assert!(used.starts_with("exit: 1\nmain: skipped unsupported program body (`os.getcwd` may be imported"), "{used}");
    assert!(used.contains("`os.getcwd` may be imported but clauz3 has no model of it"), "{used}");
    assert!(used.contains("it reaches the operating system"), "{used}");
    assert!(used.contains("uses_os.py:5:16"), "{used}");
}

#[test]
fn an_import_root_names_and_discovers_trusted_layers() {
    let out = cli(&[
        "prove",
        "--import-root",
        "tests/data/contracts",
        "tests/data/contracts/programs/twice_over_budget_fail.py",
    ]);
    assert_eq!(out, "exit: 1\nmain: failed guarantee. Example: amount=16.\n");
}

/// Compatibility: a construct refused inside a body is `skipped` for `prove` (exit 1, as the
/// reference), with the located diagnostic on stderr; `dry-run` still refuses it (exit 2).
#[test]
fn a_refused_construct_in_a_body_is_a_skipped_verdict() {
    let out = cli(&["prove", "corpus/rejected/eval_call.py"]);
    assert!(out.starts_with("exit: 1\nmain: skipped unsupported program body (`eval`"), "{out}");
    assert!(out.contains("error[unsupported]"), "{out}");
    let module_level = cli(&["prove", "corpus/rejected/import_os.py"]);
    assert!(module_level.starts_with("exit: 2\n"), "{module_level}");
}

fn prove_source(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("agent.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

/// `str()` and f-strings of symbolic ints and bools are exact (sign included).
#[test]
fn ints_and_bools_are_rendered_symbolically() {
    let r =
        prove_source("def main(n: int) -> str:\n    if abs(n) >= 10**12:\n        return ''\n    text = f\"#{n}\"\n    assert text != \"#-12\"\n    return text\n");
    assert_eq!(r.line, "main: failed assertion. Example: n=-12.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(n: int, b: bool) -> int:\n    if abs(n) >= 10**12:\n        return 0\n    assert len(str(n * n)) >= 1\n    assert str(b) in (\"True\", \"False\")\n    return 0\n");
    assert_eq!(r.line, "main: proved! ValueError, assertion, assertion");
    // CPython 3.11 writes no int of more than 4300 digits: `str(n)` of any int can fail.
    let r = prove_source("def main(n: int) -> int:\n    return len(str(n))\n");
    assert!(r.line.starts_with("main: failed ValueError: Exceeds the limit (4300 digits)"), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(n: int) -> str:\n    return f\"{n:.2f}\"\n");
    assert!(r.line.starts_with("main: failed OverflowError: int too large to convert to float"), "{}", r.line);
    let r = prove_source("def main(n: int) -> str:\n    return f\"{n:x}\" if n > 0 else ''\n");
    assert_eq!(r.line, "main: proved! nothing to prove");
}

/// `dict.get` and `seq.index` with a symbolic argument on concrete containers.
#[test]
fn get_and_index_with_a_symbolic_argument() {
    let r = prove_source("RATES = {'a': 1, 'b': 2}\n\ndef main(k: str) -> int:\n    rate = {'a': 1, 'b': 2}.get(k, 0)\n    assert rate <= 2\n    return rate\n");
    assert_eq!(r.line, "main: proved! assertion");
    let r = prove_source("def main(who: str) -> int:\n    rota = ['ann', 'bo']\n    slot = rota.index(who)\n    assert slot < 2\n    return slot\n");
    assert_eq!(r.line, "main: failed ValueError: list.index(x): x not in list. Example: who=''.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(who: str) -> int:\n    rota = ('ann', 'bo', 'ann')\n    if who in rota:\n        return rota.index(who)\n    return -1\n");
    assert_eq!(r.line, "main: proved! ValueError");
}

/// Floats are IEEE-754 doubles: NaN and infinities are values, comparisons with ints are exact,
/// and conversions are obligations.
#[test]
fn floats_are_ieee_doubles() {
    let r = prove_source("def main(x: float) -> float:\n    if 1.5 < x < 2.5:\n        y = x * 2\n        assert y > 3.0\n        assert y != 4.0\n    return x\n");
    assert_eq!(r.line, "main: failed assertion. Example: x=2.0.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(x: float) -> int:\n    return int(x)\n");
    assert_eq!(r.line, "main: failed ValueError: cannot convert float NaN to integer. Example: x=nan.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source(
        "def main(x: float) -> int:\n    if x == x and -1e6 < x < 1e6:\n        return int(x)\n    return 0\n",
    );
    assert_eq!(r.line, "main: proved! ValueError, OverflowError");
    let r = prove_source("def main(x: float, y: float) -> float:\n    return x / y\n");
    assert!(r.line.starts_with("main: failed ZeroDivisionError: float division by zero. Example: x="), "{}", r.line);
    assert!(r.line.ends_with(", y=0.0.") || r.line.ends_with(", y=-0.0."), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    // Every double is <= 2**53 + 1 or > 2**53 (compared exactly, not after rounding), but NaN.
    let r = prove_source(
        "def main(x: float) -> bool:\n    assert x <= 9007199254740993 or x > 9007199254740992\n    return True\n",
    );
    assert_eq!(r.line, "main: failed assertion. Example: x=nan.");
}

/// Regression: a raised message built from symbolic values printed `<symbolic str>`; the
/// verdict now shows the message the replay raised.
#[test]
fn a_symbolic_raise_message_is_shown_as_replayed() {
    let r = prove_source(
        "def main(n: int) -> int:\n    if n > 10:\n        raise ValueError(f\"too many: {n}\")\n    return n\n",
    );
    assert!(r.line.starts_with("main: failed ValueError: too many: "), "{}", r.line);
    assert!(!r.line.contains("<symbolic"), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// Lists holding symbolic values: built empty or with terms, grown in place through every
/// alias, read by index (symbolic ones are `IndexError` obligations), iterated live, summed.
#[test]
fn lists_hold_symbolic_values() {
    let r = prove_source("def main(a: int, b: int) -> int:\n    xs = []\n    xs.append(a)\n    alias = xs\n    alias.append(b)\n    total = 0\n    for x in xs:\n        total += x\n    assert total == a + b == sum(xs)\n    assert len(xs) == 2 and xs[-1] == b\n    assert xs[1:] == [b]\n    return total\n");
    assert_eq!(r.line, "main: proved! assertion, assertion, assertion");
    let r = prove_source("def main(i: int) -> int:\n    xs = [i * 2, 5]\n    return xs[i]\n");
    assert!(r.line.starts_with("main: failed IndexError: list index out of range. Example: i="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(n: int) -> int:\n    seen = [n]\n    seen.extend([n + 1, n + 2])\n    last = seen.pop()\n    assert last == n + 2 and n + 1 in seen\n    return last\n");
    assert_eq!(r.line, "main: proved! assertion");
}

/// Soundness: a list is copied into another value only when nothing else holds it (a copy
/// could go stale), and a list that `enumerate` read may not change afterwards.
#[test]
fn lists_are_never_copied_behind_an_alias() {
    // Both the list and the dict are the prover's: the alias is followed.
    let r = prove_source("def main(a: int) -> int:\n    xs = []\n    d = {'k': xs}\n    xs.append(a)\n    assert len(d['k']) == 1\n    return a\n");
    assert_eq!(r.line, "main: proved! assertion");
    // So is a dict `dict(pairs)` makes of pairs held as the prover's.
    let r = prove_source("def main(a: int) -> int:\n    xs = []\n    d = dict([('k', 1)])\n    d['j'] = xs\n    xs.append(a)\n    assert len(d['j']) == 1\n    return a\n");
    assert_eq!(r.line, "main: proved! assertion");
    // So is a plain dict the interpreter made (`dict(k=1)`), adopted as the prover's.
    let r = prove_source("def main(a: int) -> int:\n    xs = []\n    d = dict(k=1)\n    d['j'] = xs\n    xs.append(a)\n    assert len(d['j']) == 1 and d['j'][0] == a\n    return a\n");
    assert_eq!(r.line, "main: proved! assertion");
    // A plain `OrderedDict` cannot hold the prover's list without copying it: refused.
    let r = prove_source("from collections import OrderedDict\n\n\ndef main(a: int) -> int:\n    xs = []\n    d = OrderedDict(k=1)\n    d['j'] = xs\n    xs.append(a)\n    return len(d['j'])\n");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("a list that is also held elsewhere"), "{}", r.line);
    let r =
        prove_source("def main(a: int) -> int:\n    d = {'k': [1, 2]}\n    d['k'].append(3)\n    return len(d['k'])\n");
    assert_eq!(r.line, "main: proved! nothing to prove");
    let r = prove_source("def main(a: int) -> int:\n    xs = [a]\n    for i, x in enumerate(xs):\n        if i < 3:\n            xs.append(x)\n    return len(xs)\n");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("changing a list after `enumerate`"), "{}", r.line);
}

/// Dicts holding symbolic values: built empty or with terms, updated in place, read with known
/// or symbolic keys (`KeyError` obligations), iterated with Python's size check.
#[test]
fn dicts_hold_symbolic_values() {
    let r = prove_source("def main(a: int, b: int, k: str) -> int:\n    totals = {}\n    totals['x'] = a\n    totals['y'] = b\n    seen = 0\n    for name in totals:\n        seen += totals[name]\n    assert seen == a + b and totals.get('z', 0) == 0\n    assert len(totals) == 2 and 'x' in totals\n    return totals[k]\n");
    assert!(r.line.starts_with("main: failed KeyError. Example: "), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(a: int) -> int:\n    counts = {'ok': a}\n    counts['ok'] += 1\n    for k, v in counts.items():\n        assert v == a + 1\n    return counts.pop('ok')\n");
    assert_eq!(r.line, "main: proved! assertion");
    let r = prove_source(
        "def main(a: int) -> int:\n    d = {'x': a}\n    for k in d:\n        d[k + '!'] = 1\n    return 0\n",
    );
    assert_eq!(r.line, "main: failed RuntimeError: dictionary changed size during iteration. Example: a=0.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    // A view kept in a variable is live: it shows a change made after it was taken.
    let r = prove_source(
        "def main(a: int) -> int:\n    d = {'x': a}\n    ks = d.keys()\n    d['y'] = 2\n    assert len(ks) == 2 and 'y' in ks\n    return len(ks)\n",
    );
    assert_eq!(r.line, "main: proved! assertion");
    // An iterator over a view is live too: the dict changing size under it is CPython's error.
    let r = prove_source(
        "def main(a: int) -> int:\n    d = {'x': a}\n    it = enumerate(d.items())\n    d['y'] = 2\n    return len(list(it))\n",
    );
    assert_eq!(r.line, "main: failed RuntimeError: dictionary changed size during iteration. Example: a=0.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// An operation whose operand types alone make it raise is a `TypeError` refutation, with
/// CPython's wording.
#[test]
fn type_errors_are_decided_by_types() {
    let r = prove_source("def main(n: int) -> str:\n    return 'moved ' + n\n");
    assert_eq!(r.line, "main: failed TypeError: can only concatenate str (not \"int\") to str. Example: n=0.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// Lists of unknown length (list parameters, `list[...]` effect results): `len`, indexing (an
/// `IndexError` obligation), `in` and truth are exact; a loop carrying a total over one goes
/// item by item, up to the loop bound.
#[test]
fn lists_of_unknown_length() {
    let r = prove_source("def main(xs: list[int]) -> int:\n    if len(xs) > 0 and 5 not in xs:\n        assert xs[0] != 5\n        return xs[-1]\n    return 0\n");
    assert_eq!(r.line, "main: proved! IndexError, IndexError, assertion");
    let r = prove_source(
        "def main(xs: list[int]) -> int:\n    if len(xs) > 1:\n        assert xs[0] + xs[1] != 7\n    return 0\n",
    );
    assert!(r.line.starts_with("main: failed assertion. Example: xs=["), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(names: list[str], i: int) -> str:\n    if names and 'root' not in names:\n        assert names[0] != 'root'\n        return names[i]\n    return ''\n");
    assert!(r.line.starts_with("main: failed IndexError: list index out of range. Example: i="), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source(
        "def main(xs: list[int]) -> int:\n    total = 0\n    for x in xs:\n        total += x\n    return total\n",
    );
    // A running total goes item by item: past the loop bound nothing is claimed, naming it.
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("may run more than 32 iterations"), "{}", r.line);
    // Bounded first, the same loop is proved for every length.
    let r = prove_source(
        "def main(xs: list[int]) -> int:\n    if len(xs) > 4:\n        return 0\n    total = 0\n    for x in xs:\n        total += x\n    assert total == sum(xs)\n    return total\n",
    );
    assert_eq!(r.line, "main: proved! assertion");
}

/// A formatted term the solver cannot render (a `#` and a radix type in the spec) is any string:
/// proofs still hold, and a failure through it counts only when its replay reproduces it.
#[test]
fn formatted_terms_are_approximated_soundly() {
    let r = prove_source(
        "def main(n: int) -> str:\n    text = f\"{n % 1000:#x}\"\n    assert text != 'hello'\n    return text\n",
    );
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("approximated as any string"), "{}", r.line);
    // Regression: the obligation was listed `refuted` under a `skipped` verdict.
    assert!(r.obligations.iter().all(|o| o.status != "refuted"), "{:?}", r.obligations);
    assert!(!r.replay.as_deref().unwrap_or_default().starts_with("parity error"), "{:?}", r.replay);
    let r =
        prove_source("def main(n: int) -> str:\n    text = f\"{n % 1000:#x}\"\n    assert n != 3\n    return text\n");
    assert_eq!(r.line, "main: failed assertion. Example: n=3.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(a: str, b: str) -> str:\n    parts = [a, b]\n    line = ', '.join(parts)\n    assert len(line) >= 2\n    return line\n");
    assert_eq!(r.line, "main: proved! assertion");
}

/// Every list and dict display is the prover's, so a literal container can receive terms, and
/// operations that hand items on (`sorted`, `zip`) keep each item's identity.
#[test]
fn literal_containers_receive_terms_and_items_keep_their_identity() {
    let r = prove_source("def main(n: int) -> int:\n    xs = [1, 2]\n    xs.append(n)\n    d = {'a': 0}\n    d['a'] = n\n    assert xs[-1] == d['a']\n    return len(xs)\n");
    assert_eq!(r.line, "main: proved! assertion");
    let r = prove_source("def main(n: int) -> int:\n    rows = [[3], [1]]\n    ordered = sorted(rows, key=len)\n    ordered[0].append(n)\n    assert len(rows[0]) == 2\n    for a, b in zip(rows, ordered):\n        assert a is not None\n    return n\n");
    assert_eq!(r.line, "main: proved! assertion, assertion");
}

/// Regression: a counterexample with an infinite float effect result did not replay (JSON
/// has no infinity); scripted returns accept "inf", "-inf" and "nan" for floats.
#[test]
fn infinite_float_counterexamples_replay() {
    let layer = clauz3::TrustedFile {
        package: "tools.fx.trusted".into(),
        module: "tools.fx.trusted.effects".into(),
        display: "effects.py".into(),
        text: "import clauz3\n\n@clauz3.trusted\ndef rate(code: str) -> float: ...\n".into(),
    };
    let source = "from tools.fx.trusted.effects import rate\n\ndef main() -> int:\n    r = rate('EUR')\n    if r > 1e308:\n        return int(r)\n    return 0\n";
    let program = Program::from_source("agent.py", source, &[layer]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert!(
        r.line.starts_with(
            "main: failed OverflowError: cannot convert float infinity to integer. Example: rate_result_1=inf."
        ),
        "{}",
        r.line
    );
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// Sorting, `min` and `max` over terms branch on each comparison, strings order by code point,
/// and a stable sort keeps equal keys in order on every path.
#[test]
fn terms_are_ordered_by_branching() {
    let r = prove_source("def main(a: int, b: int, s: str) -> int:\n    xs = sorted([a, b, 3])\n    assert xs[0] <= xs[1] <= xs[2]\n    assert min(xs) == xs[0] and max([a, b, 3]) == xs[2]\n    ys = [s, 'm']\n    ys.sort(reverse=True)\n    assert ys[0] >= ys[1]\n    def first(p: tuple) -> int:\n        return p[0]\n    pairs = sorted([(a, 'x'), (a, 'y')], key=first)\n    assert pairs[0][1] == 'x'\n    return xs[0]\n");
    assert_eq!(r.line, "main: proved! assertion, assertion, assertion, assertion");
    let r = prove_source("def main(a: int) -> int:\n    xs = sorted([a, 5])\n    assert xs[0] == a\n    return 0\n");
    assert_eq!(r.line, "main: failed assertion. Example: a=6.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(s: str) -> int:\n    assert min(s, 'b') < 'b'\n    return 0\n");
    assert!(r.line.starts_with("main: failed assertion. Example: s='"), "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
}

/// `int(text)` of a string term: a `ValueError` obligation that is exact on plain ASCII text;
/// text Python would strip or read as non-ASCII digits is refused, never guessed.
#[test]
fn int_of_a_string_term() {
    let r = prove_source("def main(s: str) -> int:\n    if s == '12' or s == '-4' or s == '+007':\n        return int(s) * 2\n    return 0\n");
    assert_eq!(r.line, "main: proved! ValueError");
    let r = prove_source("def main(s: str) -> int:\n    if len(s) < 2:\n        return int(s)\n    return 0\n");
    assert!(
        r.line.starts_with("main: failed ValueError: invalid literal for int() with base 10. Example: s="),
        "{}",
        r.line
    );
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    let r = prove_source("def main(s: str) -> int:\n    if s == '-4':\n        assert int(s) == -4\n    if s == '31':\n        assert int(s) + 1 == 33\n    return 0\n");
    assert_eq!(r.line, "main: failed assertion. Example: s='31'.");
    let r = prove_source("def main(s: str) -> int:\n    if s.startswith(' 1'):\n        return int(s)\n    return 0\n");
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
}

/// A list the library returns (`list(range(3))`, `split`) belongs to the prover and can take
/// terms.
#[test]
fn library_lists_take_terms() {
    let r = prove_source("def main(a: int) -> int:\n    if abs(a) >= 10**12:\n        return 0\n    ys = list(range(3))\n    ys.append(a)\n    zs = 'p,q'.split(',')\n    zs.insert(0, str(a))\n    assert len(ys) == 4 and ys[3] == a and zs[0] == str(a)\n    return len(zs)\n");
    assert_eq!(r.line, "main: proved! ValueError, ValueError, assertion");
}

/// A counterexample is read by a person: the solver is first asked for query results of one
/// row, then of three, before any length (this one used to show four identical documents).
#[test]
fn counterexamples_keep_query_results_short() {
    let out = cli(&["prove", "corpus/prove/archive/programs/owner_as_id_fail.py"]);
    assert_eq!(
        out,
        "exit: 1\nmain: failed guarantee. Example: list_documents_result_1=[Document(doc_id='', owner='former-', age_days=0, legal_hold=False)].\n"
    );
}

/// CPython 3.11 refuses a decimal int literal of more than 4300 digits when it compiles the
/// program; hexadecimal is fine.
#[test]
fn a_decimal_int_literal_over_4300_digits_is_a_syntax_error() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("huge.py");
    let long = "7".repeat(4301);
    std::fs::write(&path, format!("def main() -> int:\n    return {long} % 10\n")).unwrap();
    let out = cli(&["prove", path.to_str().unwrap()]);
    assert!(out.starts_with("exit: 2\n"), "{out}");
    assert!(out.contains("value has 4301 digits") && out.contains("huge.py:2:12"), "{out}");
    std::fs::write(&path, format!("def main() -> int:\n    return 0x{long} % 10\n")).unwrap();
    assert!(cli(&["dry-run", path.to_str().unwrap()]).starts_with("exit: 0\n"));
}

#[test]
fn modelled_stdlib_functions_are_proved_through_their_bodies() {
    // `math.floor`/`math.ceil` of an int term: the modelled body's operations are encoded.
    assert_eq!(cli(&["prove", "tests/data/imports/math_on_terms.py"]), "exit: 0\nmain: proved! assertion, assertion\n");
    // A decorator is a call: the decorated function's wrong claim has a counterexample.
    assert_eq!(
        cli(&["prove", "tests/data/imports/decorated_twice.py"]),
        "exit: 1\nmain: failed assertion. Example: x=5.\n"
    );
    // The C library's functions take no terms: skipped, naming them and the program's call
    // of the shipped module.
    let skipped = cli(&["prove", "tests/data/imports/math_float_function.py"]);
    assert!(
        skipped.starts_with(
            "exit: 1\nmain: skipped unsupported program body (the C library's float functions behind `math`"
        ),
        "{skipped}"
    );
    assert!(skipped.contains(" at line 5: math.sin(y)"), "{skipped}");
}
