//! `prove --backend lean` on obligations the prover settled on concrete values (an `assert` or a
//! `requires` predicate whose operands are all known): closed `decide` candidates with Python's
//! floor division, int lists, and the divisor and index obligations of their own; what stays
//! ineligible and why; and division by a variable. Driven by the scripted test double.

use clauz3::ir::{BinOp, Builtin, CmpOp, LogicOp, UnaryOp};
use clauz3::lean::settled::{lift, CONDITION, DIVISOR_NONZERO, INDEX_IN_BOUNDS};
use clauz3::lean::{self, LeanReport, Requested, Status};
use clauz3::prover::settled::{Known, Settled};
use clauz3::{LoadOptions, Program, ProveOptions};
use lean_common::eval::holds;
use lean_common::{prove_with, scripted};
use std::collections::BTreeMap;

mod lean_common;

/// Asserts that Z3 proved the target and that each of its `n` obligations is eligible, routed to
/// `decide` and accepted.
fn all_decided(z3: &clauz3::ProofReport, report: &LeanReport, n: usize) {
    assert!(z3.proved(), "{}", z3.line);
    let c = report.counts();
    assert_eq!((c.eligible, c.accepted, c.not_eligible), (n, n, 0), "{:?}", report.to_json()["obligations"]);
    assert!(report.obligations.iter().all(|o| o.action_classes == ["decide"]), "{:?}", report.to_json());
}

fn shapes(report: &LeanReport, ob: usize) -> Vec<String> {
    report.obligations[ob].receipts.iter().map(|r| r.labels[1].1.clone()).collect()
}

const CONCRETE: &str = "\
def main() -> int:
    a = 7
    b = -2
    xs = [3, 1, 4]
    assert a // b == -4 and a % b == -1
    assert xs[-1] == 4 and len(xs) == 3 and sum(xs) == 8
    return 0
";

#[test]
fn concrete_assertions_become_closed_decide_candidates_with_their_side_obligations() {
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(CONCRETE, &runner);
    all_decided(&z3, &report, 2);
    // The divisor of `//`, then that of `%` (evaluated only when the `//` comparison held).
    assert_eq!(shapes(&report, 0), [DIVISOR_NONZERO, DIVISOR_NONZERO, CONDITION]);
    assert_eq!(shapes(&report, 1), [INDEX_IN_BOUNDS, CONDITION]);
    insta::assert_snapshot!("settled_batch", seen.lock().unwrap()[0]);
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!((out.exit, out.lines[0].as_str()), (0, "main: proved! assertion, assertion"));
}

#[test]
fn concrete_preconditions_of_trusted_effects_are_eligible() {
    let path = std::path::Path::new("corpus/prove/payroll/programs/two_bonuses_pass.py");
    let program = Program::load(path, &LoadOptions::default()).unwrap_or_else(|e| panic!("{}", e.text));
    let (runner, seen) = scripted(0, "");
    let (z3, report) =
        lean::prove_and_check(&program, &ProveOptions::default(), &runner, lean::TimeLimits::default()).unwrap();
    assert!(z3.proved(), "{}", z3.line);
    let kinds: Vec<(&str, Status)> = report.obligations.iter().map(|o| (o.kind.as_str(), o.status)).collect();
    // The guarantee (`bonuses_at_most`: two calls on the one path) is a closed count.
    assert_eq!(
        kinds,
        [("precondition", Status::Accepted), ("precondition", Status::Accepted), ("guarantee", Status::Accepted)]
    );
    insta::assert_snapshot!("settled_preconditions_batch", seen.lock().unwrap()[0]);
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 0, "{:?}", out.lines);
    assert!(out.lines[0].starts_with("main: proved!"), "{:?}", out.lines);
}

