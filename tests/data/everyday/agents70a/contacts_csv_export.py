import csv
import io

CONTACTS = [
    {"id": 3, "name": "Zoë Adler", "email": "zoe@example.com", "phone": "+49 30 1234", "notes": 'Prefers "Dr." title'},
    {"id": 1, "name": "Liam, Jr.", "email": "liam@example.com", "phone": "", "notes": "multi\nline note"},
    {"id": 2, "name": "Maya Chen", "email": "maya@example.org", "phone": "555-0102", "notes": ""},
]


def to_csv(rows, fields, **fmt) -> str:
    buf = io.StringIO()
    writer = csv.DictWriter(buf, fieldnames=fields, extrasaction="ignore", **fmt)
    writer.writeheader()
    for row in sorted(rows, key=lambda r: r["id"]):
        writer.writerow(row)
    return buf.getvalue()


def main():
    fields = ["id", "name", "email", "phone", "notes"]
    text = to_csv(CONTACTS, fields)
    print(text, end="")
    print("---- semicolon, quote all ----")
    print(to_csv(CONTACTS, ["id", "name", "phone"], delimiter=";", quoting=csv.QUOTE_ALL, lineterminator="\n"), end="")
    print("---- round trip ----")
    back = list(csv.DictReader(io.StringIO(text)))
    for row in back:
        print(row["id"], repr(row["name"]), repr(row["notes"]))
    print("same names:", [r["name"] for r in back] == [c["name"] for c in sorted(CONTACTS, key=lambda c: c["id"])])
    buf = io.StringIO()
    w = csv.writer(buf, quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
    w.writerows([("total", 3), ("with phone", sum(1 for c in CONTACTS if c["phone"])), ("ratio", 2 / 3)])
    print(buf.getvalue(), end="")
    rows = list(csv.reader(["a,b,c", '1,"x, y",3', "4,,6"]))
    print(rows)
    return len(back)


if __name__ == "__main__":
    main()
