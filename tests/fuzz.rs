//! `clauz3 fuzz`: a bounded, fixed-seed fuzz run finds no disagreement between the prover and
//! the interpreter while exercising both verdicts and most constructs; the independent
//! guarantee checker; findings written as case directories that `clauz3 prove` and
//! `clauz3 dry-run` accept; the command line.
#![expect(clippy::disallowed_types, clippy::disallowed_methods, reason = "runs the binary and reads its report")]

use clauz3::effects::{DataValue, EffectRecord};
use clauz3::fuzz::case::Layer;
use clauz3::fuzz::spec::Guarantee;
use clauz3::fuzz::{self, env, fuzz, Disagreement, Finding, FuzzOptions, OracleOptions};
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::FileFailurePersistence;
use std::process::Command;

/// The CI fuzz: fixed seed, 2,000 programs, two workers.
/// A case with no guarantees, from its layer, helper and body statements.
fn case_of(layer: Layer, helper: &str, body: &[&str]) -> fuzz::Case {
    fuzz::Case {
        layer,
        helper: helper.into(),
        guarantees: Vec::new(),
        body: body.iter().map(|s| (*s).to_owned()).collect(),
    }
}

#[test]
fn a_fixed_seed_fuzz_run_finds_no_disagreement_and_covers_both_verdicts() {
    let options = FuzzOptions {
        seed: 8,
        cases: 2_000,
        jobs: 2,
        oracle: OracleOptions { envs: 12, seed: 8, cpython: fuzz::cpython::available(), ..OracleOptions::default() },
        ..FuzzOptions::default()
    };
    let report = fuzz(&options, &|_| {});
    let stats = &report.stats;
    let findings: Vec<String> =
        report.findings.iter().map(|f| format!("{}\n{}", f.disagreement.message, f.shrunk.program_py())).collect();
    assert!(findings.is_empty(), "{}", findings.join("\n\n"));
    assert_eq!(stats.cases, 2_000);
    assert_eq!(stats.verdicts.get("load_error"), None, "every generated program loads: {}", stats.line());
    let proved = stats.verdicts.get("proved").copied().unwrap_or(0);
    let failed = stats.verdicts.get("failed").copied().unwrap_or(0);
    assert!(proved >= 500 && failed >= 500, "{}", stats.line());
    assert!(stats.runs >= proved * 12, "every environment of every proved case ran: {}", stats.line());
    assert!(stats.constructs.len() >= 30, "constructs used: {:?}", stats.constructs.keys());
    for rows_and_sets in ["row_query_loop", "row_index", "row_single", "row_effect_arg", "set_literal", "set_method"] {
        assert!(stats.constructs.contains_key(rows_and_sets), "{rows_and_sets}: {:?}", stats.constructs.keys());
    }
    assert!(stats.model_runs >= proved, "every proved case ran a model of a path: {}", stats.line());
    if fuzz::cpython::available() {
        assert!(stats.cpython >= 10, "effect-free programs compared with CPython: {}", stats.cpython);
    }
}

/// Seed 8's case 273 crashed the process (Z3 4.8.12, after a check it gave up on, on the same
/// incremental solver); it is proved and refuted like any other now.
#[test]
fn a_program_whose_string_queries_once_crashed_the_solver_is_refuted() {
    let body = [
        "k = 0\nwhile k < min(abs(b), 3):\n    x = x + (-2)\n    k = k + 1",
        "assert s[:-3][:3] + s[:-3][3:] == s[:-3]",
        "q = quote(str((min(x, 2) - (-3))))\nif q > 16:\n    pay(\"bob\", q)\nelse:\n    note(t, \"cheap\")",
        "if ((-5) <= max((-(2**64)), ((-(2**64)) * 3)) < 1) or (f\"{x}-{s}\".endswith(\"7\")):\n    x = min(0, ((-6) * 3))\nelse:\n    pay(f\"{y % 7}-{t}\", (((-5) if xs[0] > 0 else y) // (-2)))",
    ];
    let case = case_of(Layer { pay_max: Some(1000), quote_lo: 1, quote_hi: 10, ids_max: 1, items_max: 2 }, "1", &body);
    let outcome = fuzz::check(&case, &OracleOptions { envs: 4, ..OracleOptions::default() });
    assert!(outcome.disagreement.is_none(), "{:?}", outcome.disagreement);
    assert_eq!(outcome.conclusion, Some(clauz3::Conclusion::Failed));
}

