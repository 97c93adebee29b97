"""Parse vCard 3.0 contacts (line folding, parameters, escapes) and export a CSV address book."""
import csv
import io
from collections import defaultdict

VCF = """BEGIN:VCARD\r
VERSION:3.0\r
N:Lovelace;Ada;;Countess;\r
FN:Ada Lovelace\r
ORG:Analytical Engines Ltd.;Research\r
TEL;TYPE=WORK,VOICE:+44 20 7946 0018\r
TEL;TYPE=CELL:+44 7700 900123\r
EMAIL;TYPE=INTERNET,PREF:ada@engines.example\r
NOTE:Wrote the first program\\, arguably.\\nLikes poetry\\; and maths.\r
ADR;TYPE=HOME:;;12 St James's Square;London;;SW1Y 4JH;United Kingdom\r
END:VCARD\r
BEGIN:VCARD\r
VERSION:3.0\r
N:Hopper;Grace;Brewster Murray;Rear Admiral;\r
FN:Grace Hopper\r
EMAIL;TYPE=INTERNET:grace@navy.example\r
EMAIL;TYPE=INTERNET,WORK:ghopper@cobol.example\r
TEL;TYPE=WORK:+1 202 555 0147\r
NOTE:Found a moth in the relay. This note is long enough that the exporter fol\r
 ded it across two lines.\r
END:VCARD\r
BEGIN:VCARD\r
VERSION:3.0\r
FN:No Name Fields\r
END:VCARD\r
"""


def unfold(text: str) -> list[str]:
    lines = []
    for raw in text.split("\r\n"):
        if raw.startswith((" ", "\t")) and lines:
            lines[-1] += raw[1:]
        elif raw:
            lines.append(raw)
    return lines


def unescape(value: str) -> str:
    out, i = [], 0
    while i < len(value):
        ch = value[i]
        if ch == "\\" and i + 1 < len(value):
            nxt = value[i + 1]
            out.append("\n" if nxt in "nN" else nxt)
            i += 2
        else:
            out.append(ch)
            i += 1
    return "".join(out)


def parse(text: str) -> list[dict]:
    cards, card = [], None
    for line in unfold(text):
        key, _, value = line.partition(":")
        name, *params = key.split(";")
        name = name.upper()
        if name == "BEGIN":
            card = defaultdict(list)
        elif name == "END":
            cards.append(dict(card))
            card = None
        else:
            types = []
            for p in params:
                k, _, v = p.partition("=")
                if k.upper() == "TYPE":
                    types.extend(t.lower() for t in v.split(","))
            card[name].append((types, unescape(value)))
    return cards


def main():
    cards = parse(VCF)
    print(f"{len(cards)} cards")
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\n")
    writer.writerow(["name", "family", "email", "phone", "city", "note"])
    for card in cards:
        fn = card["FN"][0][1]
        family = card.get("N", [([], "")])[0][1].split(";")[0]
        emails = card.get("EMAIL", [])
        preferred = next((v for t, v in emails if "pref" in t), emails[0][1] if emails else "")
        phones = {t[0] if t else "other": v for t, v in card.get("TEL", [])}
        city = card["ADR"][0][1].split(";")[3] if "ADR" in card else ""
        note = card.get("NOTE", [([], "")])[0][1]
        print(f"- {fn} <{preferred or 'no email'}> phones={phones}")
        if note:
            print("  note:", note.replace("\n", " / "))
        writer.writerow([fn, family, preferred, phones.get("cell") or phones.get("work", ""), city, note])
    print(buf.getvalue(), end="")
    print("fields seen:", sorted({k for c in cards for k in c}))


if __name__ == "__main__":
    main()
