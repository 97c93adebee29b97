"""Convert a European-style CSV export (semicolons, decimal commas) into US CSV."""
import csv
import io
import re
from datetime import datetime
from decimal import Decimal, InvalidOperation

EXPORT = '''Artikel;Menge;Einzelpreis;Rabatt;Datum;Bemerkung
Schraube M4;1.200;0,05;0%;01.03.2024;
Dübel 8mm;350;0,12;5%;02.03.2024;"Lieferung ""teilweise"""
Bohrmaschine;3;129,90;10%;05.03.2024;Vorführgerät; leicht beschädigt
Akku 18V;12;49,95;;07.03.2024;
Werkbank;1;1.499,00;12,5%;11.03.2024;"Sonderpreis; Abholung"
Kabel;n/a;2,50;0%;12.03.2024;Menge fehlt
'''

NUMBER_RE = re.compile(r"^-?\d{1,3}(?:\.\d{3})*(?:,\d+)?$|^-?\d+(?:,\d+)?$")


def de_decimal(text: str) -> Decimal:
    text = text.strip()
    if not NUMBER_RE.match(text):
        raise InvalidOperation(text)
    return Decimal(text.replace(".", "").replace(",", "."))


def percent(text: str) -> Decimal:
    return de_decimal(text.rstrip("%")) / 100 if text else Decimal(0)


def main():
    reader = csv.reader(io.StringIO(EXPORT), delimiter=";")
    header = next(reader)
    print("columns:", header)
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["item", "qty", "unit_price", "discount", "date", "net", "note"])
    total = Decimal(0)
    rejected = []
    for row in reader:
        if len(row) > len(header):
            row = row[: len(header) - 1] + [";".join(row[len(header) - 1:])]
        item, qty_s, price_s, disc_s, date_s, note = row
        try:
            qty = de_decimal(qty_s)
            price = de_decimal(price_s)
            disc = percent(disc_s)
        except InvalidOperation as exc:
            rejected.append((item, str(exc.args[0]) if exc.args else "?"))
            continue
        day = datetime.strptime(date_s, "%d.%m.%Y").date()
        net = (qty * price * (1 - disc)).quantize(Decimal("0.01"))
        total += net
        writer.writerow([item, qty, price, f"{disc:.3f}", day.isoformat(), net, note.strip()])
    print(out.getvalue(), end="")
    print("rejected:", rejected)
    de_total = f"{total:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    print(f"total: {total:,.2f} (de: {de_total} €)")
    reparsed = list(csv.DictReader(io.StringIO(out.getvalue())))
    print("round trip rows:", len(reparsed), "| notes with quotes:", [r["note"] for r in reparsed if '"' in r["note"] or ";" in r["note"]])
    print("max net:", max(reparsed, key=lambda r: Decimal(r["net"]))["item"])
    return str(total)


if __name__ == "__main__":
    main()
