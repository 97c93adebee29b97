//! The effect gate in a dry run: preconditions are checked before a call is recorded, scripted
//! returns must fit the declared type and keep the effect's postconditions, and omitted
//! defaulted arguments are not recorded.

use clauz3::{dry_run, DryRunOptions, Program, ScriptedReturns, TrustedFile};

const SHOP: &str = r#"import clauz3
import deal

@clauz3.requires(lambda sku, qty, note="": 0 < qty <= 10, message="between 1 and 10 items")
@clauz3.trusted
def order(sku: str, qty: int, note: str = "") -> str: ...

@clauz3.ensures(lambda result: result >= 0, message="stock is never negative")
@clauz3.trusted
def stock(sku: str) -> int: ...

@deal.post(lambda result: len(result) <= 2)
@deal.has("network")
def tags(sku: str) -> list[str]: ...

def not_an_effect(x):
    return open(x).read()
"#;

fn layer() -> Vec<TrustedFile> {
    vec![TrustedFile {
        package: "tools.shop.trusted".into(),
        module: "tools.shop.trusted.effects".into(),
        display: "tools/shop/trusted/effects.py".into(),
        text: SHOP.into(),
    }]
}

fn run(program: &str, returns: serde_json::Value) -> clauz3::EffectTrace {
    let program = Program::from_source("agent.py", program, &layer()).unwrap_or_else(|e| panic!("{}", e.text));
    let returns = ScriptedReturns::from_json(&returns).unwrap();
    program.check_returns(&returns).unwrap();
    dry_run(&program, &DryRunOptions { returns, ..DryRunOptions::default() })
}

#[test]
fn calls_are_recorded_by_parameter_name_without_omitted_defaults() {
    let trace = run(
        "from tools.shop.trusted.effects import order, stock\n\ndef main() -> str:\n    n = stock('mug')\n    return order('mug', qty=n)\n",
        serde_json::json!({"stock": [3], "order": ["o-1"]}),
    );
    let calls: Vec<String> =
        trace.effects.iter().map(|e| format!("{} -> {}", e.call_text(), e.returned.repr())).collect();
    assert_eq!(calls, ["stock(sku='mug') -> 3", "order(sku='mug', qty=3) -> 'o-1'"]);
    assert_eq!(trace.returned.as_deref(), Some("'o-1'"));
}

#[test]
fn a_violated_precondition_stops_before_the_call_is_recorded() {
    let trace = run(
        "from tools.shop.trusted.effects import order\n\ndef main() -> None:\n    order('mug', 1)\n    order('mug', 11, 'bulk')\n",
        serde_json::json!({}),
    );
    assert_eq!(trace.effects.len(), 1);
    let failure = trace.failure.expect("the run stops");
    assert_eq!(failure.error, "PreconditionError");
    assert_eq!(failure.message, "precondition of `order` violated: between 1 and 10 items");
    assert!(failure.rendered.contains("call: order(sku='mug', qty=11, note='bulk')"), "{}", failure.rendered);
}

#[test]
fn a_scripted_return_that_breaks_a_postcondition_is_an_effect_error() {
    let trace = run(
        "from tools.shop.trusted.effects import stock\n\ndef main() -> int:\n    return stock('mug')\n",
        serde_json::json!({"stock": [-4]}),
    );
    let failure = trace.failure.expect("the run stops");
    assert_eq!(failure.error, "EffectError");
    assert_eq!(failure.message, "`stock` returned -4, which breaks its postcondition: stock is never negative");
    assert_eq!(trace.effects.len(), 1, "the call itself happened and is in the trace");
}

#[test]
fn legacy_deal_decorators_declare_effects_and_postconditions() {
    let trace = run(
        "from tools.shop.trusted.effects import tags\n\ndef main() -> int:\n    return len(tags('mug'))\n",
        serde_json::json!({"tags": [["a", "b", "c"]]}),
    );
    assert_eq!(trace.failure.map(|f| f.error).as_deref(), Some("EffectError"));
}

#[test]
fn only_trusted_functions_are_effects() {
    let err = Program::from_source(
        "agent.py",
        "from tools.shop.trusted.effects import not_an_effect\n\ndef main() -> int:\n    return 0\n",
        &layer(),
    )
    .err()
    .expect("refused");
    assert!(
        err.text.contains("`not_an_effect` is not a trusted effect of `tools.shop.trusted.effects`"),
        "{}",
        err.text
    );
}

#[test]
fn effects_can_be_called_through_a_module_alias() {
    let trace = run(
        "import tools.shop.trusted.effects as shop\n\ndef main() -> int:\n    return shop.stock('cup')\n",
        serde_json::json!({"stock": [7]}),
    );
    assert_eq!(trace.returned.as_deref(), Some("7"));
}

#[test]
fn bad_layers_are_configuration_errors_with_locations() {
    let bad = TrustedFile { text: "import clauz3\n\n@clauz3.requires(lambda amount: amount > 0)\n@clauz3.trusted\ndef pay(total: int) -> None: ...\n".into(), ..layer().remove(0) };
    let err = Program::from_source("agent.py", "def main() -> int:\n    return 0\n", &[bad]).err().expect("refused");
    assert!(
        err.text.starts_with(
            "error[config]: precondition of `pay` predicate (amount) does not match the function signature (total)"
        ),
        "{}",
        err.text
    );
    assert!(err.text.contains("--> tools/shop/trusted/effects.py:3:2"), "{}", err.text);
}

#[test]
fn a_broken_effect_is_reported_once_not_again_by_the_contracts_that_use_it() {
    // Regression: a contract module importing an effect whose declaration failed reported
    // "is not a trusted effect" and "name is not defined" on top of the real error.
    let bad = TrustedFile { text: "import clauz3\n\n@clauz3.requires(lambda amount: amount > 0)\n@clauz3.trusted\ndef pay(total: int) -> None: ...\n".into(), ..layer().remove(0) };
    let contracts = TrustedFile {
        module: "tools.shop.trusted.contracts".into(),
        display: "tools/shop/trusted/contracts.py".into(),
        text: "from clauz3.spec import contract, effect, ContractSpec\nfrom tools.shop.trusted.effects import pay\n\nPay = effect(pay)\n\n\n@contract\ndef at_most(n: int) -> ContractSpec:\n    return Pay.count() <= n\n".into(),
        ..layer().remove(0)
    };
    let err = Program::from_source("agent.py", "def main() -> int:\n    return 0\n", &[bad, contracts])
        .err()
        .expect("refused");
    assert_eq!(err.text.matches("error[").count(), 1, "{}", err.text);
}