#[test]
fn settled_conditions_outside_the_fragment_stay_with_z3_with_the_reason() {
    let source = "\
def main() -> int:
    name = \"ana\"
    assert name < \"bob\"
    xs = [1, 2]
    assert xs[0] ** 2 == 1
    assert 7 // 2 == 3
    return 0
";
    let (runner, _) = scripted(0, "");
    let (z3, report) = prove_with(source, &runner);
    assert!(z3.proved(), "{}", z3.line);
    let reasons: Vec<Option<&str>> = report.obligations.iter().map(|o| o.reason.as_deref()).collect();
    assert_eq!(
        reasons,
        [Some("settled on concrete values: an ordering of strings"), Some("settled on concrete values: `**`"), None]
    );
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 2);
    assert!(out.lines.iter().all(|l| !l.contains("proved!")), "{:?}", out.lines);
}

fn int(n: i64) -> Settled {
    Settled::Value(Known::Int(n.into()))
}

fn bin(op: BinOp, a: Settled, b: Settled) -> Settled {
    Settled::Binary(op, Box::new(a), Box::new(b))
}

fn eq(a: Settled, b: Settled) -> Settled {
    Settled::Compare(Box::new(a), vec![(CmpOp::Eq, b)])
}

/// Whether each lifted part of `s` holds, in order (Python's meaning of the formula).
fn parts_hold(s: &Settled) -> Vec<(&'static str, bool)> {
    let env = BTreeMap::new();
    lift(s).unwrap().into_iter().map(|p| (p.shape, holds(&p.formula, &env).unwrap())).collect()
}

#[test]
fn lifted_settled_conditions_keep_pythons_meaning() {
    // Floor division and remainder, for every sign (Python's, not truncation).
    for (a, b) in [(7, 2), (-7, 2), (7, -2), (-7, -2), (0, 5)] {
        let q = (a as f64 / b as f64).floor() as i64;
        let r = a - b * q;
        let cond = Settled::Logic(
            LogicOp::And,
            vec![eq(bin(BinOp::FloorDiv, int(a), int(b)), int(q)), eq(bin(BinOp::Mod, int(a), int(b)), int(r))],
        );
        assert_eq!(parts_hold(&cond), [(DIVISOR_NONZERO, true), (DIVISOR_NONZERO, true), (CONDITION, true)], "{a} {b}");
        // The truncating answer is refused.
        let truncated = eq(bin(BinOp::FloorDiv, int(a), int(b)), int(a / b));
        assert_eq!(parts_hold(&truncated).last().unwrap().1, q == a / b, "{a} {b}");
    }
    // A zero divisor after a false `and` operand is never evaluated: its obligation is guarded.
    let guarded =
        Settled::Logic(LogicOp::And, vec![eq(int(0), int(1)), eq(bin(BinOp::FloorDiv, int(1), int(0)), int(0))]);
    assert_eq!(parts_hold(&guarded), [(DIVISOR_NONZERO, true), (CONDITION, false)]);
    // Lists: a negative index counts from the end; out of bounds, its obligation fails.
    let xs = || Settled::Value(Known::IntList(vec![3.into(), 1.into(), 4.into()]));
    let at = |i: i64| Settled::Subscript(Box::new(xs()), Box::new(int(i)));
    assert_eq!(parts_hold(&eq(at(-1), int(4))), [(INDEX_IN_BOUNDS, true), (CONDITION, true)]);
    assert_eq!(parts_hold(&eq(at(3), int(0))), [(INDEX_IN_BOUNDS, false), (CONDITION, true)]);
    let call = |b: Builtin, args: Vec<Settled>| Settled::Call(b, args);
    let facts = [
        eq(call(Builtin::Len, vec![xs()]), int(3)),
        eq(call(Builtin::Sum, vec![xs()]), int(8)),
        eq(call(Builtin::Min, vec![xs()]), int(1)),
        eq(call(Builtin::Max, vec![int(2), int(-5)]), int(2)),
        eq(call(Builtin::Abs, vec![int(-6)]), int(6)),
        Settled::Compare(Box::new(int(4)), vec![(CmpOp::In, xs())]),
        Settled::Compare(Box::new(int(0)), vec![(CmpOp::Lt, int(5)), (CmpOp::LtE, int(5))]),
        Settled::Unary(UnaryOp::Not, Box::new(Settled::Display(vec![]))),
    ];
    for fact in facts {
        assert_eq!(parts_hold(&fact), [(CONDITION, true)], "{fact:?}");
    }
}

