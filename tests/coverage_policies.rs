//! Coverage policies (`policy.py`): a used domain's required contracts join the proof and say
//! where they came from when they fail (the replay reproduces it); the coverage report in
//! `prove` and in the approval request; what "used" means (helpers, dead branches, calls
//! clauz3 cannot resolve); bad policies are configuration errors with the place.

mod layer_common;

use clauz3::{
    prove, run, Approval, ApprovalError, ApprovalRequest, Approver, Conclusion, CoverageEntry, Decision, Handlers,
    Program, ProveOptions, RunOptions, TrustedFile,
};
use layer_common::read;

const DATA: &str = "tests/data/policies";
const ROOT: &str = "tests/data/policies/tools/greenhouse/trusted";

fn program(name: &str) -> Program {
    layer_common::program(DATA, ROOT, name)
}

fn report(name: &str) -> clauz3::ProofReport {
    layer_common::report(DATA, ROOT, name)
}

fn entry(domain: &str, status: &'static str, required: &[&str], recommended: &[&str]) -> CoverageEntry {
    CoverageEntry {
        domain: domain.into(),
        status,
        missing_required: required.iter().map(|s| s.to_string()).collect(),
        missing_recommended: recommended.iter().map(|s| s.to_string()).collect(),
    }
}

#[test]
fn a_required_contract_is_proved_and_its_failure_says_it_came_from_the_policy() {
    let r = report("required_fail");
    // The reference's line shape (it says no more than this).
    assert_eq!(r.line, "main: failed guarantee. Example: n=4.");
    assert_eq!(r.replay.as_deref(), Some("reproduced"));
    assert_eq!(r.refuted_source.as_deref(), Some("tools.greenhouse.trusted.contracts.opens_at_most_two()"));
    let refuted = r.obligations.last().unwrap();
    assert_eq!((refuted.status, refuted.required_by.as_deref()), ("refuted", Some("greenhouse")));
    let explanation = r.explanation.unwrap();
    let lines: Vec<&str> = explanation.lines().collect();
    assert_eq!(lines[0], "error[refuted]: guarantee `tools.greenhouse.trusted.contracts.opens_at_most_two()`, required by the domain policy of `greenhouse`, does not hold on every run");
    assert_eq!(lines[1].trim(), "--> tests/data/policies/tools/greenhouse/trusted/policy.py:7:19");
    assert!(lines.contains(&"  = note: the agent did not state it: the coverage policy (policy.py) of domain `greenhouse` adds it to the proof of `main` because it may call open_valve"), "{explanation}");
    assert_eq!(
        r.coverage,
        [entry("greenhouse", "required_gap", &["opens_at_most_two"], &["only_valves", "opens_at_most_two"])]
    );
}

#[test]
fn coverage_reports_each_used_domain() {
    let covered = report("covered");
    assert_eq!(covered.line, "main: proved! guarantee, guarantee, guarantee");
    assert_eq!(covered.coverage, [entry("greenhouse", "covered", &[], &[])]);
    let r = report("recommended_gap");
    assert_eq!(r.line, "main: proved! guarantee, guarantee");
    assert_eq!(r.coverage, [entry("greenhouse", "recommended_gap", &[], &["only_valves"])]);
    let r = report("required_gap_pass");
    assert_eq!(r.line, "main: proved! guarantee, guarantee");
    assert_eq!(r.coverage, [entry("greenhouse", "required_gap", &["opens_at_most_two"], &["opens_at_most_two"])]);
    // A domain without a label is named by its effects; nothing stated about it is silent.
    let r = report("silent_gap");
    assert_eq!(r.line, "main: proved! nothing to prove");
    assert_eq!(r.coverage, [entry("notify", "silent_gap", &[], &["quiet"])]);
}

