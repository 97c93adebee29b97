import clauz3
from tools.beds.trusted.effects import water
from tools.beds.trusted import contracts as beds


@clauz3.guarantee(beds.at_most_waterings(3))
def main(a: str, b: str, c: str) -> None:
    """Union, intersection, differences and comparisons of sets of names, whichever are equal."""
    left = {a, b}
    right = {b, c}
    both = left & right
    assert b in both
    assert len(left | right) <= 3
    assert left - right <= left
    assert a not in left - {a}
    assert left ^ right == (left | right) - (left & right)
    assert left <= left | right and right <= left | right
    assert not (left < left)
    assert len(left.intersection(right)) >= 1
    assert left.difference([a, b]) == set()
    assert left != [a, b]
    for name in sorted(left | right):
        water(name, 1)
