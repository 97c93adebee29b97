# prove: skipped
"""A guard lets an amount of zero through to `pay`, which requires it positive."""
from tools.agents.trusted.effects import ask, pay


def main() -> int:
    match ask("command").split():
        case ["pay", who, amount] if amount.isdigit():
            pay(who, min(int(amount), 100))
            return 1
        case _:
            return 0
