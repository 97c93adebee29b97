# prove: proved | skipped
"""A parser raising the program's own exception class, caught by the caller."""
from tools.agents.trusted.effects import ask, pay


class BadAmount(Exception):
    pass


def parse_amount(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise BadAmount("not a number: " + text)
    if not 0 < value <= 100:
        raise BadAmount("out of range: " + str(value))
    return value


def main() -> int:
    paid = 0
    for who in ["ann", "bob", "cy"]:
        try:
            amount = parse_amount(ask(who))
        except BadAmount as e:
            print(who, "->", e)
            continue
        pay(who, amount)
        paid += 1
    return paid
