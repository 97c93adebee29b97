# prove: failed assertion | skipped
"""Parses and falls back, but asserts the parsed value is positive, which typed input can break."""
from tools.agents.trusted.effects import ask


def main() -> int:
    try:
        n = int(ask("batch size?"))
    except ValueError:
        n = 10
    assert n > 0, "batch size must be positive"
    print("batches of", n)
    return n
