"""Parse raw e-mail headers by hand: unfold continuation lines, split addresses, summarise."""
import re
from collections import OrderedDict
from datetime import datetime

RAW = """Return-Path: <bounce@lists.example.org>
Received: from mx1.example.org (mx1.example.org [192.0.2.10])
\tby mail.example.com with ESMTPS id 4Vx1;
\tTue, 14 May 2024 10:22:31 +0000
Received: from app.example.org by mx1.example.org; Tue, 14 May 2024 10:22:29 +0000
From: "Release Bot" <release-bot@example.org>
To: Alice Smith <alice@example.com>, bob@example.com,
  "Chen, Wei" <wei.chen@example.net>
Cc: ops-team@example.com
Subject: [proj-announce] v2.4.0 released:
  security fixes and a new CLI
Date: Tue, 14 May 2024 10:22:28 +0000
Message-ID: <20240514102228.1234@example.org>
X-Priority: 2
List-Unsubscribe: <mailto:leave@lists.example.org>, <https://lists.example.org/u/abc>
"""


def unfold(text):
    headers = []
    for line in text.splitlines():
        if line[:1] in (" ", "\t") and headers:
            name, value = headers[-1]
            headers[-1] = (name, value + " " + line.strip())
        elif ":" in line:
            name, _, value = line.partition(":")
            headers.append((name.strip(), value.strip()))
    return headers


def split_addresses(value):
    parts, buf, quoted = [], "", False
    for ch in value:
        if ch == '"':
            quoted = not quoted
        if ch == "," and not quoted:
            parts.append(buf.strip())
            buf = ""
        else:
            buf += ch
    if buf.strip():
        parts.append(buf.strip())
    result = []
    for p in parts:
        m = re.match(r'^(?:"?([^"<]*?)"?\s*)?<([^>]+)>$', p)
        if m:
            result.append((m.group(1) or "", m.group(2)))
        else:
            result.append(("", p))
    return result


def main():
    headers = unfold(RAW)
    grouped = OrderedDict()
    for name, value in headers:
        grouped.setdefault(name.lower(), []).append(value)
    print("header names:", list(grouped))
    print("received hops:", len(grouped["received"]))
    for hop in grouped["received"]:
        src = re.search(r"from (\S+)", hop).group(1)
        stamp = hop.rsplit(";", 1)[1].strip()
        when = datetime.strptime(stamp, "%a, %d %b %Y %H:%M:%S %z")
        print(f"  {src:<22} at {when:%H:%M:%S} ({when.utcoffset()})")
    subject = grouped["subject"][0]
    tag = re.match(r"\[([^\]]+)\]\s*", subject)
    print("list tag:", tag.group(1) if tag else None)
    print("subject:", subject[tag.end():] if tag else subject)
    for field in ("from", "to", "cc"):
        for display, addr in split_addresses(grouped[field][0]):
            local, _, domain = addr.partition("@")
            print(f"  {field:>4}: {display or '-':<14} {local:<16} @ {domain}")
    sent = datetime.strptime(grouped["date"][0], "%a, %d %b %Y %H:%M:%S %z")
    print("sent:", sent.isoformat(), sent.strftime("%A"))
    unsub = re.findall(r"<([^>]+)>", grouped["list-unsubscribe"][0])
    print("unsubscribe via:", [u.split(":", 1)[0] for u in unsub])
    prio = int(grouped.get("x-priority", ["3"])[0])
    print("priority:", {1: "highest", 2: "high", 3: "normal"}.get(prio, "low"))
    return len(headers)


if __name__ == "__main__":
    main()
