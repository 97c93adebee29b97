import re
from collections import defaultdict

RAW = """
Alice Smith <ALICE.smith@Example.com>
bob@example.com
  carol+news@mail.example.org  
"Dan O'Neil" <dan@sub.example.co.uk>
not-an-email
erin@@example.com
bob@Example.com
frank.ly@example.org; grace@example.org
heidi@localhost
"""

EMAIL_RE = re.compile(r"^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$")
ANGLE_RE = re.compile(r'^\s*(?:"?(?P<name>[^"<]*?)"?\s*)?<(?P<addr>[^>]+)>\s*$')


def split_entries(raw: str):
    for line in raw.splitlines():
        for piece in re.split(r"[;,]", line):
            if piece.strip():
                yield piece.strip()


def normalize(entry: str) -> tuple[str, str] | None:
    name = ""
    if m := ANGLE_RE.match(entry):
        name, entry = (m.group("name") or "").strip(), m.group("addr")
    entry = entry.strip()
    if not EMAIL_RE.match(entry):
        return None
    local, domain = entry.rsplit("@", 1)
    local = local.split("+", 1)[0].lower()
    return name, f"{local}@{domain.lower()}"


def main():
    valid: dict[str, str] = {}
    rejected = []
    for entry in split_entries(RAW):
        result = normalize(entry)
        if result is None:
            rejected.append(entry)
            continue
        name, addr = result
        if addr not in valid or (name and not valid[addr]):
            valid[addr] = name
    print(f"{len(valid)} unique, {len(rejected)} rejected: {rejected}")
    by_domain = defaultdict(list)
    for addr in valid:
        by_domain[addr.split("@")[1]].append(addr)
    for domain in sorted(by_domain, key=lambda d: (-len(by_domain[d]), d)):
        print(f"{domain:<22} {', '.join(sorted(by_domain[domain]))}")
    for addr, name in sorted(valid.items()):
        print(f"{name or '(no name)':<14} {addr}")
    tlds = sorted({a.rsplit('.', 1)[1] for a in valid})
    print("tlds:", tlds)
    return len(valid)


if __name__ == "__main__":
    main()
