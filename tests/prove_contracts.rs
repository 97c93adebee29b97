//! Guarantees: every relation primitive of the contract language proved or refuted over a test
//! trusted layer, with counterexamples the interpreter reproduces; contract-helper failures and
//! bad guarantees explain themselves.

use clauz3::{prove, Conclusion, Program, ProveOptions};
use std::path::PathBuf;

const ROOT: &str = "tests/data/contracts/tools/garden/trusted";

fn report(name: &str) -> clauz3::ProofReport {
    let path = PathBuf::from(format!("tests/data/contracts/programs/{name}.py"));
    let program = Program::from_path(&path, &[PathBuf::from(ROOT)]).unwrap_or_else(|e| panic!("{}", e.text));
    prove(&program, &ProveOptions::default())
}

fn assert_line(name: &str, line: &str) -> clauz3::ProofReport {
    let r = report(name);
    assert_eq!(r.line, line, "{name}");
    if r.conclusion == Conclusion::Failed {
        assert_eq!(r.replay.as_deref(), Some("reproduced"), "{name}");
    }
    r
}

#[test]
fn stacked_guarantees_over_every_primitive_prove() {
    let r = assert_line(
        "all_pass",
        "main: proved! assertion, assertion, guarantee, guarantee, guarantee, guarantee, guarantee, guarantee, guarantee, guarantee",
    );
    assert_eq!(r.obligations.iter().filter(|o| o.kind == "guarantee" && o.status == "proved").count(), 8);
}

#[test]
fn all_fails_for_an_input_outside_the_allowlist() {
    let r = assert_line("param_bed_fail", "main: failed guarantee. Example: amount=1, bed=''.");
    assert_eq!(r.trace, vec!["water(bed='', litres=1)"]);
    assert_eq!(r.refuted_source.as_deref(), Some("garden.only_beds([\"east\"])"));
    let explanation = r.explanation.unwrap();
    assert!(explanation.contains("guarantee `garden.only_beds([\"east\"])` does not hold"), "{explanation}");
    assert!(explanation.contains("param_bed_fail.py:6:2"), "{explanation}");
}

#[test]
fn sum_counts_every_call_on_the_path() {
    assert_line("twice_over_budget_fail", "main: failed guarantee. Example: amount=16.");
}

#[test]
fn distinct_allows_exclusive_branches_but_not_independent_ones() {
    assert_line("distinct_branches_pass", "main: proved! assertion, assertion, guarantee");
    assert_line("distinct_two_ifs_fail", "main: failed guarantee. Example: dry=True, hot=True.");
}

#[test]
fn shares_value_needs_a_witness_on_every_path() {
    assert_line("shares_pass", "main: proved! assertion, guarantee");
    assert_line("shares_conditional_fail", "main: failed guarantee. Example: flag=False.");
}

#[test]
fn a_relation_without_targets_covers_every_effect() {
    assert_line("any_effect_fail", "main: failed guarantee. Example: read_log_result_1=0.");
}

#[test]
fn where_filters_what_count_sees() {
    assert_line("where_count_pass", "main: proved! assertion, assertion, guarantee");
}

#[test]
fn a_count_lower_bound_fails_when_no_call_is_reached() {
    assert_line("lower_bound_fail", "main: failed guarantee. Example: dry=False.");
}

#[test]
fn lambdas_may_chain_comparisons_and_multiply_and_loops_may_break() {
    assert_line("chained_lambda_pass", "main: proved! assertion, guarantee");
    assert_line("chained_lambda_fail", "main: failed guarantee. Example: n=21.");
}

#[test]
fn a_relation_over_two_effects_reads_their_shared_fields() {
    assert_line("two_effects_pass", "main: proved! assertion, guarantee");
}

#[test]
fn program_obligations_are_reported_before_guarantees() {
    assert_line("assertion_first_fail", "main: failed assertion. Example: n=7.");
}

#[test]
fn a_helper_that_returns_no_spec_is_never_proved() {
    let r = assert_line("eq_skip", "main: partially proved unsupported guarantee expression (contract helper must return ContractSpec; tools.garden.trusted.contracts.counted_with_eq returned False (`==` and `!=` between an aggregate and a number are plain Python comparisons: use <=, <, >= or >))");
    assert_eq!(r.conclusion, Conclusion::PartiallyProved);
}

