//! Classes defined inside functions (issue 29): read once as classes of the program named
//! `f.<locals>.C`, with a new class of that definition each time the `class` statement runs
//! again, whose methods read their function's variables through the cells of the call that
//! made the class. The prover runs them through the same evaluator; what clauz3 cannot give
//! as CPython does (a class body reading its function's variables outside its methods, a
//! second run of a class a local class's body names) is refused, located.
//! The everyday programs using them are under `tests/data/everyday/local54/`.

use clauz3::{prove, Conclusion, Program, ProveOptions};

fn report(source: &str) -> clauz3::ProofReport {
    let program = Program::from_source("local.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    prove(&program, &ProveOptions::default())
}

/// The located reason clauz3 gives for refusing `source` before it runs.
fn refusal(source: &str) -> String {
    match Program::from_source("refused.py", source, &[]) {
        Ok(_) => panic!("accepted:\n{source}"),
        Err(e) => e.text,
    }
}

/// What a dry run of `source` stopped on.
fn run_failure(source: &str) -> String {
    let program = Program::from_source("local.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let trace = clauz3::dry_run(&program, &clauz3::DryRunOptions::default());
    trace.failure.expect("the run stops").message
}

const BUDGET: &str = "
def main(amount: int, limit: int) -> int:
    class OverBudget(Exception):
        pass

    class Budget:
        def __init__(self, cap):
            self.cap = cap
            self.spent = 0

        def spend(self, x):
            if CHECK and x > self.cap - self.spent:
                raise OverBudget('over budget')
            if x > 0:
                self.spent += x

    budget = Budget(max(limit, 0))
    for _ in range(2):
        try:
            budget.spend(amount)
        except OverBudget:
            pass
    assert budget.spent <= budget.cap
    return budget.spent
";

#[test]
fn a_local_class_keeping_its_invariant_is_proved() {
    let r = report(&format!("CHECK = True\n{BUDGET}"));
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
}

#[test]
fn a_local_class_breaking_its_invariant_is_refuted_and_replayed() {
    let r = report(&format!("CHECK = False\n{BUDGET}"));
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{}", r.line);
}

const FACTORY: &str = "
def make(n: int):
    class Box:
        def __init__(self, v):
            self.v = v

    return Box(n)


def main(a: int) -> int:
    first = make(a)
    second = make(a)
    assert type(first) is type(second)
    return first.v
";

#[test]
fn each_run_of_a_class_statement_makes_a_new_class_in_proofs() {
    // CPython makes two classes, so the assert fails there: a wrong model would prove it.
    let r = report(FACTORY);
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{}", r.line);
    let r = report(&FACTORY.replace("type(first) is type(second)", "type(first) is not type(second)"));
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
}

#[test]
fn methods_read_their_functions_variables_through_cells_of_their_own_class() {
    // `start`, `step` and `Box` in the methods are CPython's closure cells: those of the call
    // that made the class, so each class made by `make` sees its own.
    let source = "
def make(start, step):
    class Box:
        def __init__(self, v):
            self.v = v + start

        def grow(self):
            self.v += step
            return self

        def merge(self, other):
            return Box(self.v + other.v - start)

    return Box


def main(a: int) -> int:
    small = make(0, 1)
    big = make(100, 10)
    x = small(a).grow().merge(small(1))
    y = big(a).grow()
    assert type(x) is small and type(y) is big
    assert x.v == a + 2
    assert y.v == a + 110
    return x.v
";
    let r = report(source);
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let r = report(&source.replace("a + 110", "a + 101"));
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
    assert_eq!(r.replay.as_deref(), Some("reproduced"), "{}", r.line);
}

#[test]
fn a_class_named_by_a_local_class_body_is_made_once_per_run() {
    // `(Oops,)` in the dataclass `Guard`'s body is read with the class, as the first `Oops`:
    // a second run of `Oops`'s statement would make a class those reads do not see.
    let source = "
from dataclasses import dataclass


def make(n):
    class Oops(Exception):
        pass

    @dataclass
    class Guard:
        errors = (Oops,)

    return Guard


def main():
    make(1)
    make(2)
";
    assert_eq!(
        run_failure(source),
        "the `class` statement of `make.<locals>.Oops` running a second time, where its own body names it (CPython makes a new class each time the statement runs, which those reads would see; clauz3 reads the name as the first class): define the class at module level and pass what varies to `__init__`"
    );
}

#[test]
fn what_a_local_class_cannot_be_is_refused_with_its_place() {
    let cases = [
        (
            "from dataclasses import dataclass\ndef make(start):\n    @dataclass\n    class Counter:\n        first: int = start\n    return Counter\ndef main():\n    return 1\n",
            "the class `make.<locals>.Counter` reads `start`, a variable of the function `make` that defines it, outside its methods",
            "refused.py:4:5",
        ),
        (
            "def main():\n    if True:\n        class A(Exception):\n            pass\n    class B(A):\n        pass\n    return B\n",
            "the class `main.<locals>.B` reads `A`, a variable of the function `main`",
            "refused.py:5:5",
        ),
        (
            "def main():\n    class A:\n        pass\n    class A:\n        pass\n    return A\n",
            "a second class named `A` inside `main`",
            "refused.py:4:5",
        ),
        (
            "LIMIT = 3\ndef main():\n    class A:\n        def m(self, n=LIMIT * 2):\n            return n\n    return A().m()\n",
            "a parameter default that is not a literal constant, in the method `m` of the class `main.<locals>.A` defined inside a function",
            "refused.py:4:9",
        ),
        (
            "def main():\n    def inner():\n        class C:\n            pass\n        return C\n    return inner()\n",
            "this `class` definition is not in the clauz3 subset: a class is defined at module level, or in a module-level function",
            "refused.py:3:9",
        ),
        (
            "import contextlib\ndef main():\n    with contextlib.suppress(ValueError):\n        class C:\n            pass\n    return 1\n",
            "outside a `with` body",
            "refused.py:4:9",
        ),
    ];
    for (source, reason, place) in cases {
        let text = refusal(source);
        assert!(text.contains(reason), "{source}\n{text}");
        assert!(text.contains(place), "{source}\n{text}");
    }
}

#[test]
fn local_classes_name_themselves_as_cpython_does() {
    let program = Program::from_source(
        "local.py",
        "
from dataclasses import dataclass


def main():
    @dataclass
    class Point:
        x: int

    class Shape:
        def area(self):
            return 0

    class Square(Shape):
        def __init__(self, side):
            self.side = side

        def area(self):
            return super().area() + self.side ** 2

    print(Point(1), Point, Square.__qualname__, Square.__name__, Square(3).area())
    print(isinstance(Square(1), Shape), type(Square(1)) is Square)
    try:
        Square()
    except TypeError as exc:
        print(exc)
",
        &[],
    )
    .unwrap_or_else(|e| panic!("refused: {}", e.text));
    let trace = clauz3::dry_run(&program, &clauz3::DryRunOptions::default());
    assert!(trace.failure.is_none(), "{:?}", trace.failure.map(|f| f.message));
    assert_eq!(
        trace.output,
        "main.<locals>.Point(x=1) <class '__main__.main.<locals>.Point'> main.<locals>.Square Square 9\n\
         True True\n\
         main.<locals>.Square.__init__() missing 1 required positional argument: 'side'\n"
    );
}

#[test]
fn a_class_attribute_computed_to_a_function_is_refused_where_the_class_is_made() {
    // CPython would bind it as a method when read through an instance.
    let source = "
def pick(rows):
    return rows[0]


def make():
    class Chooser:
        choose = pick

    return Chooser


def main():
    return make()().choose([1])
";
    assert_eq!(
        run_failure(source),
        "the class attribute `choose` of `make.<locals>.Chooser` computed to a function, which CPython binds as a method when read through an instance (define it with `def`)"
    );
}