fn call(effect: &str, args: &[(&str, DataValue)]) -> EffectRecord {
    EffectRecord {
        seq: 1,
        effect: effect.into(),
        qualified: format!("tools.fz.trusted.effects.{effect}"),
        args: args.iter().map(|(k, v)| ((*k).to_owned(), v.clone())).collect(),
        returned: DataValue::None,
        raised: None,
        at: Default::default(),
    }
}

fn pay(to: &str, amount: i64) -> EffectRecord {
    call("pay", &[("to", DataValue::Str(to.into())), ("amount", DataValue::Int(amount.into()))])
}

fn note(to: &str) -> EffectRecord {
    call("note", &[("to", DataValue::Str(to.into())), ("tag", DataValue::Str("hi".into()))])
}

/// The constructs issue 27's bugs were found in come up in the generated programs, each in a
/// fair share of them (a generator that stopped drawing one would stop testing it).
#[test]
fn the_generator_produces_every_construct_where_bugs_were_found() {
    let mut counts = std::collections::BTreeMap::new();
    for index in 0..800 {
        for c in fuzz::stats::constructs(&fuzz::case_tree(5, index).current()) {
            *counts.entry(c).or_insert(0) += 1;
        }
    }
    for construct in [
        "closure_late_binding",
        "closure_name_bound_later",
        "nested_recursion",
        "def_in_loop",
        "lambda_or_nonlocal",
        "float_edge",
        "huge_int",
        "empty_needle_past_end",
        "slice_out_of_range",
        "high_char",
        "try_except",
        "try_finally",
        "reraise",
        "computed_handler",
        "dataclass",
        "plain_class",
        "attribute_alias",
        "instance_key",
        "class_hook",
        "slice_object",
        "dataclass_helper",
        "match_literal",
        "match_sequence_or_mapping",
        "match_guard",
        "with_statement",
        "with_suppressed",
        "global_counter",
        "nonlocal_counter",
        "generator",
        "property",
        "isinstance_dispatch",
        "raise_from",
        "enum_member",
        "format_spec",
    ] {
        let n = counts.get(construct).copied().unwrap_or(0);
        assert!(n >= 5, "{construct} in {n} of 800 cases: {counts:?}");
    }
}

/// CPython runs a case with effects as the interpreter does: scripted results in call order
/// (the type's zero once the script runs out), rows, a violated `requires`, big ints and
/// characters beyond the BMP in the inputs.
#[test]
fn cpython_runs_a_case_with_effects_as_the_interpreter_does() {
    if !fuzz::cpython::available() {
        return;
    }
    let body = [
        "for r in items(s):\n    if r.ok:\n        pay(r.name, r.qty)",
        "q = quote(t) + quote(t) + quote(t)\nx = x + q",
        "it = top(s)\nkeep(it)\nt = t + it.name + s[1:]",
        "if check(s):\n    pay(t, a)",
        "y = y + len(t) + t.find(\"\\U0010FFFF\")",
    ];
    let case = case_of(Layer { pay_max: Some(50), quote_lo: 0, quote_hi: 10, ids_max: 1, items_max: 2 }, "n", &body);
    let oracle = OracleOptions { envs: 24, seed: 3, cpython: true, ..OracleOptions::default() };
    let outcome = fuzz::check(&case, &oracle);
    assert!(outcome.cpython);
    assert!(outcome.disagreement.is_none(), "{:?}", outcome.disagreement);
}

#[test]
fn the_independent_checker_reads_every_primitive_over_a_trace() {
    let trace = [pay("ann", 5), note("bob"), pay("bob", 30)];
    let holds = |g: Guarantee| g.holds(&trace);
    assert!(holds(Guarantee::PaysAtMost(2)) && !holds(Guarantee::PaysAtMost(1)));
    assert!(holds(Guarantee::TotalAtMost(35)) && !holds(Guarantee::TotalAtMost(34)));
    assert!(
        holds(Guarantee::PaysOnly(vec!["ann".into(), "bob".into()])) && !holds(Guarantee::PaysOnly(vec!["ann".into()]))
    );
    assert!(holds(Guarantee::AmountsBelow(31)) && !holds(Guarantee::AmountsBelow(30)));
    assert!(!holds(Guarantee::NoNotes) && Guarantee::NoNotes.holds(&[pay("a", 1)]));
    assert!(holds(Guarantee::NoPayOver(30)) && !holds(Guarantee::NoPayOver(29)));
    assert!(holds(Guarantee::DistinctPayees) && !Guarantee::DistinctPayees.holds(&[pay("a", 1), pay("a", 2)]));
    assert!(holds(Guarantee::FewBig(5, 2)) && !holds(Guarantee::FewBig(5, 1)));
    assert!(holds(Guarantee::Acts) && !Guarantee::Acts.holds(&[]));
    assert!(holds(Guarantee::PaidANoted) && !Guarantee::PaidANoted.holds(&[pay("ann", 1), note("bob")]));
    assert!(holds(Guarantee::Both(35, 2)) && !holds(Guarantee::Both(35, 1)) && !holds(Guarantee::Both(34, 2)));
}