#[test]
fn division_by_a_variable_has_its_divisor_obligation_and_a_precise_reason() {
    let source = "\
def main(a: int, b: int) -> int:
    if b > 0 and a >= 0:
        q = a // b
        assert q <= a
    return 0
";
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(source, &runner);
    assert!(z3.proved(), "{}", z3.line);
    let got: Vec<(&str, Status, Option<&str>)> =
        report.obligations.iter().map(|o| (o.kind.as_str(), o.status, o.reason.as_deref())).collect();
    assert_eq!(
        got,
        [
            ("ZeroDivisionError", Status::Accepted, None),
            (
                "assertion",
                Status::NotEligible,
                Some("no route: division or remainder by the variable `b`: non-linear (omega divides by literals only; §18 has no action class for non-linear integer arithmetic)")
            ),
        ]
    );
    insta::assert_snapshot!("divisor_of_a_variable", seen.lock().unwrap()[0]);
    let out = lean::outcome(&z3, &report, Requested::Lean);
    assert_eq!(out.exit, 2);
}

const STRINGS: &str = "\
def main() -> int:
    name = \"ana\"
    note = \"tab\\there \\\"quoted\\\" back\\\\slash \u{e9}\u{202e}\"
    assert name == \"ana\" and name != \"bob\"
    assert len(note) == 31 and note
    return 0
";

#[test]
fn settled_conditions_on_string_literals_are_closed_decide_candidates() {
    let (runner, seen) = scripted(0, "");
    let (z3, report) = prove_with(STRINGS, &runner);
    all_decided(&z3, &report, 2);
    // Quotes, backslashes and control characters escaped; no invisible character left raw.
    let source = seen.lock().unwrap()[0].clone();
    assert!(!source.contains('\u{202e}'), "{source}");
    insta::assert_snapshot!("strings_batch", source);
}

#[test]
fn string_preconditions_of_trusted_effects_are_eligible() {
    // `label` requires `len(country) == 2`; the guarantee is a count over the one path.
    let path = std::path::Path::new("corpus/prove/shipping/programs/labelled_pass.py");
    let program = Program::load(path, &LoadOptions::default()).unwrap_or_else(|e| panic!("{}", e.text));
    let (runner, seen) = scripted(0, "");
    let (z3, report) =
        lean::prove_and_check(&program, &ProveOptions::default(), &runner, lean::TimeLimits::default()).unwrap();
    // The guarantee's claim is closed too: an empty conjunction is `True`, not a variable.
    all_decided(&z3, &report, 3);
    assert!(seen.lock().unwrap()[0].contains("theorem ob_1_p1__decide : (((\"DE\".length : Int) : Int) = 2) := by"));
}

#[test]
fn string_literals_render_escaped() {
    use clauz3::lean::render::string_literal;
    assert_eq!(string_literal("plain"), "\"plain\"");
    assert_eq!(string_literal("a\"b\\c"), "\"a\\\"b\\\\c\"");
    assert_eq!(string_literal("\n\t\r\u{7}"), "\"\\n\\t\\r\\x07\"");
    assert_eq!(string_literal("\u{e9}\u{202e}"), "\"\\u00e9\\u202e\"");
    // A deny-listed word inside a literal still makes the statement ineligible.
    let (runner, _) = scripted(0, "");
    let (_, report) = prove_with("def main() -> int:\n    assert len(\"sorry\") == 5\n    return 0\n", &runner);
    assert_eq!(
        report.obligations[0].reason.as_deref(),
        Some("the rendered statement contains the deny-listed word `sorry`")
    );
}
