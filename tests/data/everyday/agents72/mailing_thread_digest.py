"""Group raw email headers into threads by normalized subject and summarize."""
import re
from collections import defaultdict
from datetime import timezone
from email.utils import parseaddr, parsedate_to_datetime

MESSAGES = [
    """From: Alice Smith <alice@example.org>
Date: Mon, 02 Dec 2024 09:15:00 +0000
Subject: Release 3.2 checklist""",
    """From: bob@example.org
Date: Mon, 02 Dec 2024 10:02:11 +0100
Subject: Re: Release 3.2 checklist""",
    """From: "Carol D." <carol@example.net>
Date: Mon, 02 Dec 2024 12:30:00 -0500
Subject: RE: [dev] Re: Release 3.2 checklist""",
    """From: Dan <dan@example.com>
Date: Tue, 03 Dec 2024 08:00:00 +0000
Subject: Flaky CI on arm64""",
    """From: Alice Smith <alice@example.org>
Date: Tue, 03 Dec 2024 08:45:00 +0000
Subject: Fwd: Flaky CI on arm64""",
    """From: Erin <erin@example.com>
Date: Wed, 04 Dec 2024 16:20:00 +0000
Subject: Holiday schedule""",
]

PREFIX = re.compile(r"^\s*(?:(?:re|fwd?|aw)\s*:\s*|\[[^\]]+\]\s*)+", re.I)


def headers(raw):
    out = {}
    for line in raw.splitlines():
        name, _, value = line.partition(":")
        out[name.strip().lower()] = value.strip()
    return out


def normalize(subject):
    return PREFIX.sub("", subject).strip()


def main():
    threads = defaultdict(list)
    for raw in MESSAGES:
        h = headers(raw)
        name, addr = parseaddr(h["from"])
        when = parsedate_to_datetime(h["date"])
        threads[normalize(h["subject"])].append((when, name or addr.split("@")[0], addr))
    for subject, msgs in sorted(threads.items(), key=lambda kv: min(m[0] for m in kv[1])):
        msgs.sort()
        first, last = msgs[0][0], msgs[-1][0]
        span = last - first
        people = sorted({addr for _, _, addr in msgs})
        print(f"{subject!r}: {len(msgs)} message(s), {len(people)} participant(s)")
        for when, name, addr in msgs:
            utc = when.astimezone(timezone.utc)
            print(f"    {utc:%a %H:%M} UTC  {name:<12} <{addr}>")
        if len(msgs) > 1:
            hours = span.total_seconds() / 3600
            print(f"    thread lasted {hours:.2f} h")
    busiest = max(threads, key=lambda s: len(threads[s]))
    print("busiest thread:", busiest)


if __name__ == "__main__":
    main()