#[test]
fn environments_keep_the_layers_ensures_and_are_the_same_for_the_same_case() {
    let case = fuzz::case_tree(7, 3).current();
    let envs = env::sample(&case, 1, 20);
    assert_eq!(envs, env::sample(&case, 1, 20));
    for e in &envs {
        for q in e.returns["quote"].as_array().unwrap() {
            let q = q.as_i64().unwrap();
            assert!(case.layer.quote_lo <= q && q <= case.layer.quote_hi, "{q}");
        }
        for ids in e.returns["ids"].as_array().unwrap() {
            assert!(ids.as_array().unwrap().len() <= case.layer.ids_max);
        }
    }
    // The boundary values come up: zero, the i64 edges and a big int for `a`.
    let firsts: Vec<String> = envs.iter().map(|e| e.returns["fuzz_args"][0][0].to_string()).collect();
    for v in ["0", "-1", "9223372036854775807", "\"18446744073709551616\""] {
        assert!(firsts.iter().any(|f| f == v), "{v} not in {firsts:?}");
    }
}

fn clauz3(dir: &std::path::Path, args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_clauz3")).current_dir(dir).args(args).output().expect("the binary runs");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn a_finding_is_a_standalone_case_that_prove_and_dry_run_accept() {
    let case = fuzz::case_tree(11, 0).current();
    let env = env::sample(&case, 0, 1).pop();
    let finding = Finding {
        index: 0,
        original: case.clone(),
        shrunk: case.clone(),
        disagreement: Disagreement { kind: "proved-but-fails", message: "m".into(), verdict: "v".into(), env },
    };
    let out = tempfile::tempdir().unwrap();
    let dir = fuzz::write_finding(out.path(), &finding).unwrap();
    assert_eq!(std::fs::read_to_string(dir.join("program.py")).unwrap(), case.program_py());
    let readme = std::fs::read_to_string(dir.join("README.md")).unwrap();
    assert!(readme.contains("clauz3 dry-run --target fuzz_entry --returns returns.json program.py"), "{readme}");
    let (code, stdout) = clauz3(&dir, &["prove", "--brief", "program.py"]);
    assert!(code == 0 || code == 1, "{stdout}");
    assert!(stdout.starts_with("main: "), "{stdout}");
    let (code, stdout) =
        clauz3(&dir, &["dry-run", "--target", "fuzz_entry", "--returns", "returns.json", "program.py"]);
    assert!(code == 0 || code == 1, "{stdout}");
    assert!(stdout.starts_with("fuzz_entry: "), "{stdout}");
}

/// The oracle loads a case from memory (`Case::trusted_files`); the case written out as a
/// project directory must load and prove the same from disk, so that a finding reproduces.
#[test]
fn a_case_loaded_from_memory_proves_as_its_written_directory_does() {
    let out = tempfile::tempdir().unwrap();
    for index in 0..6 {
        let case = fuzz::case_tree(11, index).current();
        let finding = Finding {
            index,
            original: case.clone(),
            shrunk: case.clone(),
            disagreement: Disagreement {
                kind: "proved-but-fails",
                message: "m".into(),
                verdict: "v".into(),
                env: None,
            },
        };
        let dir = fuzz::write_finding(out.path(), &finding).unwrap();
        let in_memory = clauz3::Program::from_source("program.py", &case.program_py(), &case.trusted_files())
            .unwrap_or_else(|e| panic!("case {index} loads: {}", e.text));
        let on_disk = clauz3::Program::from_path(&dir.join("program.py"), &[]).expect("the written case loads");
        let options = clauz3::ProveOptions::default();
        let (a, b) = (clauz3::prove(&in_memory, &options), clauz3::prove(&on_disk, &options));
        // The verdict must be the same; the example may be another model of the same failure
        // (the solver's session, warmed by the first proof, may answer with other values).
        let verdict = |line: &str| line.split(". Example:").next().unwrap_or_default().to_owned();
        assert_eq!(verdict(&a.line), verdict(&b.line), "case {index}");
        assert_eq!(a.conclusion, b.conclusion, "case {index}");
    }
}

