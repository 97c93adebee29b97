import clauz3
from tools.ledger.trusted.effects import daily_totals, list_accounts

MASK64 = 0xFFFFFFFFFFFFFFFF
PRIME = 1_099_511_628_211


def mix(h: int, value: int) -> int:
    h = h ^ value
    h = (h * PRIME) & MASK64
    return h ^ (h >> 29)


def main() -> int:
    accounts = list_accounts("cust-")
    totals = daily_totals("2024-05-31")
    h = 0xCBF29CE484222325
    for name in accounts:
        for ch in name:
            h = mix(h, int(ch in "aeiou") + len(name))
        h = mix(h, totals.get(name, 0))
    raw = 1
    for amount in totals.values():
        raw = raw * (amount + 1)
    big = raw + 2 ** 64
    print(f"checksum {h:x}")
    print("raw product", raw, "exceeds 2**63:", raw > 2 ** 63)
    print("folded", (big | 1) & ~0xFF, big << 3 >> 5)
    assert 0 <= h <= MASK64
    return h ^ (raw % 1_000_000_007)
