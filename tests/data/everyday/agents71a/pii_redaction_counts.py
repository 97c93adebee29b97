import re
from collections import Counter

TICKETS = [
    "Customer Jane (jane.doe@example.com, +1 415-555-0132) says the export fails.",
    "Call back on (212) 555 0199 or mail j.smith+billing@corp.co.uk; SSN 123-45-6789 was pasted by mistake!",
    "Server 10.0.0.12 rejected login for admin@intranet.local from 192.168.1.250",
    "No personal data in this one, just a stack trace at line 42.",
    "IBAN DE89 3704 0044 0532 0130 00 and card 4111-1111-1111-1111 exp 12/26",
]

PATTERNS = [
    ("EMAIL", r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    ("CARD", r"\b(?:\d{4}[- ]){3}\d{4}\b"),
    ("IBAN", r"\b[A-Z]{2}\d{2}(?: ?[\dA-Z]{4}){4,7}(?: ?\d{1,3})?\b"),
    ("SSN", r"\b\d{3}-\d{2}-\d{4}\b"),
    ("PHONE", r"(?:\+\d{1,2}\s)?\(?\d{3}\)?[\s-]\d{3}[\s-]\d{4}\b"),
    ("IPV4", r"\b(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)\b"),
]
COMBINED = re.compile("|".join(f"(?P<{name}>{pat})" for name, pat in PATTERNS))


def redact(text, counts, keep_domain=True):
    def repl(m):
        kind = m.lastgroup
        counts[kind] += 1
        value = m.group()
        if kind == "EMAIL" and keep_domain:
            return "[EMAIL]@" + value.split("@", 1)[1]
        if kind == "CARD":
            return "[CARD-" + re.sub(r"\D", "", value)[-4:] + "]"
        return f"[{kind}]"
    return COMBINED.sub(repl, text)


def main():
    counts = Counter()
    for i, ticket in enumerate(TICKETS, 1):
        cleaned = redact(ticket, counts)
        tag = "clean" if cleaned == ticket else "redacted"
        print(f"#{i} [{tag}] {cleaned}")
    print()
    for kind, _ in PATTERNS:
        print(f"{kind:<6}{counts[kind]:>3}")
    print("total:", sum(counts.values()))

    spans = [(m.lastgroup, m.span()) for m in COMBINED.finditer(TICKETS[1])]
    print("spans in #2:", spans)
    emails = [m.group("EMAIL") for t in TICKETS for m in COMBINED.finditer(t) if m.lastgroup == "EMAIL"]
    domains = Counter(e.rsplit("@", 1)[1].lower() for e in emails)
    print("email domains:", sorted(domains))
    n, nsubs = re.subn(r"\d", "#", TICKETS[3])
    print(n, "| digits replaced:", nsubs)
    strict = redact(TICKETS[0], Counter(), keep_domain=False)
    print(strict)
    print(re.escape("a.b+c@d"), bool(re.fullmatch(PATTERNS[0][1], "a.b+c@d.io")))
    return sum(counts.values())


if __name__ == "__main__":
    main()
