"""Fold, unfold and parse RFC 5322 style mail headers by hand."""
import re
import textwrap

RAW = """From: "Ops Team" <ops@example.com>
To: alice@example.com,
 bob@example.com,
\tcarol@example.com
Subject: Weekly report: 3 incidents, 2 changes, and a very long description that
 keeps going well past the usual line length
X-Priority: 2
Received: from mx1.example.com (mx1 [10.0.0.1]) by mail.example.com with ESMTP id ABC123; Mon, 6 Jul 2026 09:00:00 +0000
Content-Type: text/plain; charset="utf-8"; format=flowed
"""


def unfold(text):
    return re.sub(r"\r?\n[ \t]+", " ", text)


def parse(text):
    headers = []
    for line in unfold(text).splitlines():
        if not line.strip():
            continue
        name, sep, value = line.partition(":")
        if not sep:
            raise ValueError(f"not a header line: {line!r}")
        headers.append((name.strip(), value.strip()))
    return headers


def fold(name, value, width=78):
    first = f"{name}: "
    words = value.split(" ")
    lines, current = [], first
    for word in words:
        candidate = word if current in (first, " ") else " " + word
        if len(current) + len(candidate) > width and current not in (first, " "):
            lines.append(current)
            current = " " + word
        else:
            current += candidate
    lines.append(current)
    return "\r\n".join(lines)


def params(value):
    main, *rest = [p.strip() for p in value.split(";")]
    out = {}
    for item in rest:
        key, _, val = item.partition("=")
        out[key.lower()] = val.strip('"')
    return main, out


def main():
    headers = parse(RAW)
    for name, value in headers:
        print(f"{name:<13} {textwrap.shorten(value, width=60, placeholder=' [...]')}")
    recipients = [a.strip() for a in dict(headers)["To"].split(",")]
    print("recipients:", recipients)
    for name, value in headers:
        if len(name) + len(value) + 2 > 78:
            folded = fold(name, value)
            lengths = [len(l) for l in folded.split("\r\n")]
            print(f"folded {name} into {len(lengths)} lines, lengths {lengths}")
            print(folded.replace("\r\n", "\\r\\n\n"))
            assert unfold(folded.replace("\r\n", "\n")) == f"{name}: {value}"
    ctype, opts = params(dict(headers)["Content-Type"])
    print(ctype, opts)
    m = re.search(r"\[(?P<ip>[\d.]+)\].*?id (?P<id>\w+);\s*(?P<date>.+)$", dict(headers)["Received"])
    print(m.groupdict() if m else None)
    display = re.match(r'"?([^"<]*)"?\s*<([^>]+)>', dict(headers)["From"])
    print(f"display={display.group(1)!r} addr={display.group(2)!r}")
    try:
        parse("Subject ok\nbroken line without colon")
    except ValueError as exc:
        print("error:", exc)
    print(textwrap.fill("X-Note: " + "lorem ipsum " * 9, width=40, subsequent_indent=" "))


if __name__ == "__main__":
    main()
