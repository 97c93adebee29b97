import re
from collections import Counter, defaultdict
from datetime import datetime, timezone

MBOX = """\
From alice@example.org Mon Mar  4 09:15:02 2024
From: Alice Smith <alice@example.org>
Date: Mon, 04 Mar 2024 09:15:02 +0100
Subject: Re: Quarterly numbers

Looks good to me.

From bob@corp.example.com Mon Mar  4 11:02:45 2024
From: "Bob Jones" <bob@corp.example.com>
Date: Mon, 04 Mar 2024 11:02:45 -0500
Subject: [ops] Disk alert on db-2

Disk usage at 91%.

From alerts@corp.example.com Tue Mar  5 02:00:00 2024
From: alerts@corp.example.com
Date: Tue, 05 Mar 2024 02:00:00 +0000
Subject: [ops] Backup completed

OK

From alice@example.org Tue Mar  5 16:40:10 2024
From: Alice Smith <alice@example.org>
Date: Tue, 05 Mar 2024 16:40:10 +0100
Subject: Fwd: Re: Re: Quarterly numbers

See below.

From carol@partner.net Wed Mar  6 08:05:55 2024
From: Carol <carol@partner.net>
Date: Wed, 06 Mar 2024 08:05:55 +0530
Subject: Invoice #2231

Attached.
"""

HEADER_RE = re.compile(r"^(?P<name>[A-Za-z-]+): (?P<value>.*)$")
ADDR_RE = re.compile(r'(?:"?(?P<display>[^"<]*?)"?\s*)?<?(?P<addr>[\w.+-]+@[\w.-]+)>?')
PREFIX_RE = re.compile(r"^(?:(?:re|fwd?)\s*:\s*)+", re.IGNORECASE)


def split_messages(text: str) -> list[list[str]]:
    messages, current = [], []
    for line in text.splitlines():
        if line.startswith("From ") and current:
            messages.append(current)
            current = []
        current.append(line)
    if current:
        messages.append(current)
    return messages


def headers_of(lines: list[str]) -> dict[str, str]:
    headers = {}
    for line in lines[1:]:
        if not line:
            break
        if m := HEADER_RE.match(line):
            headers[m["name"].lower()] = m["value"]
    return headers


def main():
    msgs = [headers_of(m) for m in split_messages(MBOX)]
    by_domain = Counter()
    threads = defaultdict(list)
    hours = Counter()
    for h in msgs:
        m = ADDR_RE.search(h["from"])
        addr = m["addr"].lower()
        by_domain[addr.split("@", 1)[1]] += 1
        sent = datetime.strptime(h["date"], "%a, %d %b %Y %H:%M:%S %z")
        utc = sent.astimezone(timezone.utc)
        hours[utc.hour] += 1
        topic = PREFIX_RE.sub("", h["subject"]).strip()
        threads[topic].append((utc, (m["display"] or addr).strip()))

    print(f"{len(msgs)} messages")
    print("By domain:")
    for domain, n in by_domain.most_common():
        print(f"  {domain:<20}{n:>3}")
    print("Threads:")
    for topic, posts in sorted(threads.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        first = min(posts)[0]
        print(f"  {topic!r}: {len(posts)} msg(s), first {first:%Y-%m-%d %H:%M} UTC")
        for when, who in sorted(posts):
            print(f"    - {when.isoformat()} {who}")
    busiest = max(hours.items(), key=lambda kv: (kv[1], -kv[0]))
    print(f"Busiest UTC hour: {busiest[0]:02d}:00 ({busiest[1]})")
    tagged = [h["subject"] for h in msgs if h["subject"].startswith("[")]
    print("Tagged:", "; ".join(tagged))
    return by_domain


if __name__ == "__main__":
    main()
