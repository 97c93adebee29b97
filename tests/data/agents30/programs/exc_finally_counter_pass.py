# prove: proved | skipped
"""A class attribute counts calls in `finally`, whether the parse succeeded or not."""
from tools.agents.trusted.effects import ask


class Stats:
    calls = 0
    bad = 0


def parse(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        Stats.bad += 1
        return -1
    finally:
        Stats.calls += 1


def main() -> int:
    values = [parse(ask("n?")) for _ in range(3)]
    print(values, Stats.calls, Stats.bad)
    assert Stats.calls == 3
    assert Stats.bad <= 3
    return Stats.calls
