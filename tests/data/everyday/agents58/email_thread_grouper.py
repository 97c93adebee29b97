"""Group an inbox export into threads by normalised subject and summarise participants."""
import re
from collections import OrderedDict
from datetime import datetime
from email.utils import parseaddr

INBOX = [
    ("Mon, 03 Jun 2024 09:15", '"Ana Ruiz" <ana@corp.io>', "Q3 budget draft"),
    ("Mon, 03 Jun 2024 10:02", "bob@corp.io", "RE: Q3 budget draft"),
    ("Mon, 03 Jun 2024 11:40", "Cleo <cleo@vendor.com>", "Invoice #8812"),
    ("Tue, 04 Jun 2024 08:05", '"Ana Ruiz" <ana@corp.io>', "Re: RE: Q3 Budget Draft"),
    ("Tue, 04 Jun 2024 13:30", "dan@corp.io", "Fwd: Invoice #8812"),
    ("Wed, 05 Jun 2024 16:45", "bob@corp.io", "[team] Offsite plans"),
    ("Wed, 05 Jun 2024 17:00", "Cleo <cleo@vendor.com>", "re: invoice #8812"),
    ("Thu, 06 Jun 2024 09:00", "eve@corp.io", "Aw: [team] offsite plans"),
]

PREFIX = re.compile(r"^\s*((re|fwd?|aw)\s*:\s*|\[[^\]]+\]\s*)+", re.IGNORECASE)


def normalise(subject: str) -> str:
    return PREFIX.sub("", subject).strip().lower()


class Thread:
    def __init__(self, key):
        self.key = key
        self.messages = []

    def add(self, when, sender, subject):
        self.messages.append((when, sender, subject))

    @property
    def participants(self):
        seen = OrderedDict()
        for _, sender, _ in self.messages:
            name, addr = parseaddr(sender)
            seen.setdefault(addr, name or addr.split("@")[0])
        return list(seen.values())

    @property
    def span(self):
        times = [m[0] for m in self.messages]
        return max(times) - min(times)

    def __len__(self):
        return len(self.messages)


def main():
    threads = {}
    for raw_date, sender, subject in INBOX:
        when = datetime.strptime(raw_date, "%a, %d %b %Y %H:%M")
        key = normalise(subject)
        threads.setdefault(key, Thread(key)).add(when, sender, subject)
    for t in sorted(threads.values(), key=lambda t: (-len(t), t.key)):
        hours = t.span.total_seconds() / 3600
        print(f"{t.key!r}: {len(t)} messages over {hours:.1f}h")
        print("   with:", ", ".join(t.participants))
        first = t.messages[0][0]
        print(f"   started {first:%A %H:%M}, last subject {t.messages[-1][2]!r}")
    domains = sorted({parseaddr(s)[1].split("@")[1] for _, s, _ in INBOX})
    print("domains:", domains)


if __name__ == "__main__":
    main()
