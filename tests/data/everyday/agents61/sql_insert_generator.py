"""Turn CSV rows into SQL INSERT statements with type inference and proper quoting."""
import csv
import io
from datetime import date

DATA = '''id,name,email,signup,balance,active,notes
1,O'Brien,ob@example.com,2023-01-05,12.50,yes,
2,Zoë Adams,zoe@example.com,2023-02-11,0,no,"likes ""quotes"""
3,Li Wei,,2023-03-01,-3.75,yes,multi
4,Sam,sam@example.com,not a date,7,maybe,
'''


def infer(values):
    kinds = []
    for v in values:
        if v == "":
            continue
        if v.lstrip("-").isdigit():
            kinds.append("INTEGER")
            continue
        try:
            float(v)
            kinds.append("REAL")
            continue
        except ValueError:
            pass
        if v.lower() in ("yes", "no", "true", "false"):
            kinds.append("BOOLEAN")
            continue
        try:
            date.fromisoformat(v)
            kinds.append("DATE")
        except ValueError:
            kinds.append("TEXT")
    distinct = set(kinds)
    if not distinct:
        return "TEXT"
    if distinct == {"INTEGER", "REAL"}:
        return "REAL"
    if len(distinct) == 1:
        return distinct.pop()
    return "TEXT"


def literal(value, kind):
    if value == "":
        return "NULL"
    if kind in ("INTEGER", "REAL"):
        return str(int(value)) if kind == "INTEGER" else repr(float(value))
    if kind == "BOOLEAN":
        return "TRUE" if value.lower() in ("yes", "true") else "FALSE"
    return "'" + value.replace("'", "''") + "'"


def main():
    rows = list(csv.DictReader(io.StringIO(DATA)))
    columns = list(rows[0].keys())
    schema = {c: infer([r[c] for r in rows]) for c in columns}
    cols = ",\n  ".join(f"{c} {t}{' PRIMARY KEY' if c == 'id' else ''}" for c, t in schema.items())
    print(f"CREATE TABLE users (\n  {cols}\n);")
    for row in rows:
        values = ", ".join(literal(row[c], schema[c]) for c in columns)
        print(f"INSERT INTO users ({', '.join(columns)}) VALUES ({values});")
    nulls = {c: sum(1 for r in rows if r[c] == "") for c in columns}
    print("-- null counts:", {c: n for c, n in nulls.items() if n})
    batch = ",\n".join(
        "  (" + ", ".join(literal(r[c], schema[c]) for c in ("id", "balance")) + ")" for r in rows
    )
    print("INSERT INTO balances (id, balance) VALUES\n" + batch + ";")


if __name__ == "__main__":
    main()
