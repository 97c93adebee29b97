"""Normalise messy phone numbers to E.164, group by country, and report rejects with reasons."""
import re
from collections import defaultdict

CONTACTS = """\
Alice;(415) 555-2671
Bruno;+55 11 91234-5678
Chloé;06 12 34 56 78
Dinesh;+91-98765 43210
Eve;555-0199
Farid;0044 20 7946 0958
Greta;+1 (212) 555 0000 ext. 42
Hiro;+81 3-1234-5678
Ivan;not available
June;415.555.2671
"""

COUNTRY = {"1": "US/CA", "33": "FR", "44": "GB", "55": "BR", "81": "JP", "91": "IN"}
DEFAULT_CC = {"0": "33"}


class PhoneError(ValueError):
    pass


def to_e164(raw):
    raw = raw.strip()
    ext = None
    m = re.search(r"\s*(?:ext\.?|x)\s*(\d+)$", raw, re.I)
    if m:
        ext = m.group(1)
        raw = raw[: m.start()]
    if not re.search(r"\d", raw):
        raise PhoneError("no digits")
    if re.search(r"[^\d\s()+.\-]", raw):
        raise PhoneError(f"unexpected characters in {raw!r}")
    digits = re.sub(r"\D", "", raw)
    if raw.startswith("+"):
        number = digits
    elif digits.startswith("00"):
        number = digits[2:]
    elif len(digits) == 10 and digits[0] == "0":
        number = DEFAULT_CC["0"] + digits[1:]
    elif len(digits) == 10:
        number = "1" + digits
    else:
        raise PhoneError(f"ambiguous {len(digits)}-digit number")
    if not 8 <= len(number) <= 15:
        raise PhoneError("bad length")
    return "+" + number, ext


def country_of(e164):
    digits = e164[1:]
    for size in (3, 2, 1):
        if digits[:size] in COUNTRY:
            return digits[:size]
    return "?"


def pretty(e164):
    cc = country_of(e164)
    rest = e164[1 + len(cc):]
    groups = re.findall(r".{1,4}", rest[::-1])
    return f"+{cc} " + " ".join(g[::-1] for g in reversed(groups))


def main():
    grouped = defaultdict(list)
    rejects = []
    seen = {}
    for line in CONTACTS.splitlines():
        name, _, raw = line.partition(";")
        try:
            number, ext = to_e164(raw)
        except PhoneError as err:
            rejects.append((name, str(err)))
            continue
        if number in seen:
            print(f"duplicate: {name} has the same number as {seen[number]}")
        seen.setdefault(number, name)
        grouped[country_of(number)].append((name, number, ext))
    for cc in sorted(grouped, key=int):
        print(f"{COUNTRY[cc]} (+{cc}):")
        for name, number, ext in grouped[cc]:
            suffix = f" ext {ext}" if ext else ""
            print(f"   {name:<7}{number:<16}{pretty(number)}{suffix}")
    print("rejected:")
    for name, why in rejects:
        print(f"   {name}: {why}")
    print(f"{sum(map(len, grouped.values()))} ok, {len(rejects)} rejected")
    return len(seen)


if __name__ == "__main__":
    main()
