//! What the agents60 battery (issue 29) found missing, with proofs and failing twins:
//! `hmac` over the modelled `hashlib`, `sys.setrecursionlimit`/`getrecursionlimit`, the date
//! grids of `calendar.Calendar`, and the operators' methods called by name
//! (`x.__getitem__(k)`, `key=d.__getitem__`). Their everyday programs run against CPython in
//! `tests/everyday.rs` (`everyday/agents60_fixes/`); more twins are in
//! `tests/data/soundness/net_modules/` (`hmac_*`, `recursion_limit_*`).

mod proof_common;
use clauz3::{dry_run, Conclusion, DryRunOptions, Program};
use proof_common::{assert_failed, assert_proved, report};

/// A webhook signature checked against one recomputed with the same key, for an amount the
/// prover does not know: its sign picks which of two known payloads is signed.
const SIGNED: &str = "
import hashlib
import hmac


def main(amount: int) -> int:
    body = b'paid' if amount > 0 else b'refund'
    tag = hmac.new(b'whsec', body, hashlib.sha256).hexdigest()
    assert hmac.compare_digest(tag, hmac.digest(b'whsec', body, 'sha256').hex())
    return amount
";

#[test]
fn a_signature_recomputed_with_the_same_key_verifies() {
    assert_proved(SIGNED);
}

#[test]
fn a_signature_recomputed_with_another_key_is_refuted() {
    assert_failed(&SIGNED.replace("hmac.digest(b'whsec'", "hmac.digest(b'other'"));
}

/// The dates a week of a month's grid holds, starting on Sunday, for an unknown month picked
/// among two.
const GRID: &str = "
import calendar
from datetime import date


def main(late: bool) -> int:
    month = 12 if late else 2
    weeks = calendar.Calendar(calendar.SUNDAY).monthdatescalendar(2026, month)
    assert weeks[0][0].weekday() == 6
    assert all(len(w) == 7 for w in weeks)
    assert date(2026, month, 1) in weeks[0]
    return len(weeks)
";

#[test]
fn the_weeks_of_a_month_start_on_the_chosen_day() {
    assert_proved(GRID);
}

#[test]
fn a_wrong_first_day_of_the_grid_is_refuted() {
    assert_failed(&GRID.replace("weekday() == 6", "weekday() == 0"));
}

/// Lowering the recursion limit below 1000 would make CPython raise `RecursionError` at a
/// depth counted over frames clauz3 does not have: refused as unsupported in a dry run, and
/// the prover skips the path rather than prove the recursion returns.
const LOWERED: &str = "
import sys


def depth(n: int) -> int:
    return 0 if n <= 0 else 1 + depth(n - 1)


def main(n: int) -> int:
    sys.setrecursionlimit(50)
    if 0 <= n <= 200:
        return depth(n)
    return 0
";

#[test]
fn a_lowered_recursion_limit_is_skipped_never_proved() {
    let r = report(LOWERED);
    assert_eq!(r.conclusion, Conclusion::Skipped, "{}", r.line);
    assert!(r.line.contains("`sys.setrecursionlimit(50)`: a recursion limit below 1000 is not modelled"), "{}", r.line);
}

#[test]
fn a_lowered_recursion_limit_stops_a_dry_run_as_unsupported() {
    let source = "import sys\n\n\ndef main():\n    sys.setrecursionlimit(999)\n    print('never')\n";
    let program = Program::from_source("program.py", source, &[]).unwrap_or_else(|e| panic!("refused: {}", e.text));
    let options = DryRunOptions { target: "main".to_owned(), ..DryRunOptions::default() };
    let trace = dry_run(&program, &options);
    assert_eq!(trace.output, "");
    let failure = trace.failure.expect("the run stops");
    assert_eq!(failure.error, "Unsupported", "{}", failure.rendered);
    assert!(failure.message.contains("a recursion limit below 1000 is not modelled"), "{}", failure.message);
}

/// The operators' methods by name, on a dict and a list the prover does not know the key or
/// index into: `d.__contains__(k)` guards `d.__getitem__(k)` as `k in d` guards `d[k]`.
const OPERATOR_METHODS: &str = "
def main(k: str, n: int) -> int:
    prices = {'tea': 2, 'cake': 4}
    if prices.__contains__(k):
        assert prices.__getitem__(k) in (2, 4)
    xs = [5, 6, 7]
    if 0 <= n < 3:
        assert xs.__getitem__(n) == xs[n]
        assert xs.__len__() == 3
    return sorted(prices, key=prices.__getitem__)[0] == 'tea'
";

#[test]
fn the_operators_methods_by_name_prove_as_the_operators() {
    assert_proved(OPERATOR_METHODS);
}

#[test]
fn an_unguarded_getitem_by_name_is_refuted_with_its_key_error() {
    assert_failed(
        &OPERATOR_METHODS.replace("    if prices.__contains__(k):\n        assert", "    if True:\n        assert"),
    );
}

#[test]
fn a_wrong_length_by_name_is_refuted() {
    assert_failed(&OPERATOR_METHODS.replace("xs.__len__() == 3", "xs.__len__() == 4"));
}
