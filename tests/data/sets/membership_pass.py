import clauz3
from tools.beds.trusted.effects import water


def main(a: str, n: int) -> None:
    """Membership is exact, with no branch; copies and unions keep items distinct."""
    allowed = {"east", "west"}
    if a in allowed and 0 < n <= 10:
        water(a, n)
    both = set([a, "east"]).union({"west"})
    assert "west" in both
    assert len(both) >= 2
    if a not in both:
        assert False
