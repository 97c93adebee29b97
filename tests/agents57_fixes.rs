//! What the agents57 battery (issue 29) found missing, proved with a failing twin for each
//! prover path: the `...` sentinel, and `math.floor`/`math.ceil` through a value's own
//! `__floor__`/`__ceil__`, and `xml.sax.saxutils`. Their everyday programs run against CPython in `tests/everyday.rs`
//! (`everyday/agents57_fixes/`).

mod proof_common;
use proof_common::{assert_failed, assert_proved};

/// A budget lookup whose default is the `...` sentinel, on a budget the prover does not know.
const SENTINEL: &str = "
def capped(budget, cap=...):
    if cap is ...:
        return budget
    return min(budget, cap)


def main(budget: int) -> int:
    plain = capped(budget)
    limited = capped(budget, 100)
    assert plain == budget and limited <= 100
    assert (... is Ellipsis) and repr(...) == 'Ellipsis'
    return plain - limited
";

#[test]
fn an_ellipsis_sentinel_default_bounds_a_proof() {
    assert_proved(SENTINEL);
}

#[test]
fn a_wrong_claim_through_an_ellipsis_sentinel_is_refuted() {
    assert_failed(&SENTINEL.replace("limited <= 100", "limited == 100"));
}

/// The sentinel compared with a cap the prover does not know: an int term is never `...`.
const UNKNOWN_CAP: &str = "
def capped(budget, cap=...):
    if cap is ...:
        return budget
    return min(budget, cap)


def main(budget: int, cap: int) -> int:
    got = capped(budget, cap)
    assert got <= cap and capped(budget) == budget
    return got
";

#[test]
fn an_unknown_int_is_never_the_ellipsis_sentinel() {
    assert_proved(UNKNOWN_CAP);
}

#[test]
fn a_wrong_claim_past_an_ellipsis_test_on_an_unknown_int_is_refuted() {
    assert_failed(&UNKNOWN_CAP.replace("got <= cap", "got < cap"));
}

/// Packs of a size given as a `Fraction`, rounded up through `Fraction.__ceil__`; which order
/// is packed depends on an unknown choice.
const PACKS: &str = "
import math
from fractions import Fraction


def packs(amount, size) -> int:
    return math.ceil(amount / size)


def main(choice: int) -> int:
    amount = Fraction(37, 4) if choice > 0 else Fraction(5, 2)
    n = packs(amount, Fraction(5, 2))
    assert n >= 1 and math.floor(amount) < n * 3
    return n
";

#[test]
fn rounding_a_fraction_up_through_its_own_ceil_bounds_a_proof() {
    assert_proved(PACKS);
}

#[test]
fn a_wrong_claim_about_a_fraction_rounded_up_is_refuted() {
    assert_failed(&PACKS.replace("n >= 1", "n >= 2"));
}

/// Feed titles escaped for XML; which title depends on an unknown choice.
const FEED: &str = "
from xml.sax.saxutils import escape, quoteattr, unescape


def main(choice: int) -> str:
    title = 'Q&A: <generics>' if choice > 0 else 'Say \\\"hi\\\"'
    text = escape(title)
    assert '<' not in text and unescape(text) == title
    assert quoteattr('2.0') == '\\\"2.0\\\"'
    return text
";

#[test]
fn xml_escaping_bounds_a_proof() {
    assert_proved(FEED);
}

#[test]
fn a_wrong_claim_about_xml_escaping_is_refuted() {
    assert_failed(&FEED.replace("'<' not in text", "'&' not in text"));
}
