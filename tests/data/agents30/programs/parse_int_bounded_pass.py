# prove: proved | skipped
"""Clamps whatever parses into a range and asserts it: proved on every path, parsed or not."""
from tools.agents.trusted.effects import ask


def clamp(n: int, lo: int, hi: int) -> int:
    return max(lo, min(n, hi))


def main() -> int:
    picks = []
    for i in range(4):
        try:
            picks.append(clamp(int(ask("pick " + str(i))), 1, 99))
        except ValueError:
            picks.append(50)
    for p in picks:
        assert 1 <= p <= 99
    print(picks)
    return sum(picks)
