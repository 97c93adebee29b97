import clauz3
from tools.beds.trusted.effects import water


def main(a: str, b: str) -> None:
    """`-=` changes the set every name is bound to: `a` is gone from `alias` too, unless it is
    also `b`... which the assertion forgets."""
    seen = {a}
    seen |= {b}
    alias = seen
    seen -= {b}
    assert a in alias
    water(a, 1)
