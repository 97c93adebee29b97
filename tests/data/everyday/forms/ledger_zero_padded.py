"""Prints a ledger whose account numbers and amounts are zero-padded with digit grouping, as a
bank export expects (found by the fuzzer: the padding zeros are grouped too)."""

ENTRIES = [
    ("rent", 7, -1250),
    ("salary", 1042, 385000),
    ("coffee", 3, -4),
    ("refund", 0, 0),
    ("bonus", 123456789, 1234567),
]


def row(name: str, account: int, cents: int) -> str:
    euros = cents / 100
    return f"{name:<8}|{account:012_}|{account:#014_x}|{cents:+010,}|{euros:011,.2f}|{account:09_b}"


def main() -> int:
    total = 0
    for name, account, cents in ENTRIES:
        print(row(name, account, cents))
        total += cents
    print("{:08,}".format(0), "{:=+9,}".format(5), "{:0=10,}".format(-42), "{:>08,}".format(7))
    print(f"total {total:015,} {float(total):015,.1f} {total / 7:016,.3e}")
    return total


if __name__ == "__main__":
    main()
