//! The `Domain` trait carries a symbolic domain: the same evaluator, over Z3 terms, explores
//! every path. Refutations are replayed through the concrete interpreter and must fail the same
//! way there (parity between what is proved and what runs).

use clauz3::effects::{DryRun, Gate, ScriptedReturns};
use clauz3::interp::{Concrete, Value};
use clauz3::layer::{self, TrustedFile};
use clauz3::prover::{explore_target, Verdict};
use clauz3::sema::Evaluator;
use clauz3::source::{SourceFile, SourceMap};
use clauz3::{ir, syntax, Limits};
use num_bigint::BigInt;

const BANK: &str = "import clauz3\n\n@clauz3.requires(lambda amount: 0 < amount <= 100, message='between 1 and 100')\n@clauz3.trusted\ndef pay(amount: int) -> bool: ...\n\n@clauz3.trusted\ndef balance() -> int: ...\n\n@clauz3.ensures(lambda result: 0 <= result <= 100)\n@clauz3.trusted\ndef level() -> int: ...\n";

fn lower(source: &str) -> ir::Program {
    let mut map = SourceMap::default();
    let trusted = TrustedFile {
        package: "tools.bank.trusted".into(),
        module: "tools.bank.trusted.effects".into(),
        display: "effects.py".into(),
        text: BANK.into(),
    };
    let layer = layer::load(&mut map, &[trusted]).expect("layer loads");
    let file = map.add(SourceFile::new("agent.py", source));
    let parsed = syntax::parse(&map, file).expect("parses");
    layer::lower_program(&parsed, layer, &[]).expect("lowers").program
}

fn verdict(source: &str) -> (ir::Program, Verdict) {
    let program = lower(source);
    let target = program.lookup_function("main").expect("has main");
    let v = explore_target(
        &program,
        target,
        &[],
        clauz3::prover::Settings {
            limits: Limits::default(),
            timeout_ms: 5_000,
            loop_bound: 32,
            keep_paths: false,
            share_solver: false,
        },
    );
    (program, v)
}

/// Runs `main` concretely with the counterexample's inputs; scripted effect results come from
/// `<effect>_result_<n>` entries. Returns the error name, if it failed.
fn replay(program: &ir::Program, inputs: &[(String, clauz3::DataValue)]) -> Option<String> {
    let inputs: Vec<(String, String)> = inputs.iter().map(|(n, v)| (n.clone(), v.repr())).collect();
    let inputs = &inputs[..];
    let target = program.lookup_function("main").unwrap();
    let params: Vec<String> = program.function(target).params.iter().map(|p| p.name.to_string()).collect();
    let value_of = |name: &str| inputs.iter().find(|(n, _)| n == name).map(|(_, v)| v.clone());
    let to_value = |text: String| match text.as_str() {
        "True" => Value::Bool(true),
        "False" => Value::Bool(false),
        n => Value::from_big(n.parse::<BigInt>().unwrap()),
    };
    let args: Vec<Value> = params.iter().map(|p| to_value(value_of(p).unwrap_or_else(|| "0".into()))).collect();
    let mut scripted = serde_json::Map::new();
    for (name, v) in inputs {
        if let Some((effect, _)) = name.split_once("_result_") {
            let list = scripted.entry(effect.to_owned()).or_insert_with(|| serde_json::json!([]));
            let json = match v.as_str() {
                "True" => serde_json::json!(true),
                "False" => serde_json::json!(false),
                n => serde_json::json!(n.parse::<i64>().unwrap()),
            };
            list.as_array_mut().unwrap().push(json);
        }
    }
    let mut handler = DryRun::new(ScriptedReturns::from_json(&serde_json::Value::Object(scripted)).unwrap());
    let domain = Concrete::new(Limits::default(), Gate::new(&mut handler));
    let mut ev = Evaluator::new(program, domain);
    ev.call_entry(target, args).err().map(|f| f.error_name().to_owned())
}

fn assert_refuted(source: &str, error: &str, expected_inputs: &[(&str, &str)]) {
    let (program, v) = verdict(source);
    let Verdict::Refuted { fault, counterexample, .. } = v else { panic!("expected a refutation, got {v:?}") };
    assert_eq!(fault.expect("a program obligation fails with a fault").error_name(), error);
    for (name, value) in expected_inputs {
        let got = counterexample.inputs.iter().find(|(n, _)| n == name).map(|(_, v)| v.repr());
        assert_eq!(got.as_deref(), Some(*value), "input {name} in {:?}", counterexample.inputs);
    }
    assert_eq!(
        replay(&program, &counterexample.inputs).as_deref(),
        Some(error),
        "the concrete replay must fail the same way"
    );
}

fn assert_proved(source: &str) -> usize {
    match verdict(source).1 {
        Verdict::Proved { paths, .. } => paths,
        other => panic!("expected a proof, got {other:?}"),
    }
}

