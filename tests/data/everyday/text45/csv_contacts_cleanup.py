import csv
import io

RAW = 'name; email ;phone\r\n  Ada Lovelace;ADA@Example.com ; 555-0101\r\n"Grace; Hopper"; grace@navy.mil;\r\n\r\nalan turing ;alan@bletchley.uk;555-0199\r\n  Ada Lovelace;ada@example.com;555-0102\r\n'


def main():
    rows = csv.reader(io.StringIO(RAW, newline=""), delimiter=";", skipinitialspace=True)
    header = [h.strip() for h in next(rows)]
    seen = {}
    skipped = 0
    for fields in rows:
        if not fields:
            skipped += 1
            continue
        record = dict(zip(header, [f.strip() for f in fields]))
        email = record["email"].lower()
        if email in seen:
            seen[email]["phone"] = seen[email]["phone"] or record["phone"]
            continue
        record["email"] = email
        record["name"] = " ".join(w.capitalize() for w in record["name"].split())
        seen[email] = record
    out = io.StringIO()
    writer = csv.DictWriter(out, fieldnames=["name", "email", "phone"], quoting=csv.QUOTE_NONNUMERIC)
    writer.writeheader()
    writer.writerows(seen.values())
    text = out.getvalue()
    print(repr(text))
    # The rows end with CPython's "\r\n", printed as they are.
    print(text, end="")
    for line in text.splitlines():
        print(line)
    back = list(csv.DictReader(io.StringIO(text)))
    print(back == list(seen.values()), skipped)
    return len(back)