#[test]
fn a_domain_is_used_through_helpers_dead_branches_and_unresolved_calls() {
    let r = report("helper_dead_branch");
    assert_eq!(r.line, "main: proved! guarantee");
    assert_eq!(
        r.coverage,
        [entry("greenhouse", "required_gap", &["opens_at_most_two"], &["only_valves", "opens_at_most_two"])]
    );
    // An effect a method of the program's classes calls: reached through any instance.
    let r = report("method_reach");
    assert_eq!(r.line, "main: proved! guarantee");
    assert_eq!(
        r.coverage,
        [entry("greenhouse", "required_gap", &["opens_at_most_two"], &["only_valves", "opens_at_most_two"])]
    );
    // Calling a variable: it could be any effect, so every domain counts as used.
    let r = report("dynamic_call");
    assert_eq!(r.line, "main: proved! guarantee");
    assert_eq!(r.coverage.iter().map(|c| c.domain.as_str()).collect::<Vec<_>>(), ["greenhouse", "notify"]);
    let r = report("unused");
    assert_eq!(r.line, "main: proved! nothing to prove");
    assert!(r.coverage.is_empty());
    // The classes of modelled modules (`datetime`, `fractions`, `functools`, `typing`'s forms)
    // are not the program's code: their methods' calls of what they are given use no domain.
    let r = report("modelled_classes");
    assert_eq!(r.line, "main: proved! nothing to prove");
    assert!(r.coverage.is_empty(), "{:?}", r.coverage);
    // A function named by a module value (`ACTION = opened`) or by a class body
    // (`field(default_factory=opened)`): reached from every function, as the value may be.
    for name in ["computed_alias", "computed_factory"] {
        let r = report(name);
        assert_eq!(r.line, "main: proved! guarantee", "{name}");
        assert_eq!(
            r.coverage,
            [entry("greenhouse", "required_gap", &["opens_at_most_two"], &["only_valves", "opens_at_most_two"])],
            "{name}"
        );
    }
    // A program's subclass of a modelled class is its own: the method the model calls back
    // uses the domain.
    let r = report("modelled_subclass");
    assert_eq!(r.line, "main: proved! guarantee");
    assert_eq!(
        r.coverage,
        [entry("greenhouse", "required_gap", &["opens_at_most_two"], &["only_valves", "opens_at_most_two"])]
    );
}

#[test]
fn prove_json_carries_the_coverage_report() {
    let doc = serde_json::to_value(report("recommended_gap")).unwrap();
    assert_eq!(
        doc["coverage"],
        serde_json::json!([{"domain": "greenhouse", "status": "recommended_gap", "missing_required": [], "missing_recommended": ["only_valves"]}])
    );
    // No used domain: no key, so documents without policies are unchanged.
    assert!(serde_json::to_value(report("unused")).unwrap().get("coverage").is_none());
}

/// Keeps the request it is shown and rejects it, so nothing runs.
struct Keep(Option<ApprovalRequest>);

impl Approver for Keep {
    fn prepare(&mut self) -> Result<(), ApprovalError> {
        Ok(())
    }

    fn decide(
        &mut self,
        request: &ApprovalRequest,
        _waiting: &clauz3::api::run::Waiting<'_>,
    ) -> Result<Approval, ApprovalError> {
        self.0 = Some(request.clone());
        Ok(Approval::new(Decision::Rejected, "test"))
    }
}

/// Answers every call with `None` (the request is rejected, so nothing is called).
struct Nothing;

impl clauz3::effects::EffectHandler for Nothing {
    fn perform(
        &mut self,
        _request: &clauz3::effects::EffectRequest,
        _decl: &clauz3::ir::EffectDecl,
    ) -> Result<clauz3::DataValue, clauz3::effects::EffectError> {
        Ok(clauz3::DataValue::None)
    }
}

#[test]
fn the_approval_request_carries_the_coverage_report() {
    let mut keep = Keep(None);
    // `run` checks before proving that every effect the target may call has a handler.
    let mut handlers = Handlers::default();
    handlers.register("open_valve", Box::new(Nothing));
    run(&program("recommended_gap"), &RunOptions::default(), &mut keep, &mut handlers);
    let request = keep.0.expect("a proved program is shown for approval");
    assert_eq!(
        request.coverage,
        [
            serde_json::json!({"domain": "greenhouse", "status": "recommended_gap", "missing_required": [], "missing_recommended": ["only_valves"]})
        ]
    );
}

