//! Events (`clauz3.events`): event classes as relations over what effects perform, a class
//! covering its subclasses, every query in both domains (refutations replay through the
//! interpreter), the refusal of a contract over an event nothing performs, and `@performs`
//! binding rules refused as located configuration errors. Verdicts match the reference's
//! where it supports the construct.

mod layer_common;

use clauz3::Conclusion;
use layer_common::{read, refusal};

const DATA: &str = "tests/data/events";
const ROOT: &str = "tests/data/events/tools/kiln/trusted";

fn report(name: &str) -> clauz3::ProofReport {
    layer_common::report(DATA, ROOT, name)
}

fn assert_line(name: &str, line: &str) -> clauz3::ProofReport {
    layer_common::assert_line(report(name), name, line)
}

#[test]
fn a_class_covers_its_subclasses() {
    let r = assert_line("purge_is_vent_fail", "main: failed guarantee. Example: chamber=''.");
    assert_eq!(r.trace, ["flash_purge(chamber='', degrees=100)"]);
}

#[test]
fn sum_count_all_and_distinct_read_every_performed_event() {
    assert_line("heat_sum_pass", "main: proved! assertion, guarantee, guarantee, guarantee, guarantee");
    assert_line("heat_sum_fail", "main: failed guarantee. Example: degrees=151.");
    assert_line("only_chambers_fail", "main: failed guarantee. Example: chamber=''.");
    assert_line("distinct_fail", "main: failed guarantee. Example: again=True.");
}

#[test]
fn where_filters_events() {
    assert_line("where_count_pass", "main: proved! assertion, guarantee");
    assert_line("where_count_fail", "main: failed guarantee. Example: degrees=100.");
}

#[test]
fn shares_value_between_event_relations() {
    // Beyond the reference, which cannot pass an event class to shares_value.
    assert_line("shares_pass", "main: proved! assertion, assertion, guarantee");
    assert_line("shares_fail", "main: failed guarantee. Example: chamber=''.");
}

#[test]
fn events_performed_in_a_loop_over_a_query_are_counted_per_row() {
    assert_line("loop_vents_pass", "main: proved! guarantee");
    assert_line("loop_vents_fail", "main: failed guarantee. Example: list_chambers_result_1=['', '', ''].");
    // Two rows performing a Heat for the same chamber: distinct compares a row with the others.
    let r = assert_line("loop_distinct_fail", "main: failed guarantee. Example: list_chambers_result_1=['a', 'a'].");
    assert_eq!(
        r.trace,
        ["list_chambers(kiln='north')", "flash_purge(chamber='a', degrees=10)", "flash_purge(chamber='a', degrees=10)"]
    );
}

#[test]
fn a_contract_over_an_event_nothing_performs_is_refused() {
    let r = report("never_sealed");
    assert_eq!(r.conclusion, Conclusion::PartiallyProved);
    assert_eq!(
        r.line,
        "main: partially proved unsupported guarantee expression (no trusted effect of this layer performs event Seal or a subclass of it, so every contract over it would hold vacuously; declare it with @performs on the effects that perform it)"
    );
}

/// The configuration error with `effects.py` replaced by `bad/<name>.py`.
fn bad_effects(name: &str) -> (String, String) {
    let modules = [("events", read(&format!("{ROOT}/events.py"))), ("effects", read(&format!("{DATA}/bad/{name}.py")))];
    refusal("tools.kiln.trusted", &modules)
}

#[test]
fn performs_binding_rules_are_configuration_errors_with_the_place() {
    let cases = [
        ("computed_field", "@performs on `heat`: `Heat.degrees` must be a parameter of the effect, not a computed value", "tools/kiln/trusted/effects.py:8:41"),
        ("defaulted_param", "@performs on `heat`: `degrees` has a default; events need parameters every call binds", "tools/kiln/trusted/effects.py:8:27"),
        ("stacked", "@performs on `heat` is stacked; declare all of its events in one @performs", "tools/kiln/trusted/effects.py:9:2"),
        ("type_mismatch", "@performs on `heat`: maps `degrees` (int) to `Heat.chamber` (str)", "tools/kiln/trusted/effects.py:8:41"),
        ("unknown_param", "@performs on `heat`: `room` is not a parameter of the effect", "tools/kiln/trusted/effects.py:8:18"),
        ("not_trusted", "@performs on `helper`, which is not a trusted effect: only `@clauz3.trusted` functions perform events", "tools/kiln/trusted/effects.py:7:2"),
        ("not_an_event", "@performs on `vent`: the builder must return an event of the layer (`Ev(param, ...)`) or a list of them", "tools/kiln/trusted/effects.py:8:43"),
        ("missing_field", "@performs on `heat`: `Heat` needs every field; missing: degrees", "tools/kiln/trusted/effects.py:8:27"),
        ("reserved_field", "event class `Bad` has a field `count`, a name reserved for querying it as a relation (all, where, empty, count, sum, distinct)", "tools/kiln/trusted/effects.py:8:5"),
    ];
    let mut wrong = Vec::new();
    for (name, message, place) in cases {
        let got = bad_effects(name);
        if got != (format!("error[config]: {message}"), format!("--> {place}")) {
            wrong.push(format!("{name}: {got:?}"));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// Records each call it performs and returns `None`.
struct Recorder(std::rc::Rc<std::cell::RefCell<Vec<String>>>);

impl clauz3::effects::EffectHandler for Recorder {
    fn perform(
        &mut self,
        request: &clauz3::effects::EffectRequest,
        _decl: &clauz3::ir::EffectDecl,
    ) -> Result<clauz3::DataValue, clauz3::effects::EffectError> {
        self.0.borrow_mut().push(request.qualified_call_text());
        Ok(clauz3::DataValue::None)
    }
}

#[test]
fn the_run_monitor_reads_events_too() {
    // Pretending the refuted program proved, the monitor must stop the flash purge (a Vent)
    // before it fires: its concrete meaning reads the events a call performs.
    let program = layer_common::program(DATA, ROOT, "run_purge_fail");
    let performed = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let mut handlers = clauz3::Handlers::default();
    handlers.register("heat", Box::new(Recorder(performed.clone())));
    handlers.register("flash_purge", Box::new(Recorder(performed.clone())));
    let options = clauz3::RunOptions { testing_pretend_proved: true, ..clauz3::RunOptions::default() };
    let report = clauz3::run(&program, &options, &mut clauz3::ApproveAll, &mut handlers);
    assert_eq!(*performed.borrow(), ["tools.kiln.trusted.effects.heat('a', 10)"]);
    assert_eq!(
        report.status,
        clauz3::RunStatus::SoundnessViolation(
            "soundness bug: guarantee `kiln.no_venting()` (Vent.empty()) does not hold if effect #2 `tools.kiln.trusted.effects.flash_purge('a', 100)` fires, yet the proof said it holds on every run; the effect was not performed".into()
        )
    );
}
