"""Pull phone numbers, emails and amounts out of free-form support notes."""
import re
from collections import Counter

NOTES = """\
Ticket 4411 - caller: Dana Ortiz, +1 (415) 555-0134, dana.ortiz@example.com
  Refund requested: $1,249.50 (order #88812). Callback at 415.555.0199 after 3pm.
Ticket 4412 - caller: Lee Park <lee.park@mail.example.org>, phone 020 7946 0958
  Charged twice: USD 89.00 and USD 89.00 on card ending 4242.
Ticket 4413 - no phone given; email LEE.PARK@MAIL.EXAMPLE.ORG (duplicate?)
  Wants credit of $15 for late delivery; ref #88940.
"""

PHONE = re.compile(
    r"""
    (?<![\w.])            # not glued to a word or a decimal
    (?:\+(?P<country>\d{1,3})\s*)?
    (?:\((?P<area>\d{3})\)|(?P<area2>\d{3}))   # area code, bracketed or not
    [\s.-]?
    (?P<exchange>\d{3,4})
    [\s.-]
    (?P<line>\d{4})
    (?![\d])
    """,
    re.VERBOSE,
)

EMAIL = re.compile(r"(?P<user>[\w.+-]+)@(?P<domain>[\w-]+(?:\.[\w-]+)+)", re.IGNORECASE)
MONEY = re.compile(r"(?:(?<=\$)|(?<=USD\s))(?P<amount>\d{1,3}(?:,\d{3})*(?:\.\d{2})?)")
TICKET = re.compile(r"^Ticket (?P<num>\d+)", re.MULTILINE)
ORDER_REF = re.compile(r"#(\d{5})\b")


def normalize_phone(m: re.Match) -> str:
    area = m.group("area") or m.group("area2")
    country = m["country"] or "1"
    return f"+{country}-{area}-{m['exchange']}-{m['line']}"


def main():
    tickets = TICKET.findall(NOTES)
    print("tickets:", ", ".join(tickets))
    phones = [normalize_phone(m) for m in PHONE.finditer(NOTES)]
    for p in phones:
        print("phone", p)
    emails = Counter(m["user"].lower() + "@" + m["domain"].lower() for m in EMAIL.finditer(NOTES))
    for addr, n in emails.most_common():
        print(f"email {addr:<28} x{n}")
    amounts = [float(m["amount"].replace(",", "")) for m in MONEY.finditer(NOTES)]
    print("amounts:", amounts, "sum=%.2f" % sum(amounts))
    print("orders:", ORDER_REF.findall(NOTES))
    masked = EMAIL.sub(lambda m: m["user"][0] + "***@" + m["domain"], NOTES)
    masked = re.sub(r"card ending (\d{4})", r"card ending ****\1", masked)
    print(masked.splitlines()[0])
    print(masked.splitlines()[4])
    first_names = re.findall(r"caller: (\w+)(?= \w+[,<])", NOTES)
    print("callers:", first_names)
    parts = re.split(r"\s*[;,]\s*", "alpha; beta ,gamma,, delta")
    print(parts)
    return len(phones)


if __name__ == "__main__":
    main()
