import clauz3
from tools.ledger.trusted.effects import transfer, post_fee

MAX_TRANSFER = 500_000


def chunks(amount: int, cap: int) -> list[int]:
    parts = []
    remaining = amount
    while remaining > 0:
        step = min(cap, remaining)
        parts.append(step)
        remaining -= step
    return parts


def main() -> dict[str, int]:
    salaries = {"dana": 412_000, "eli": 1_250_000, "fumi": 0, "gus": 500_000}
    sent = {}
    for employee in salaries:
        owed = salaries[employee]
        if owed == 0:
            print(f"skip {employee}: nothing owed")
            sent[employee] = 0
        else:
            parts = chunks(owed, MAX_TRANSFER)
            for n, part in enumerate(parts):
                transfer("payroll", employee, part, f"salary {n + 1} of {len(parts)}", dry_run=False)
            sent[employee] = sum(parts)
            if len(parts) > 1:
                post_fee("payroll", 25 * (len(parts) - 1))
    total = sum(sent.values())
    print(f"payroll total {total:>12d} cents")
    return sent