/// The configuration error this `policy.py` gives beside the greenhouse's effects and contracts.
fn refusal(policy: &str) -> (String, String) {
    let modules = [
        ("contracts", read(&format!("{ROOT}/contracts.py"))),
        ("effects", read(&format!("{ROOT}/effects.py"))),
        ("policy", policy.to_owned()),
    ];
    layer_common::refusal("tools.greenhouse.trusted", &modules)
}

#[test]
fn bad_policies_are_configuration_errors_with_the_place() {
    let head = "from clauz3.policy import domain_policy\n\n";
    let cases = [
        (
            "POLICY = domain_policy(when_used=\"open_tap\", label=\"water\")\n",
            "error[config]: domain policy `water`: when_used names `open_tap`, which is not a trusted effect; known effects: [\"open_valve\", \"close_valve\", \"notify\"]",
            "--> tools/greenhouse/trusted/policy.py:3:34",
        ),
        (
            "POLICY = domain_policy(when_used=\"open_valve\", required=[\"always_shut\"])\n",
            "error[config]: domain policy `open_valve`: required contract `always_shut` is not a @contract helper of tools.greenhouse.trusted",
            "--> tools/greenhouse/trusted/policy.py:3:58",
        ),
        (
            "POLICY = domain_policy(when_used=\"open_valve\", required=[\"only_valves\"])\n",
            "error[config]: domain policy `open_valve`: required contract `only_valves` takes arguments (names); a required contract must be nullary, since nobody states its arguments",
            "--> tools/greenhouse/trusted/policy.py:3:58",
        ),
        (
            "POLICY = domain_policy(recommended=[\"quiet\"])\n",
            "error[config]: domain_policy() needs when_used= (the effects that make a program use the domain)",
            "--> tools/greenhouse/trusted/policy.py:3:10",
        ),
    ];
    for (text, message, place) in cases {
        assert_eq!(refusal(&format!("{head}{text}")), (message.to_owned(), place.to_owned()), "{text}");
    }
}

#[test]
fn a_layer_without_policy_has_no_coverage_and_no_extra_guarantee() {
    let trusted = clauz3::loader::trusted_root_files(ROOT.as_ref()).unwrap();
    let without: Vec<TrustedFile> = trusted.into_iter().filter(|f| !f.module.ends_with(".policy")).collect();
    let text = read(&format!("{DATA}/programs/required_fail.py"));
    let p = Program::from_source("required_fail.py", &text, &without).unwrap();
    let r = prove(&p, &ProveOptions::default());
    assert_eq!((r.conclusion, r.line.as_str()), (Conclusion::Proved, "main: proved! nothing to prove"));
    assert!(r.coverage.is_empty());
}

#[test]
fn a_required_contract_that_cannot_be_built_says_it_came_from_the_policy() {
    let contracts = format!(
        "{}\n\n@contract\ndef strict(limit: int = -1) -> ContractSpec:\n    if limit < 0:\n        raise ValueError(\"no limit given\")\n    return Open.count() <= limit\n",
        read(&format!("{ROOT}/contracts.py"))
    );
    let policy = "from clauz3.policy import domain_policy\n\nPOLICY = domain_policy(when_used=\"open_valve\", required=[\"strict\"], label=\"valves\")\n";
    let modules =
        [("contracts", contracts), ("effects", read(&format!("{ROOT}/effects.py"))), ("policy", policy.to_owned())];
    let files = layer_common::files("tools.greenhouse.trusted", &modules);
    let p = Program::from_source("covered.py", &read(&format!("{DATA}/programs/covered.py")), &files).unwrap();
    let r = prove(&p, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Skipped);
    assert_eq!(
        r.line,
        "main: skipped unsupported guarantee expression (tools.greenhouse.trusted.contracts.strict(), required by the domain policy of `valves`: contract helper tools.greenhouse.trusted.contracts.strict raised ValueError: no limit given (a trusted-layer bug or a bad guarantee argument, not an unsupported construct))"
    );
}
