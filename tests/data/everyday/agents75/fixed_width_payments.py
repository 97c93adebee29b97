"""Parse a fixed-width bank payment batch file and verify its control totals."""
from dataclasses import dataclass
from decimal import Decimal

BATCH = [
    "1ACMEPAYROLL   20240315B00042",
    "6021000021123456789    0000125000JOHN SMITH          ",
    "6021000021987654321    0000098050MARIA GARCIA        ",
    "6111000025555000111    0000001999LEE CHEN            ",
    "6021000021000000123    00000000X0BAD AMOUNT          ",
    "6322271627444555666    0000300000PRIYA NAIR          ",
    "9000005000000524049",
]

LAYOUT = {
    "6": [("routing", 1, 10), ("account", 10, 23), ("amount_cents", 23, 33), ("name", 33, 53)],
    "1": [("company", 1, 15), ("date", 15, 23), ("batch", 23, 29)],
    "9": [("count", 1, 7), ("total_cents", 7, 19)],
}


@dataclass
class Entry:
    routing: str
    account: str
    amount: Decimal
    name: str

    @property
    def masked(self) -> str:
        return "*" * (len(self.account) - 4) + self.account[-4:]


def slice_record(line: str) -> dict[str, str]:
    return {name: line[a:b].strip() for name, a, b in LAYOUT[line[0]]}


def routing_ok(routing: str) -> bool:
    weights = [3, 7, 1] * 3
    return sum(int(d) * w for d, w in zip(routing, weights)) % 10 == 0


def main():
    entries: list[Entry] = []
    errors = []
    header = trailer = None
    for n, line in enumerate(BATCH, 1):
        kind = line[0]
        fields = slice_record(line)
        if kind == "1":
            header = fields
        elif kind == "9":
            trailer = fields
        elif kind == "6":
            if not fields["amount_cents"].isdigit():
                errors.append(f"record {n}: amount {fields['amount_cents']!r} is not numeric")
                continue
            if not routing_ok(fields["routing"][:9]):
                errors.append(f"record {n}: routing {fields['routing'][:9]} fails checksum")
            entries.append(Entry(fields["routing"][:9], fields["account"],
                                 Decimal(fields["amount_cents"]) / 100, fields["name"].title()))
    print(f"Batch {header['batch']} for {header['company']} dated "
          f"{header['date'][:4]}-{header['date'][4:6]}-{header['date'][6:]}")
    for e in entries:
        print(f"  {e.routing} {e.masked:>13} {e.amount:>10,.2f}  {e.name}")
    total = sum(e.amount for e in entries)
    print(f"  {'':>23} {total:>10,.2f}  ({len(entries)} entries)")
    expected = Decimal(trailer["total_cents"]) / 100
    count = int(trailer["count"])
    print(f"control: count {count} vs {len(entries)}, total {expected} vs {total}: "
          f"{'MATCH' if (count, expected) == (len(entries), total) else 'MISMATCH'}")
    for err in errors:
        print("error:", err)


if __name__ == "__main__":
    main()
