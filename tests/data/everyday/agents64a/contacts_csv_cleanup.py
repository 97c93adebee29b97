"""Clean a contacts export: read CSV from a string, normalise fields, write CSV back out."""
import csv
import io

RAW = '''Name,Email,Phone,Tags,Joined
"Smith, Anna", ANNA@Example.com ,+44 20 7946 0018,"vip;newsletter",2021-03-04
Bob Jones,bob@example,555-0100,,2019-11-30
"O'Brien, Ciara",ciara@example.ie,(01) 234 5678,newsletter,
"Dee ""DJ"" Park",dj@example.com,+1-202-555-0143,"vip",2022-07-19
,missing@example.com,,,2020-01-01
'''


def normalise_phone(raw):
    digits = "".join(ch for ch in raw if ch.isdigit())
    if not digits:
        return ""
    return ("+" if raw.strip().startswith("+") else "") + digits


def main():
    reader = csv.DictReader(io.StringIO(RAW))
    print("fields:", reader.fieldnames)
    clean, problems = [], []
    for lineno, row in enumerate(reader, start=2):
        name = row["Name"].strip()
        email = row["Email"].strip().lower()
        if not name:
            problems.append((lineno, "missing name"))
            continue
        if "@" not in email or "." not in email.split("@")[-1]:
            problems.append((lineno, f"bad email {email!r}"))
        last, _, first = name.partition(", ")
        display = f"{first} {last}" if first else name
        clean.append({
            "display": display,
            "email": email,
            "phone": normalise_phone(row["Phone"]),
            "tags": "|".join(sorted(t for t in row["Tags"].split(";") if t)),
            "joined": row["Joined"] or "unknown",
        })
    for p in problems:
        print("problem at line %d: %s" % p)

    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=["display", "email", "phone", "tags", "joined"], lineterminator="\n")
    writer.writeheader()
    writer.writerows(clean)
    print(out.getvalue(), end="")

    out2 = io.StringIO()
    w = csv.writer(out2, delimiter=";", quoting=csv.QUOTE_NONNUMERIC, lineterminator="\n")
    w.writerow(["n", 1, 2.5, None, 'say "hi"'])
    print(out2.getvalue(), end="")
    rows = list(csv.reader(io.StringIO("a\tb\n1\t'x y'\n"), delimiter="\t", quotechar="'"))
    print(rows)
    print(list(csv.reader(["x,y", "1,2"])), list(csv.reader(['"unterminated,1'])))
    try:
        list(csv.reader(io.StringIO('a,"b"c\n'), strict=True))
    except csv.Error as err:
        print("csv.Error:", err)
    buf = io.StringIO()
    buf.write("line one\n")
    print(buf.tell(), buf.getvalue().upper(), end="")
    buf.seek(0)
    print(buf.read(4), buf.readline(), buf.readline() == "")


if __name__ == "__main__":
    main()
