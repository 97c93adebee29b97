"""Clean and de-duplicate a contact list: normalise phones and emails, merge records."""
import re
from dataclasses import dataclass, field, replace

RAW = [
    {"name": " jane  DOE ", "email": "Jane.Doe@Example.com", "phone": "(555) 010-2000", "tags": "vip"},
    {"name": "Jane Doe", "email": "jane.doe@example.com ", "phone": "+1 555 010 2000", "tags": "newsletter"},
    {"name": "Bob O'Neil", "email": "bob@@example.com", "phone": "555.010.3000", "tags": ""},
    {"name": "bob o'neil", "email": "bob@example.com", "phone": "5550103000", "tags": "vip,beta"},
    {"name": "Zoë Kraus", "email": "zoe+news@example.de", "phone": "0049 30 1234567", "tags": "beta"},
    {"name": "Anon", "email": "", "phone": "n/a", "tags": ""},
]

EMAIL_RE = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")


@dataclass
class Contact:
    name: str
    emails: set = field(default_factory=set)
    phones: set = field(default_factory=set)
    tags: set = field(default_factory=set)
    problems: list = field(default_factory=list)

    @property
    def key(self):
        return re.sub(r"[^a-z]", "", self.name.lower())


def clean_name(raw: str) -> str:
    parts = raw.split()
    return " ".join(p[0].upper() + p[1:].lower() if "'" not in p else
                    "'".join(s.capitalize() for s in p.split("'")) for p in parts)


def clean_phone(raw: str):
    digits = re.sub(r"\D", "", raw)
    if digits.startswith("00"):
        digits = digits[2:]
        return f"+{digits}" if len(digits) >= 9 else None
    if len(digits) == 11 and digits[0] == "1":
        digits = digits[1:]
    if len(digits) == 10:
        return f"+1-{digits[:3]}-{digits[3:6]}-{digits[6:]}"
    return None


def clean_email(raw: str):
    email = raw.strip().lower()
    local, _, domain = email.partition("@")
    local = local.split("+")[0]
    email = f"{local}@{domain}"
    return email if EMAIL_RE.match(email) else None


def build(row) -> Contact:
    c = Contact(clean_name(row["name"]))
    for kind, value, fn, target in (("email", row["email"], clean_email, c.emails),
                                    ("phone", row["phone"], clean_phone, c.phones)):
        cleaned = fn(value)
        if cleaned:
            target.add(cleaned)
        elif value.strip():
            c.problems.append(f"bad {kind} {value.strip()!r}")
    c.tags = {t for t in row["tags"].split(",") if t}
    return c


def merge(a: Contact, b: Contact) -> Contact:
    return replace(a, emails=a.emails | b.emails, phones=a.phones | b.phones,
                   tags=a.tags | b.tags, problems=a.problems + b.problems)


def main():
    merged: dict[str, Contact] = {}
    for row in RAW:
        c = build(row)
        merged[c.key] = merge(merged[c.key], c) if c.key in merged else c
    print(f"{len(RAW)} rows -> {len(merged)} contacts")
    for c in sorted(merged.values(), key=lambda c: c.name):
        print(f"- {c.name}")
        print(f"    emails: {', '.join(sorted(c.emails)) or '-'}")
        print(f"    phones: {', '.join(sorted(c.phones)) or '-'}")
        print(f"    tags:   {sorted(c.tags)}")
        for p in c.problems:
            print(f"    !! {p}")
    vips = [c.name for c in merged.values() if "vip" in c.tags]
    print("VIPs:", vips)


if __name__ == "__main__":
    main()
