"""Normalise free-form US postal addresses and group them by state and ZIP prefix."""
import re
from collections import defaultdict, namedtuple

Address = namedtuple("Address", "name street city state zip")

BLOCKS = """
John Q. Public
123 main st. apt 4b
springfield, il 62704

MARY-ANNE O'NEIL
  4500   N.  Lake Shore Dr
Chicago IL 60640-1234

Dr. Raj Patel
77 Massachusetts Ave
Cambridge, MA 2139

acme corp. attn: billing
PO Box 900
Boston,  ma   02101
"""

ABBREV = {"st": "Street", "ave": "Avenue", "dr": "Drive", "rd": "Road", "n": "North", "apt": "Apt"}
CITY_RE = re.compile(r"^(?P<city>[A-Za-z .]+?),?\s+(?P<state>[A-Za-z]{2})\s+(?P<zip>\d{4,5}(?:-\d{4})?)$")


def smart_title(text):
    words = []
    for w in text.split():
        if "-" in w:
            words.append("-".join(p.capitalize() for p in w.split("-")))
        elif w.lower().startswith("o'") and len(w) > 2:
            words.append("O'" + w[2:].capitalize())
        else:
            words.append(w.capitalize())
    return " ".join(words)


def expand_street(street):
    out = []
    for token in street.split():
        key = token.rstrip(".").lower()
        if key in ABBREV:
            out.append(ABBREV[key])
        elif key[:1].isdigit() and not key.isdigit():
            out.append(key.upper())
        else:
            out.append(smart_title(token))
    return " ".join(out)


def parse_block(block):
    lines = [ln.strip() for ln in block.strip().splitlines()]
    name, *street_lines, last = lines
    m = CITY_RE.match(last)
    if not m:
        raise ValueError(f"cannot parse city line {last!r}")
    zipcode = m["zip"]
    if len(zipcode.split("-")[0]) == 4:
        zipcode = zipcode.zfill(5)
    street = ", ".join(expand_street(s) for s in street_lines)
    return Address(smart_title(name), street, smart_title(m["city"]), m["state"].upper(), zipcode)


def main():
    blocks = [b for b in re.split(r"\n\s*\n", BLOCKS) if b.strip()]
    book = []
    for b in blocks:
        try:
            book.append(parse_block(b))
        except ValueError as e:
            print("skip:", e)
    for a in book:
        print(f"{a.name}\n  {a.street}\n  {a.city}, {a.state} {a.zip}")
    by_state = defaultdict(list)
    for a in book:
        by_state[a.state].append(a)
    print()
    for state in sorted(by_state):
        names = ", ".join(x.name for x in sorted(by_state[state], key=lambda x: x.zip))
        print(f"{state}: {len(by_state[state])} -> {names}")
    prefixes = sorted({a.zip[:3] for a in book})
    print("zip prefixes:", prefixes)
    plus4 = [a._replace(zip=a.zip.split("-")[0]) for a in book if "-" in a.zip]
    print("trimmed:", [p.zip for p in plus4], plus4[0]._asdict()["city"] if plus4 else None)
    try:
        parse_block("Nobody\nNowhere land")
    except ValueError as e:
        print("error:", e)
    return len(book)


if __name__ == "__main__":
    main()
