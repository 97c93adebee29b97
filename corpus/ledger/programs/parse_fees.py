import clauz3
from tools.ledger.trusted.effects import post_fee


class BadFee(ValueError):
    """A fee line that does not parse."""


def parse_line(line: str) -> tuple[str, int]:
    parts = line.split(":")
    if len(parts) != 2:
        raise BadFee("expected account:cents", line)
    return parts[0].strip(), int(parts[1])


def main() -> int:
    lines = ["ops: 120", "vendors:x", "payroll", "refunds: 40", "audit: 900"]
    posted = 0
    for line in lines:
        try:
            account, cents = parse_line(line)
        except BadFee as e:
            print("skipped", e.args[1], "-", e.args[0])
            continue
        except ValueError as e:
            print("not a number in", repr(line), "-", e)
            continue
        else:
            print("parsed", account, cents)
        finally:
            print("done with", repr(line))
        post_fee(account, cents)
        posted += cents
    try:
        return posted // (len(lines) - 5)
    except ZeroDivisionError:
        return posted
