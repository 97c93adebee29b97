"""Infer column types of a CSV export and emit a CREATE TABLE statement."""
import csv
import io
import re
from datetime import date, datetime

DATA = """id,email,signup_date,last_login,balance,is_active,plan,referrals
1,ann@example.com,2023-01-04,2024-05-01 10:22:03,120.50,true,pro,3
2,bo@example.com,2023-02-11,,0,false,free,0
3,cy@example.com,2023-02-28,2024-04-30 08:01:59,-15.25,TRUE,free,
4,dee@example.com,2023-03-15,2024-05-02 23:59:00,1e3,False,team,12
5,ed@example.com,not-a-date,2024-05-03 00:00:00,88,yes,pro,1
"""

BOOLS = {"true", "false", "yes", "no", "0", "1"}


def is_int(v):
    return re.fullmatch(r"[+-]?\d+", v) is not None


def is_float(v):
    try:
        float(v)
        return True
    except ValueError:
        return False


def is_date(v):
    try:
        date.fromisoformat(v)
        return True
    except ValueError:
        return False


def is_timestamp(v):
    try:
        datetime.strptime(v, "%Y-%m-%d %H:%M:%S")
        return True
    except ValueError:
        return False


CHECKS = [
    ("INTEGER", is_int),
    ("DOUBLE PRECISION", is_float),
    ("DATE", is_date),
    ("TIMESTAMP", is_timestamp),
    ("BOOLEAN", lambda v: v.lower() in BOOLS),
]


def infer(values):
    present = [v for v in values if v != ""]
    if not present:
        return "TEXT", False
    nullable = len(present) < len(values)
    for name, check in CHECKS:
        if all(check(v) for v in present):
            if name == "INTEGER" and all(v in ("0", "1") for v in present) and len(set(present)) == 2:
                return "BOOLEAN", nullable
            return name, nullable
    longest = max(map(len, present))
    return f"VARCHAR({longest})", nullable


def main():
    rows = list(csv.reader(io.StringIO(DATA)))
    header, body = rows[0], rows[1:]
    columns = list(zip(*body))
    ddl = []
    for name, values in zip(header, columns):
        kind, nullable = infer(list(values))
        distinct = len(set(values))
        print(f"{name:<12} {kind:<18} nullable={str(nullable):<5} distinct={distinct}")
        ddl.append(f"    {name} {kind}{'' if nullable else ' NOT NULL'}")
    print("CREATE TABLE users (")
    print(",\n".join(ddl))
    print(");")
    bad = [(r[0], c) for r in body for c, v in zip(header, r) if c == "signup_date" and not is_date(v)]
    print("rows needing cleanup:", bad)


if __name__ == "__main__":
    main()
