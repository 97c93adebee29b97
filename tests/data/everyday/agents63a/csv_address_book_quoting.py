"""Clean an address-book CSV export and write it back with different quoting policies."""
import csv
import io

RAW = '''name,email,phone,address,notes
"Okafor, Chidi",chidi@example.org,+44 20 7946 0001,"12 Hill Rd, Leeds","says ""hi"""
Ana Souza,ANA@EXAMPLE.COM , 020 7946 0002 ,"Flat 3
9 Dock St, Hull",
  Liu Wei ,liu@example.net,,"1 High St, York",vip;  early riser
"Smith, J.",,07700 900123,,"no email, call"
'''

FIELDS = ["last", "first", "email", "phone", "city"]


def split_name(name):
    name = " ".join(name.split())
    if "," in name:
        last, first = [p.strip() for p in name.split(",", 1)]
    else:
        first, _, last = name.rpartition(" ")
    return first, last


def normalise_phone(raw):
    digits = "".join(ch for ch in raw if ch.isdigit())
    if not digits:
        return ""
    if raw.strip().startswith("+44"):
        digits = "0" + digits[2:]
    return f"{digits[:5]} {digits[5:]}"


def clean(rows):
    for row in rows:
        first, last = split_name(row["name"])
        address = " ".join(row["address"].split())
        yield {
            "first": first,
            "last": last,
            "email": row["email"].strip().lower(),
            "phone": normalise_phone(row["phone"]),
            "city": address.rsplit(",", 1)[-1].strip() if address else "",
            "notes": row["notes"],
        }


def main():
    reader = csv.DictReader(io.StringIO(RAW))
    print("header:", reader.fieldnames)
    people = list(clean(reader))
    print("line_num after read:", reader.line_num)
    for p in people:
        print(f"  {p['last']:<8}{p['first']:<7}{p['email'] or '(none)':<20}{p['phone'] or '-':<13}{p['city']}")
    for name, quoting in [("MINIMAL", csv.QUOTE_MINIMAL), ("ALL", csv.QUOTE_ALL), ("NONNUMERIC", csv.QUOTE_NONNUMERIC)]:
        out = io.StringIO()
        writer = csv.DictWriter(out, fieldnames=FIELDS, quoting=quoting, extrasaction="ignore", lineterminator="\n")
        writer.writeheader()
        writer.writerows(sorted(people, key=lambda p: (p["last"].lower(), p["first"])))
        print(f"--- QUOTE_{name}")
        print(out.getvalue(), end="")
    out = io.StringIO()
    w = csv.writer(out, delimiter=";", quotechar="'", lineterminator="\n")
    w.writerow(["semi;colon", "it's", 3, None, 2.50])
    print("--- custom dialect:", repr(out.getvalue()))
    tsv = io.StringIO()
    csv.writer(tsv, dialect="excel-tab").writerow(["a\tb", "c"])
    print("tsv:", repr(tsv.getvalue()))
    back = list(csv.reader(io.StringIO(out.getvalue()), delimiter=";", quotechar="'"))
    print("re-read:", back)
    missing = csv.DictWriter(io.StringIO(), fieldnames=["a"])
    try:
        missing.writerow({"a": 1, "b": 2})
    except ValueError as exc:
        print("ValueError:", exc)
    return len(people)


if __name__ == "__main__":
    main()