#[test]
fn branches_on_symbolic_conditions_explore_every_path() {
    let paths = assert_proved("def main(x: int) -> int:\n    if x > 10:\n        y = x - 10\n    else:\n        y = 10 - x\n    assert y >= 0\n    return y\n");
    assert_eq!(paths, 2);
}

#[test]
fn a_failing_assert_is_refuted_with_the_input_that_breaks_it() {
    assert_refuted("def main(x: int) -> int:\n    if x > 10:\n        y = x - 10\n    else:\n        y = 10 - x\n    assert y > 0, 'y must be positive'\n    return y\n", "AssertionError", &[("x", "10")]);
}

#[test]
fn floor_division_and_modulo_follow_python() {
    assert_proved("def main(x: int, d: int) -> int:\n    if d != 0:\n        assert (x // d) * d + x % d == x\n        if d > 0:\n            assert 0 <= x % d < d\n        else:\n            assert d < x % d <= 0\n    return 0\n");
}

#[test]
fn division_by_a_symbolic_zero_is_a_zero_division_error() {
    assert_refuted(
        "def main(total: int, count: int) -> int:\n    return total // count\n",
        "ZeroDivisionError",
        &[("count", "0")],
    );
}

#[test]
fn helpers_are_evaluated_by_the_same_dispatch() {
    assert_proved("def clamp(v: int, lo: int, hi: int) -> int:\n    if v < lo:\n        return lo\n    if v > hi:\n        return hi\n    return v\n\ndef main(n: int) -> int:\n    c = clamp(n, 0, 100)\n    assert 0 <= c <= 100\n    return c\n");
}

#[test]
fn concrete_loops_unroll_and_fold() {
    assert_proved("def main(flag: bool) -> int:\n    total = 0\n    for i in range(5):\n        total += i\n    if flag:\n        total = total * 2\n    assert total == 10 or total == 20\n    return total\n");
}

#[test]
fn effect_preconditions_are_checked_through_the_gate() {
    assert_refuted("from tools.bank.trusted.effects import pay\n\ndef main(n: int) -> bool:\n    if n < 50:\n        return pay(n)\n    return False\n", "PreconditionError", &[]);
    assert_proved("from tools.bank.trusted.effects import pay\n\ndef main(n: int) -> bool:\n    if 0 < n < 50:\n        return pay(n)\n    return False\n");
}

#[test]
fn effect_results_are_fresh_unknowns() {
    assert_refuted("from tools.bank.trusted.effects import balance\n\ndef main() -> int:\n    b = balance()\n    assert b >= 0\n    return b\n", "AssertionError", &[]);
}

#[test]
fn postconditions_are_assumed_by_the_prover() {
    assert_proved("from tools.bank.trusted.effects import level\n\ndef main() -> int:\n    v = level()\n    assert 0 <= v <= 100\n    return v\n");
    assert_refuted("from tools.bank.trusted.effects import level\n\ndef main() -> int:\n    v = level()\n    assert v < 100\n    return v\n", "AssertionError", &[("level_result_1", "100")]);
}

#[test]
fn what_the_prover_cannot_model_is_unknown_never_proved() {
    let (_, v) = verdict("def main(x: int) -> int:\n    return x & 1\n");
    assert!(matches!(v, Verdict::Unknown { .. }), "{v:?}");
}

/// `vars(obj)` is a copy in clauz3 and the live namespace in CPython: a copy still held when
/// the object changes (or written to) is never the ground of a proof, however short-lived.
#[test]
fn a_namespace_copy_held_while_its_object_changes_is_never_proved() {
    let class = "class Cell:\n    def __init__(self, v):\n        self.count = v\n\n";
    let stale = [
        "def main(n: int) -> int:\n    c = Cell(n)\n    seen = vars(c)\n    c.count = n + 1\n    assert seen['count'] == n\n    return 0\n",
        "def main(n: int) -> int:\n    c = Cell(n)\n    assert (vars(c), setattr(c, 'count', n + 2))[0]['count'] == n\n    return 0\n",
        "def peek(c):\n    d = c.__dict__\n    c.count += 1\n    return d['count']\n\ndef main(n: int) -> int:\n    c = Cell(n)\n    assert peek(c) == n\n    return 0\n",
        "def main(n: int) -> int:\n    c = Cell(n)\n    d = vars(c)\n    d['count'] = n + 1\n    assert c.count == n\n    return 0\n",
        "def main(n: int) -> int:\n    c = Cell(n)\n    seen = vars(c)\n    del c.count\n    assert 'count' in seen\n    return 0\n",
    ];
    for body in stale {
        let (_, v) = verdict(&format!("{class}{body}"));
        assert!(matches!(v, Verdict::Unknown { .. }), "{body}: {v:?}");
    }
    // Read whole before the object changes, or read again after: exact.
    assert_proved(&format!("{class}def main(n: int) -> int:\n    c = Cell(n)\n    names = sorted(vars(c))\n    c.count = n + 1\n    assert names == ['count'] and vars(c)['count'] == n + 1\n    c.extra = 1\n    assert list(vars(c)) == ['count', 'extra']\n    return 0\n"));
}
