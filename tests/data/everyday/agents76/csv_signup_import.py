"""Import a CSV of signups into JSON records, collecting every validation error per row."""
import csv
import io
import json
import re
from datetime import date
from typing import TypedDict

RAW = """\
email,name,birthdate,plan,seats,referrer
ana@example.com,Ana Lima,1990-04-12,pro,5,
BOB@Example.COM , Bob  Stone ,1985-13-01,team,x,ana@example.com
,Nameless,2000-01-01,free,1,
cy@example,Cy,2010-06-30,enterprise,250,bob@example.com
dee@example.org,"Dee, Jr.",1979-02-28,free,1,zed@example.com
ana@example.com,Ana Again,1990-04-12,pro,2,
"""
EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
PLANS = {"free": 1, "pro": 10, "team": 50}
TODAY = date(2026, 12, 8)


class Signup(TypedDict):
    email: str
    name: str
    age: int
    plan: str
    seats: int
    referrer: str | None


def validate(row: dict[str, str], seen: set[str]) -> tuple[Signup | None, list[str]]:
    errs: list[str] = []
    email = row["email"].strip().lower()
    if not email:
        errs.append("email is required")
    elif not EMAIL.match(email):
        errs.append(f"email {email!r} is invalid")
    elif email in seen:
        errs.append(f"duplicate email {email}")
    name = " ".join(row["name"].split())
    age = -1
    try:
        born = date.fromisoformat(row["birthdate"])
        age = TODAY.year - born.year - ((TODAY.month, TODAY.day) < (born.month, born.day))
        if age < 16:
            errs.append(f"must be 16+, got {age}")
    except ValueError as e:
        errs.append(f"birthdate: {e}")
    plan = row["plan"]
    seats = 0
    if plan not in PLANS:
        errs.append(f"unknown plan {plan!r} (expected one of {', '.join(PLANS)})")
    if not row["seats"].isdigit():
        errs.append(f"seats {row['seats']!r} is not a number")
    else:
        seats = int(row["seats"])
        if plan in PLANS and seats > PLANS[plan]:
            errs.append(f"{seats} seats exceed {plan} limit {PLANS[plan]}")
    ref = row["referrer"].strip() or None
    if ref is not None and ref not in seen:
        errs.append(f"referrer {ref} not found")
    if errs:
        return None, errs
    seen.add(email)
    return Signup(email=email, name=name, age=age, plan=plan, seats=seats, referrer=ref), []


def main():
    reader = csv.DictReader(io.StringIO(RAW))
    seen: set[str] = set()
    good: list[Signup] = []
    report: dict[int, list[str]] = {}
    for lineno, row in enumerate(reader, start=2):
        rec, errs = validate(row, seen)
        if rec:
            good.append(rec)
        else:
            report[lineno] = errs
    print(json.dumps(good, indent=2))
    print(f"{len(good)} imported, {len(report)} rejected")
    for lineno, errs in report.items():
        print(f"line {lineno}:")
        for e in errs:
            print(f"  - {e}")
    out = io.StringIO()
    w = csv.DictWriter(out, fieldnames=["line", "errors"], quoting=csv.QUOTE_MINIMAL)
    w.writeheader()
    w.writerows({"line": k, "errors": "; ".join(v)} for k, v in report.items())
    print(out.getvalue().replace("\r\n", "\n"), end="")
    return len(good)


if __name__ == "__main__":
    main()
