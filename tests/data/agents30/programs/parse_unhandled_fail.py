# prove: failed ValueError
"""Parses without a fallback: text that is not a number leaves `main` with `ValueError`."""
from tools.agents.trusted.effects import ask


def main() -> int:
    n = int(ask("retries?"))
    print("retries", n)
    return n
