# prove: failed BadAmount
"""The same parser, but nothing catches its error."""
from tools.agents.trusted.effects import ask, pay


class BadAmount(Exception):
    pass


def parse_amount(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise BadAmount("not a number")
    if not 0 < value <= 100:
        raise BadAmount("out of range")
    return value


def main() -> int:
    amount = parse_amount(ask("amount?"))
    pay("ann", amount)
    return amount
