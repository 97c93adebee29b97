import textwrap

NOTES = [
    ("Deploy", "Rolled out version 2.4.1 to the staging cluster. Smoke tests passed, but the cache warmup took twice as long as usual; investigate before production."),
    ("Incident", "Between 03:10 and 03:42 UTC the payment webhook returned 502s. Root cause: expired TLS certificate on the internal proxy."),
    ("Todo", "Rotate credentials; update runbook; add alert for certificate expiry (30 days)."),
]


def box(title, body, width=48):
    inner = width - 4
    top = "+" + "-" * (width - 2) + "+"
    lines = [top, "| " + title.upper().center(inner) + " |", top]
    for para in body.split("; "):
        for line in textwrap.wrap(para, inner) or [""]:
            lines.append(f"| {line:<{inner}} |")
    lines.append(top)
    return "\n".join(lines)


def main():
    for title, body in NOTES:
        print(box(title, body))
    summary = textwrap.shorten(" ".join(b for _, b in NOTES), width=70, placeholder=" [...]")
    print(summary)
    print(textwrap.indent(textwrap.fill(NOTES[1][1], 40), "> "))
    words = sum(len(b.split()) for _, b in NOTES)
    print(f"{len(NOTES)} notes, {words} words")
