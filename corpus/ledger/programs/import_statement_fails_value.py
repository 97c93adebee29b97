import clauz3
from tools.ledger.trusted.effects import transfer


def parse_line(line: str) -> tuple[str, int]:
    fields = [part.strip() for part in line.split(",")]
    payee = fields[0].lower()
    cents = int(fields[1])
    return payee, cents


def main() -> int:
    statement = """
    Acme Tools , 12500
    Birch Cafe,  830
    Cloud Host , n/a
    Delta Print, 4400
    """
    total = 0
    for raw in statement.strip().split("\n"):
        payee, cents = parse_line(raw)
        transfer("ops", payee, cents, memo="statement import")
        total += cents
        print(f"queued {payee!r} {cents}")
    return total
