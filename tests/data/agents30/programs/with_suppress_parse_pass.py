# prove: proved | skipped
"""A context manager that swallows `ValueError` (like `contextlib.suppress`), defined in the program."""
from tools.agents.trusted.effects import ask


class Ignoring:
    def __init__(self):
        self.swallowed = 0

    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb) -> bool:
        if isinstance(value, ValueError):
            self.swallowed += 1
            return True
        return False


def main() -> int:
    guard = Ignoring()
    total = 0
    for q in ["a", "b"]:
        with guard:
            total += int(ask(q))
    print("total", total, "swallowed", guard.swallowed)
    return total
