# prove: proved | skipped
"""A counter factory: each closure keeps its own count through `nonlocal`."""
from tools.agents.trusted.effects import ask


def make_counter():
    count = 0

    def bump(by: int) -> int:
        nonlocal count
        count += by
        return count

    return bump


def main() -> int:
    good = make_counter()
    bad = make_counter()
    for q in ["a", "b", "c"]:
        try:
            good(int(ask(q)))
        except ValueError:
            bad(1)
    g = good(0)
    b = bad(0)
    print("good", g, "bad", b)
    return g * 10 + b
