import clauz3
from tools.beds.trusted.effects import water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(1))
def main(a: int, b: int, c: int) -> None:
    """Counting, summing and asking a set of terms, whichever of them are equal."""
    s = {a, b, 3}
    assert 1 <= len(s) <= 3
    assert (len({a, b}) == 2) == (a != b)
    assert sum({a, a, a}) == a
    assert 3 in s and a in s
    assert sum(s) == sum(s - {b}) + b
    u = s ^ {c, a}
    assert a not in u
    assert len(u) <= 3
    s.discard(a)
    assert a not in s and len(s) <= 2
    s.add(a)
    assert len(s | {c}) >= len(s) and s <= s | {c}
    water("rose", len(u) + 1)
