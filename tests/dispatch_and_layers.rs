//! `@` through `__matmul__`/`__rmatmul__`/`__imatmul__`, `collections.ChainMap` and
//! `functools.singledispatch` (issue 29): the battery programs under
//! `tests/data/everyday/dc53/` run them as CPython does; here, proofs over them hold where the
//! program is right and are refuted, with a counterexample the interpreter reproduces, where a
//! wrong model would have proved them.

mod proof_common;
use proof_common::{assert_failed, assert_proved};

const VEC2: &str = "
class Vec2:
    def __init__(self, x: int, y: int):
        self.x = x
        self.y = y

    def __matmul__(self, other):
        if isinstance(other, Vec2):
            return self.x * other.x + self.y * other.y
        return NotImplemented

    def __rmatmul__(self, other):
        if isinstance(other, int):
            return Vec2(other * self.x, other * self.y)
        return NotImplemented
";

#[test]
fn a_dot_product_through_matmul_is_proved() {
    assert_proved(&format!(
        "{VEC2}
def main(a: int, b: int) -> int:
    v = Vec2(a, b)
    d = v @ v
    assert d >= 0
    w = 2 @ v
    assert w.x == 2 * a
    return d
"
    ));
}

#[test]
fn a_wrong_claim_about_matmul_is_refuted() {
    // `v @ w` is a dot product, which may be negative: a model treating `@` as `*` of the
    // first fields, or as anything but the program's `__matmul__`, could prove this.
    assert_failed(&format!(
        "{VEC2}
def main(a: int, b: int) -> int:
    d = Vec2(a, 1) @ Vec2(b, 1)
    assert d >= 1, 'small'
    return d
"
    ));
}

#[test]
fn matmul_of_plain_ints_is_cpythons_type_error() {
    assert_failed(
        "
def main(a: int) -> int:
    v = Vec(1) if a > 5 else a
    return v @ 2


class Vec:
    def __init__(self, x: int):
        self.x = x

    def __matmul__(self, other):
        return self.x * other
",
    );
}

const LAYERS: &str = "
from collections import ChainMap


def limit(override: int) -> int:
    defaults = {'limit': 10, 'retries': 3}
    settings = ChainMap({}, defaults)
    if override > 0:
        settings['limit'] = override
    return settings['limit']
";

#[test]
fn a_chainmap_reads_its_first_map_first() {
    assert_proved(&format!(
        "{LAYERS}
def main(override: int) -> int:
    got = limit(override)
    assert got == override or (override <= 0 and got == 10)
    return got
"
    ));
}

#[test]
fn a_chainmap_claim_that_ignores_the_override_is_refuted() {
    assert_failed(&format!(
        "{LAYERS}
def main(override: int) -> int:
    got = limit(override)
    assert got == 10, 'not the default'
    return got
"
    ));
}

const DISPATCH: &str = "
from functools import singledispatch


@singledispatch
def weight(item) -> int:
    return 0


@weight.register(int)
def _(item) -> int:
    return item * 2


@weight.register
def _(item: str) -> int:
    return len(item)
";

#[test]
fn singledispatch_picks_the_implementation_of_the_argument_class() {
    assert_proved(&format!(
        "{DISPATCH}
def main(n: int, s: str) -> int:
    total = weight(n) + weight(s) + weight(None) + weight(True)
    assert total == 2 * n + len(s) + 2
    return total
"
    ));
}

#[test]
fn a_claim_that_bool_dispatches_to_object_is_refuted() {
    // `bool` derives from `int`, so `weight(flag)` doubles it; a model that looked only at
    // the exact class would give 0 and prove this.
    assert_failed(&format!(
        "{DISPATCH}
def main(flag: bool) -> int:
    w = weight(flag)
    assert w == 0, 'not dispatched to object'
    return w
"
    ));
}

const CACHED: &str = "
from functools import cached_property


class Quote:
    def __init__(self, base: int):
        self.base = base
        self.computed = 0

    @cached_property
    def doubled(self) -> int:
        self.computed += 1
        return self.base * 2
";

#[test]
fn a_cached_property_is_computed_once_per_instance() {
    assert_proved(&format!(
        "{CACHED}
def main(b: int) -> int:
    q = Quote(b)
    first = q.doubled
    q.base = b + 1
    assert q.doubled == first == 2 * b
    assert q.computed == 1
    return first
"
    ));
}

#[test]
fn a_claim_that_a_cached_property_follows_its_inputs_is_refuted() {
    // A model reading a cached property as a plain property would prove this.
    assert_failed(&format!(
        "{CACHED}
def main(b: int) -> int:
    q = Quote(b)
    first = q.doubled
    q.base = b + 1
    assert q.doubled == 2 * (b + 1), 'stale'
    return first
"
    ));
}
