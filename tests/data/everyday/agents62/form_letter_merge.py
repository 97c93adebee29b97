"""Mail-merge renewal letters from CSV rows with string.Template and textwrap."""
import csv
import io
import string
import textwrap
from datetime import date

TEMPLATE = string.Template(textwrap.dedent("""\
    Dear $title $surname,

    Your $plan membership (no. $number) expires on $expiry. Renew before then to keep your
    ${discount}% loyalty discount; after that the price goes back to $$${price}.
    $extra
    Kind regards,
    The Membership Team"""))

ROWS = """number,title,first,surname,plan,expiry,price,years
1001,Dr,Ada,Lovelace,Gold,2026-08-01,120.00,6
1002,Ms,Grace,Hopper,Silver,2026-07-15,80.00,1
1003,,Alan,Turing,Gold,2026-09-30,120.00,12
1004,Mr,Linus,,Bronze,2026-07-01,40.00,3
"""


def discount(years):
    return min(5 * (years // 2), 25)


def letter(row, today):
    expiry = date.fromisoformat(row["expiry"])
    days = (expiry - today).days
    extra = ""
    if days <= 21:
        extra = f"Only {days} days remain, so please act soon.\n"
    fields = dict(row, title=row["title"] or row["first"], discount=discount(int(row["years"])),
                  expiry=f"{expiry.day} {expiry:%B %Y}", extra=extra)
    if not row["surname"]:
        fields.pop("surname")
    return TEMPLATE.safe_substitute(fields)


def main():
    today = date(2026, 6, 20)
    rows = list(csv.DictReader(io.StringIO(ROWS)))
    for row in rows:
        text = letter(row, today)
        body = "\n".join(textwrap.fill(p, width=64) if len(p) > 64 else p for p in text.split("\n"))
        print(textwrap.indent(body, "| ", lambda line: True))
        print("-" * 40)
    missing = [row["number"] for row in rows if "$" in letter(row, today).replace("$" + row["price"], "")]
    print("letters with unfilled fields:", missing)
    try:
        TEMPLATE.substitute(title="Mx")
    except KeyError as exc:
        print("substitute error: KeyError", exc)
    print(string.Template("$who owes $$$amount").substitute(who="Bob", amount="12.50"))
    try:
        string.Template("cost: $").substitute()
    except ValueError as exc:
        print("bad template:", exc)
    print(textwrap.shorten("The quick brown fox jumps over the lazy dog", 25))
    print(textwrap.wrap("supercalifragilisticexpialidocious word", 10))
    print(repr(textwrap.dedent("   a\n     b\n   c")))


if __name__ == "__main__":
    main()
