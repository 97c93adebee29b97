# prove: failed ValueError | skipped
"""Regression: a `match` inside `try`, `with` and a handler was refused as if in a trusted module."""
from tools.agents.trusted.effects import ask


class Quiet:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb) -> bool:
        return False


def main() -> int:
    n = 0
    for w in ["a", "b", "c"]:
        try:
            match w:
                case "a":
                    n += 1
                case _:
                    raise ValueError(w)
        except ValueError as e:
            match str(e):
                case "b":
                    n += 10
                case _:
                    n += 100
    with Quiet():
        match ask("more?"):
            case "yes":
                n += int(ask("how many?"))
            case _:
                pass
    print(n)
    return n
