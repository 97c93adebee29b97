# prove: failed ValueError
"""The context manager only suppresses `KeyError`: a bad number escapes `main`."""
from tools.agents.trusted.effects import ask


class Quiet:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb) -> bool:
        print("leaving")
        return kind is KeyError


def main() -> int:
    with Quiet():
        n = int(ask("n?"))
    return n
