//! Classes as agents write them (issue 29's cls53 part): class bodies computed when the
//! `class` statement runs, the program's class decorators, methods bound to instances as
//! values, function identity and `vars(obj)`, proved with a failing twin for each prover path.
//! Their everyday programs run against CPython in `tests/everyday.rs` (`everyday/cls53/`).

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("bodies.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

fn assert_proved(source: &str) {
    let r = report(source);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}\n{source}", r.line);
}

/// A refutation the interpreter reproduces.
fn assert_failed(source: &str) {
    let r = report(source);
    assert_eq!(r.conclusion, Conclusion::Failed, "{}\n{source}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{source}");
}

fn refusal(source: &str) -> String {
    match Program::from_source("bodies.py", source, &[]) {
        Ok(_) => panic!("accepted:\n{source}"),
        Err(e) => e.text,
    }
}

const LIMITS: &str = "
from dataclasses import dataclass


def scaled(n):
    return n * 3


class Limits:
    SIZE = 4
    DOUBLE = SIZE * 2
    CAP = scaled(DOUBLE) + 2 ** 2
    NAMES = [s.upper() for s in ['a', 'b']]


@dataclass
class Order:
    qty: int
    cap: int = Limits.CAP
";

#[test]
fn a_computed_class_attribute_bounds_a_proof() {
    assert_proved(&format!(
        "{LIMITS}
def main(q: int) -> int:
    order = Order(min(max(q, 0), Limits.DOUBLE))
    assert order.qty <= Limits.DOUBLE == 8
    assert order.cap == 28 and Limits.NAMES == ['A', 'B']
    return order.qty
"
    ));
}

#[test]
fn a_wrong_claim_about_a_computed_class_attribute_is_refuted() {
    assert_failed(&format!(
        "{LIMITS}
def main(q: int) -> int:
    order = Order(min(max(q, 0), Limits.CAP))
    assert order.qty <= Limits.DOUBLE
    return order.qty
"
    ));
}

const BUS: &str = "
class Counter:
    def __init__(self):
        self.total = 0

    def add(self, n):
        self.total += n
        return self.total

    def sub(self, n):
        self.total -= n
        return self.total
";

#[test]
fn a_bound_method_called_later_updates_its_instance_in_a_proof() {
    assert_proved(&format!(
        "{BUS}
def main(a: int, b: int) -> int:
    c = Counter()
    handlers = {{'up': c.add, 'down': c.sub}}
    handlers['up'](a)
    step = c.add
    step(b)
    assert c.total == a + b
    assert c.add == c.add and c.add is not c.add
    return c.total
"
    ));
}

#[test]
fn a_bound_method_of_the_wrong_instance_is_refuted() {
    assert_failed(&format!(
        "{BUS}
def main(a: int) -> int:
    c = Counter()
    other = Counter()
    step = other.add
    step(a)
    assert c.total == a
    return c.total
"
    ));
}

const REGISTRY: &str = "
KINDS = {}


def register(cls):
    KINDS[cls.name] = cls
    return cls


@register
class Small:
    name = 'small'
    LIMIT = 10


@register
class Large:
    name = 'large'
    LIMIT = 10 ** 3
";

#[test]
fn a_registry_filled_by_a_class_decorator_is_seen_by_the_prover() {
    assert_proved(&format!(
        "{REGISTRY}
def main(n: int) -> int:
    kind = KINDS['small' if n < 10 else 'large']
    assert n < kind.LIMIT or n >= 1000
    return n
"
    ));
}

#[test]
fn a_wrong_claim_about_a_decorated_registry_is_refuted() {
    assert_failed(&format!(
        "{REGISTRY}
def main(n: int) -> int:
    kind = KINDS['small' if n < 10 else 'large']
    assert n < kind.LIMIT
    return n
"
    ));
}

#[test]
fn a_class_decorator_that_may_return_another_value_is_refused() {
    let text = refusal(
        "
def wrap(cls):
    if cls.name:
        return cls
    return None


@wrap
class A:
    name = 'a'


def main() -> int:
    return 1
",
    );
    assert!(text.contains("a class decorator other than"), "{text}");
}

#[test]
fn a_local_class_reading_its_function_variables_is_refused_with_its_place() {
    let text = refusal(
        "
from dataclasses import dataclass


def main() -> int:
    limit = 3

    @dataclass
    class Local:
        cap: int = limit
    return 1
",
    );
    assert!(text.contains("reads `limit`, a variable of the function `main`") && text.contains(":9:"), "{text}");
}
