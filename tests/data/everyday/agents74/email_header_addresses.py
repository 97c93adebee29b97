"""Summarise who wrote to a shared inbox from raw message headers."""
from collections import defaultdict
from email.utils import formataddr, getaddresses, parseaddr, parsedate_to_datetime

RAW_MESSAGES = [
    """From: "Ortiz, Dana" <dana@example.com>
To: support@shop.example, Lee Park <lee@example.org>
Cc: billing@shop.example
Date: Tue, 05 Mar 2024 09:14:03 +0100
Subject: Refund for order 88812""",
    """From: lee@example.org (Lee Park)
To: support@shop.example
Date: Tue, 05 Mar 2024 11:02:45 -0500
Subject: Re: Refund for order 88812""",
    """From: Sam Roe <SAM@Example.com>
To: "Support Team" <support@shop.example>
Cc: "Ortiz, Dana" <dana@example.com>, ops@shop.example
Date: Wed, 06 Mar 2024 18:40:00 +0000
Subject: Delivery window""",
]


def parse_headers(raw: str) -> dict[str, str]:
    headers: dict[str, str] = {}
    for line in raw.splitlines():
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return headers


def main():
    by_sender = defaultdict(list)
    recipients = defaultdict(int)
    for raw in RAW_MESSAGES:
        h = parse_headers(raw)
        name, addr = parseaddr(h["from"])
        addr = addr.lower()
        when = parsedate_to_datetime(h["date"])
        by_sender[addr].append((when, h["subject"], name))
        for rname, raddr in getaddresses([h.get("to", ""), h.get("cc", "")]):
            recipients[raddr.lower()] += 1
    for addr in sorted(by_sender):
        entries = sorted(by_sender[addr])
        display = next((n for _, _, n in entries if n), "")
        print(formataddr((display, addr)))
        for when, subject, _ in entries:
            utc = when.utctimetuple()
            print(f"  {when.isoformat()}  (UTC {utc.tm_hour:02d}:{utc.tm_min:02d})  {subject}")
    print("recipients:")
    for addr, count in sorted(recipients.items(), key=lambda kv: (-kv[1], kv[0])):
        print(f"  {count}  {addr}")
    ordered = sorted(
        (parsedate_to_datetime(parse_headers(r)["date"]) for r in RAW_MESSAGES)
    )
    gaps = [str(b - a) for a, b in zip(ordered, ordered[1:])]
    print("gaps:", gaps)
    print(formataddr(("Ortiz, Dana", "dana@example.com")))
    return len(by_sender)


if __name__ == "__main__":
    main()
