"""Audit TLS certificate inventory: days to expiry, severity levels, renewal batches."""
from datetime import datetime, timedelta, timezone
from enum import Enum
from itertools import groupby
import json


class Severity(Enum):
    EXPIRED = 0
    CRITICAL = 1
    WARNING = 2
    OK = 3

    @classmethod
    def for_days(cls, days: int) -> "Severity":
        if days < 0:
            return cls.EXPIRED
        if days <= 7:
            return cls.CRITICAL
        if days <= 30:
            return cls.WARNING
        return cls.OK


NOW = datetime(2024, 11, 20, 12, 0, tzinfo=timezone.utc)
INVENTORY = json.loads("""[
  {"cn": "shop.example.com", "sans": ["www.shop.example.com"], "not_after": "Nov 25 23:59:59 2024 GMT", "issuer": "R3"},
  {"cn": "api.example.com", "sans": [], "not_after": "Jan 10 08:00:00 2025 GMT", "issuer": "R3"},
  {"cn": "legacy.example.com", "sans": ["old.example.com"], "not_after": "Nov 01 00:00:00 2024 GMT", "issuer": "DigiCert"},
  {"cn": "*.internal.example.com", "sans": [], "not_after": "Dec 15 12:00:00 2024 GMT", "issuer": "Corp CA"},
  {"cn": "mail.example.com", "sans": ["smtp.example.com", "imap.example.com"], "not_after": "Dec 01 00:00:00 2024 GMT", "issuer": "R3"}
]""")


def parse_not_after(text: str) -> datetime:
    return datetime.strptime(text, "%b %d %H:%M:%S %Y %Z").replace(tzinfo=timezone.utc)


def main():
    rows = []
    for cert in INVENTORY:
        expires = parse_not_after(cert["not_after"])
        left = expires - NOW
        days = left.days
        rows.append((Severity.for_days(days), days, cert, expires))
    rows.sort(key=lambda r: (r[0].value, r[1]))
    for sev, group in groupby(rows, key=lambda r: r[0]):
        group = list(group)
        print(f"{sev.name} ({len(group)})")
        for _, days, cert, expires in group:
            names = [cert["cn"], *cert["sans"]]
            when = f"{-days}d ago" if days < 0 else f"in {days}d"
            print(f"  {cert['cn']:<24} {expires:%Y-%m-%d %H:%M} {when:>9}  {cert['issuer']:<8} {len(names)} name(s)")
    renew_by = {}
    for sev, days, cert, expires in rows:
        if sev is not Severity.OK:
            window = max(expires - timedelta(days=14), NOW)
            renew_by.setdefault(window.date().isoformat(), []).append(cert["cn"])
    print(json.dumps(renew_by, indent=2))
    wildcard = [c["cn"] for _, _, c, _ in rows if c["cn"].startswith("*.")]
    print("wildcards:", wildcard, "| issuers:", sorted({c["issuer"] for c in INVENTORY}))
    worst = min(rows, key=lambda r: r[1])
    print(f"worst: {worst[2]['cn']} {Severity(worst[0].value)!r} {Severity['OK'].value}")


if __name__ == "__main__":
    main()
