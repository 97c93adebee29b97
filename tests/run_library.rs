//! `clauz3::run` from Rust: native handlers registered by an embedder, preconditions checked
//! before an effect fires, and the runtime monitor catching what a deliberately broken prover
//! (the test-only `testing_pretend_proved`) lets through, before the effect fires.

use clauz3::effects::{DataValue, EffectError, EffectHandler, EffectRequest};
use clauz3::ir::EffectDecl;
use clauz3::{run, ApproveAll, Handlers, Program, RunOptions, RunStatus};
use std::cell::RefCell;
use std::rc::Rc;

/// A native handler: records each call it performs and returns `None`.
struct Recorder(Rc<RefCell<Vec<String>>>);

impl EffectHandler for Recorder {
    fn perform(&mut self, request: &EffectRequest, _decl: &EffectDecl) -> Result<DataValue, EffectError> {
        self.0.borrow_mut().push(request.qualified_call_text());
        Ok(DataValue::None)
    }
}

fn program(body: &str) -> Program {
    let text = format!(
        "import clauz3\nfrom tools.garden.trusted import contracts as garden\nfrom tools.garden.trusted.effects import water\n\n\n{body}"
    );
    let trusted = clauz3::loader::trusted_root_files("tests/data/run/garden/tools/garden/trusted".as_ref()).unwrap();
    Program::from_source("agent.py", &text, &trusted).unwrap()
}

fn run_natively(program: &Program, options: &RunOptions) -> (clauz3::RunReport, Vec<String>) {
    let performed = Rc::new(RefCell::new(Vec::new()));
    let mut handlers = Handlers::default();
    handlers.register("water", Box::new(Recorder(performed.clone())));
    let report = run(program, options, &mut ApproveAll, &mut handlers);
    let calls = performed.borrow().clone();
    (report, calls)
}

#[test]
fn a_native_handler_executes_the_effects_instead_of_their_bodies() {
    let p = program("@clauz3.guarantee(garden.waterings_at_most(2))\ndef main() -> None:\n    water('a', 3)\n    water(bed='b', litres=4)\n");
    let (report, calls) = run_natively(&p, &RunOptions::default());
    assert_eq!(report.status, RunStatus::Ran);
    assert_eq!(
        calls,
        ["tools.garden.trusted.effects.water('a', 3)", "tools.garden.trusted.effects.water(bed='b', litres=4)"]
    );
    let execution = report.execution.unwrap();
    assert_eq!(execution.effects.iter().map(|e| e.handler).collect::<Vec<_>>(), ["native", "native"]);
    assert_eq!(execution.output, "", "the mock body's print did not run");
}

#[test]
fn the_monitor_stops_an_effect_a_broken_prover_let_through_before_it_fires() {
    // Three waterings under a guarantee of at most two: the prover refutes it. Pretending it
    // proved, the run starts; the monitor must stop the third call before the handler sees it.
    let p = program(
        "@clauz3.guarantee(garden.waterings_at_most(2))\ndef main() -> None:\n    for bed in ['a', 'b', 'c']:\n        water(bed, 1)\n",
    );
    let honest = run_natively(&p, &RunOptions::default());
    assert_eq!(honest.0.status, RunStatus::NotProved);
    assert!(honest.1.is_empty());
    let options = RunOptions { testing_pretend_proved: true, ..RunOptions::default() };
    let (report, calls) = run_natively(&p, &options);
    assert_eq!(calls, ["tools.garden.trusted.effects.water('a', 1)", "tools.garden.trusted.effects.water('b', 1)"]);
    assert_eq!(
        report.status,
        RunStatus::SoundnessViolation(
            "soundness bug: guarantee `garden.waterings_at_most(2)` (effect(water).count() <= 2) does not hold if effect #3 `tools.garden.trusted.effects.water('c', 1)` fires, yet the proof said it holds on every run; the effect was not performed".into()
        )
    );
    assert_eq!(report.status.exit_code(), 1);
}

#[test]
fn the_monitor_checks_lower_bounds_and_sums_at_the_end() {
    // 12 litres against a bound of 10: a sum is checked once the run is over.
    let p = program(
        "@clauz3.guarantee(garden.total_water_at_most(10))\ndef main() -> None:\n    water('a', 6)\n    water('b', 6)\n",
    );
    let options = RunOptions { testing_pretend_proved: true, ..RunOptions::default() };
    let (report, calls) = run_natively(&p, &options);
    assert_eq!(calls.len(), 2);
    assert_eq!(
        report.status,
        RunStatus::SoundnessViolation(
            "soundness bug: guarantee `garden.total_water_at_most(10)` (effect(water).sum(...) <= 10) does not hold on the finished run, yet the proof said it holds on every run".into()
        )
    );
}

#[test]
fn a_violated_precondition_stops_the_call_before_it_fires() {
    let p = program("def main() -> None:\n    water('a', 1)\n    water('b', 0)\n");
    let options = RunOptions { testing_pretend_proved: true, ..RunOptions::default() };
    let (report, calls) = run_natively(&p, &options);
    assert_eq!(calls, ["tools.garden.trusted.effects.water('a', 1)"]);
    assert_eq!(report.status, RunStatus::Failed("precondition of `water` violated: water at least one litre".into()));
}

#[test]
fn the_approval_request_names_the_guarantees_in_words() {
    let p = program("@clauz3.guarantee(garden.only_beds(['a']))\ndef main() -> None:\n    water('a', 1)\n");
    let (report, _) = run_natively(&p, &RunOptions::default());
    let request = report.request.unwrap().to_json();
    assert_eq!(request["schema_version"], 1);
    assert_eq!(request["kind"], "clauz3.run");
    assert_eq!(request["guarantees"], serde_json::json!(["garden.only_beds(['a'])"]));
    assert_eq!(request["guarantee_details"][0]["description"], "Only the beds ['a'] are watered.");
    assert_eq!(
        request["proofs"][0],
        serde_json::json!({"name": "main", "conclusion": "proved!", "description": "assertion, guarantee"})
    );
    assert_eq!(
        request["request_id"].as_str().unwrap(),
        format!("clr_{}", &request["program_sha256"].as_str().unwrap()[..12])
    );
    let keys: Vec<&String> = request.as_object().unwrap().keys().collect();
    let mut sorted = keys.clone();
    sorted.sort();
    assert_eq!(keys, sorted, "keys are sorted as the reference sends them");
}
