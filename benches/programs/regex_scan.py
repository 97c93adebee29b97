# Regular expressions: findall, sub, match with groups.
import re

EMAIL = re.compile(r"([a-z0-9._]+)@([a-z]+)\.(com|org|net)")
DATE = re.compile(r"(\d{4})-(\d{2})-(\d{2})")

def main() -> int:
    text = " ".join(f"contact user{i}.x@host{i % 9}.{['com','org','net'][i % 3]} on 2023-{i % 12 + 1:02d}-{i % 28 + 1:02d}" for i in range(4000))
    emails = EMAIL.findall(text)
    domains = {}
    for user, host, tld in emails:
        domains[tld] = domains.get(tld, 0) + 1
    dates = [m.groups() for m in DATE.finditer(text)]
    months = sorted({int(m) for _, m, _ in dates})
    redacted = EMAIL.sub(lambda m: m.group(1)[:2] + "***@" + m.group(2), text)
    words = re.split(r"\s+", redacted)
    print(len(emails), domains, months[:3], len(words), redacted[:60])
    return len(emails)