#[test]
fn a_helper_that_raises_names_itself() {
    let r = assert_line("helper_raises_skip", "main: partially proved unsupported guarantee expression (contract helper tools.garden.trusted.contracts.strict raised ValueError: negative limit -1 (a trusted-layer bug or a bad guarantee argument, not an unsupported construct))");
    assert_eq!(r.conclusion, Conclusion::PartiallyProved);
}

fn load(program: &str, contracts: &str) -> Result<Program, clauz3::LoadError> {
    let mut files = clauz3::loader::trusted_root_files(ROOT.as_ref()).unwrap();
    files.retain(|f| !f.module.ends_with(".contracts"));
    files.push(clauz3::TrustedFile {
        module: "tools.garden.trusted.contracts".into(),
        display: "contracts.py".into(),
        text: contracts.into(),
        ..files[0].clone()
    });
    Program::from_source("agent.py", program, &files)
}

const AGENT: &str = "import clauz3\nfrom tools.garden.trusted import contracts as c\nfrom tools.garden.trusted.effects import water\n\n@clauz3.guarantee(c.few())\ndef main() -> None:\n    water('a', 1)\n";

#[test]
fn a_relation_over_an_unknown_effect_is_a_configuration_error() {
    let contracts = "from clauz3.spec import contract, effect\n\n@contract\ndef few():\n    return effect('screech').count() <= 1\n";
    let err = load(AGENT, contracts).err().expect("refused").text;
    assert!(err.contains("effect('screech') names 'screech', which is not a trusted effect"), "{err}");
    assert!(err.contains("contracts.py:5:19"), "{err}");
}

#[test]
fn a_description_must_show_every_parameter() {
    let contracts = "from clauz3.spec import contract, effect\n\n@contract(description='at most {n}')\ndef few(n: int, m: int):\n    return effect('water').count() <= n\n";
    let err = load(AGENT, contracts).err().expect("refused").text;
    assert!(err.contains("does not show parameter `m`"), "{err}");
}

#[test]
fn a_guarantee_argument_must_be_a_literal() {
    let contracts = "from clauz3.spec import contract, effect\n\n@contract\ndef few(n: int):\n    return effect('water').count() <= n\n";
    let agent = AGENT.replace("c.few()", "c.few(LIMIT)").replace("\n\n@clauz3", "\nLIMIT = 3\n\n@clauz3");
    let err = load(&agent, contracts).err().expect("refused").text;
    assert!(err.contains("a guarantee's arguments must be literals"), "{err}");
    let agent = AGENT.replace("c.few()", "c.few");
    let err = load(&agent, contracts).err().expect("refused").text;
    assert!(err.contains("this guarantee is not a contract call"), "{err}");
}

#[test]
fn specs_have_no_truth_value() {
    let contracts = "from clauz3.spec import contract, effect\n\nW = effect('water')\n\n@contract\ndef few():\n    return W.count() <= 1 and W.count() <= 2\n";
    let r = prove(&load(AGENT, contracts).unwrap(), &ProveOptions::default());
    assert!(r.line.contains("has no truth value"), "{}", r.line);
    assert_ne!(r.conclusion, Conclusion::Proved);
}

/// A call's record holds the arguments it passes, as the reference records them: a guarantee
/// reading a parameter one call leaves to its default is not proved (an agent must state it).
#[test]
fn omitted_parameters_are_not_fields_a_guarantee_can_read() {
    assert_line(
        "default_field_skip",
        "main: skipped unsupported guarantee expression (unknown effect field dry_run: this `mow` call leaves `dry_run` to its default; a guarantee reads only the arguments a call passes)",
    );
    assert_line("default_field_fail", "main: failed guarantee. Example: really=True.");
}

#[test]
fn a_lambda_reading_a_missing_field_is_refused_even_when_no_call_is_made() {
    let r = report("unknown_field_skip");
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert_eq!(r.line, "main: skipped unsupported guarantee expression (a lambda over effect(water) is not defined on every call it covers: AttributeError: a `water` call has no field 'depth' (its fields: bed, litres))");
}