#[test]
fn the_fuzz_command_writes_a_json_report_and_exits_zero_without_disagreements() {
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().display().to_string();
    let (code, stdout) = clauz3(out.path(), &["fuzz", "--seed", "8", "--cases", "3", "--envs", "4", "--out", &dir]);
    assert_eq!(code, 0, "{stdout}");
    let by_cpython = if fuzz::cpython::available() { "checked by CPython 3," } else { "checked by CPython 0," };
    assert!(stdout.contains(by_cpython), "{stdout}");

    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("report.json")).unwrap()).unwrap();
    assert_eq!(report["seed"], 8);
    assert_eq!(report["stats"]["cases"], 3);
    assert_eq!(report["stats"]["disagreements"], 0);
    assert_eq!(report["findings"], serde_json::json!([]));
    let (code, stdout) = clauz3(out.path(), &["fuzz", "--seed", "8", "--cases", "2", "--no-cpython", "--out", &dir]);
    assert_eq!(code, 0, "{stdout}");
    assert!(stdout.contains("checked by CPython 0,"), "{stdout}");
}

/// The corpus sweep: every proved corpus program runs on sampled inputs without failing.
#[test]
fn the_corpus_sweep_runs_every_proved_program_on_sampled_inputs() {
    let report = fuzz::corpus::sweep(std::path::Path::new("corpus/prove"), 4, 2_000, &|_| {});
    assert!(report.disagreements.is_empty(), "{:#?}", report.disagreements);
    assert!(report.programs >= 170 && report.proved >= 70, "{report:?}");
    assert!(report.runs >= report.proved * 3, "{report:?}");
}

/// A case still being checked when the session's time is up is left unfinished, uncounted.
#[test]
fn a_case_checked_past_the_deadline_is_left_unfinished() {
    let case = fuzz::case_tree(8, 0).current();
    let deadline = Some(std::time::Instant::now());
    let outcome = fuzz::check(&case, &OracleOptions { deadline, ..OracleOptions::default() });
    assert!(outcome.stopped);
    assert_eq!((outcome.conclusion, outcome.runs, outcome.disagreement.is_none()), (None, 0, true));
}

/// `--time` stops the session within the time given, give or take one solver query and one
/// run, however many cases were asked for.
#[test]
fn the_fuzz_command_stops_when_its_time_is_up() {
    let out = tempfile::tempdir().unwrap();
    let dir = out.path().display().to_string();
    let (code, stdout) =
        clauz3(out.path(), &["fuzz", "--seed", "8", "--cases", "100000", "--time", "2", "--jobs", "2", "--out", &dir]);
    // 1 when it found a disagreement in the time: what matters here is that it stopped.
    assert!(code == 0 || code == 1, "{stdout}");
    let report: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("report.json")).unwrap()).unwrap();
    let cases = report["stats"]["cases"].as_u64().unwrap();
    let seconds = report["stats"]["seconds"].as_f64().unwrap();
    // It stopped on its clock, not at the end of its cases. No upper bound on the seconds: that
    // would be a wall-clock assertion, which a loaded machine breaks.
    assert!(cases < 100_000, "{cases}");
    assert!(seconds >= 2.0, "{seconds} s");
}

proptest! {
    // Failures are persisted next to this file (`tests/fuzz.proptest-regressions`, committed),
    // and those seeds are replayed before any new case.
    #![proptest_config(ProptestConfig {
        cases: std::env::var("PROPTEST_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(8),
        failure_persistence: Some(Box::new(FileFailurePersistence::WithSource("proptest-regressions"))),
        max_shrink_iters: 100,
        ..ProptestConfig::default()
    })]

    /// The generator under proptest's own runner: no generated program makes the prover and
    /// the interpreter disagree.
    #[test]
    fn generated_programs_make_prover_and_interpreter_agree(case in fuzz::gen::case()) {
        let outcome = fuzz::check(&case, &OracleOptions { envs: 8, seed: 1, ..OracleOptions::default() });
        prop_assert!(outcome.disagreement.is_none(), "{:?}\n{}", outcome.disagreement, case.program_py());
    }
}
