//! What the agents58 battery (issue 29) found missing, proved with a failing twin for each
//! prover path: a call `x.get(...)` of what an instance or a function holds under a builtin
//! method's name, and `statistics`' paired-sample functions. Their everyday programs run
//! against CPython in `tests/everyday.rs` (`everyday/agents58_fixes/`).

mod proof_common;
use proof_common::{assert_failed, assert_proved};

/// A tariff read through `get` held by an instance (`self.get = rates.get`) and by a
/// decorated function (`wrapper.get = rates.get`), for an energy use the prover does not know.
const HELD_GET: &str = "
def with_rates(fn):
    rates = {'peak': 3, 'off': 1}

    def wrapper(kwh):
        return fn(kwh)

    wrapper.get = rates.get
    return wrapper


@with_rates
def metered(kwh):
    return kwh


class Meter:
    def __init__(self, rates):
        self.get = rates.get


def main(kwh: int) -> int:
    m = Meter({'peak': 3, 'off': 1})
    cost = metered(kwh) * m.get('peak', 0) + kwh * metered.get('off')
    assert cost == 4 * kwh
    return cost
";

#[test]
fn a_get_held_by_an_instance_and_a_function_bounds_a_proof() {
    assert_proved(HELD_GET);
}

#[test]
fn a_wrong_claim_through_a_held_get_is_refuted() {
    assert_failed(&HELD_GET.replace("cost == 4 * kwh", "cost == 3 * kwh"));
}

/// A least-squares fit and a correlation of known samples, beside an unknown count.
const FIT: &str = "
from statistics import correlation, linear_regression


def main(n: int) -> int:
    fit = linear_regression([1, 2, 3, 4], [3, 5, 7, 9])
    assert fit.slope == 2.0 and fit.intercept == 1.0
    assert correlation([1, 2, 3], [2, 4, 6]) > 0.99
    return n
";

#[test]
fn a_linear_regression_of_known_samples_is_proved() {
    assert_proved(FIT);
}

#[test]
fn a_wrong_intercept_of_a_linear_regression_is_refuted() {
    assert_failed(&FIT.replace("fit.intercept == 1.0", "fit.intercept == 2.0"));
}

/// Which `get` an instance holds depends on an unknown flag: each path calls its own.
const CHOSEN_GET: &str = "
class Prices:
    def __init__(self, member):
        self.get = {'tea': 2}.get if member else {'tea': 3}.get


def main(member: bool) -> int:
    price = Prices(member).get('tea')
    assert price in (2, 3)
    return price
";

#[test]
fn a_get_chosen_by_an_unknown_flag_is_proved_on_both_paths() {
    assert_proved(CHOSEN_GET);
}

#[test]
fn a_claim_true_of_one_chosen_get_only_is_refuted() {
    assert_failed(&CHOSEN_GET.replace("price in (2, 3)", "price == 2"));
}
