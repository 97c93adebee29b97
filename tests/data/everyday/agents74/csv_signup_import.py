"""Convert a signup CSV to JSON records, collecting every validation error per row."""
import csv
import io
import json
import re
from datetime import date

CSV_TEXT = """\
email,name,birth_date,plan,seats,referral
ana@example.com,Ana Lima,1990-04-12,team,5,
BEN@EXAMPLE.COM , Ben Okafor ,1985-13-01,pro,2,ana@example.com
carla@example,Carla,2001-07-30,team,0,
dev@example.org,Dev Patel,2010-02-02,free,1,nobody@example.com
,Empty Email,1999-01-01,enterprise,25,
erin@example.net,"O'Neil, Erin",1978-11-05,enterprise,120,ana@example.com
ana@example.com,Ana Again,1990-04-12,team,5,
"""

EMAIL_RE = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")
PLANS = {"free": 1, "team": 50, "enterprise": 500}
TODAY = date(2024, 3, 5)


def validate(row: dict, seen: set[str]) -> tuple[dict, list[str]]:
    errors = []
    email = row["email"].strip().lower()
    if not email:
        errors.append("email: required")
    elif not EMAIL_RE.match(email):
        errors.append(f"email: {email!r} is not valid")
    elif email in seen:
        errors.append(f"email: duplicate {email}")
    try:
        born = date.fromisoformat(row["birth_date"])
        age = TODAY.year - born.year - ((TODAY.month, TODAY.day) < (born.month, born.day))
        if age < 16:
            errors.append(f"birth_date: must be 16+, is {age}")
    except ValueError as exc:
        born = None
        errors.append(f"birth_date: {exc}")
    plan = row["plan"]
    if plan not in PLANS:
        errors.append(f"plan: {plan!r} not one of {', '.join(PLANS)}")
    seats = int(row["seats"]) if row["seats"].isdigit() else None
    if seats is None or seats < 1:
        errors.append(f"seats: must be a positive integer, got {row['seats']!r}")
    elif plan in PLANS and seats > PLANS[plan]:
        errors.append(f"seats: {seats} exceeds {plan} limit {PLANS[plan]}")
    record = {
        "email": email,
        "name": " ".join(row["name"].split()),
        "birth_date": born.isoformat() if born else None,
        "plan": plan,
        "seats": seats,
        "referred_by": row["referral"].strip() or None,
    }
    return record, errors


def main():
    seen: set[str] = set()
    good, bad = [], {}
    for lineno, row in enumerate(csv.DictReader(io.StringIO(CSV_TEXT)), start=2):
        record, errors = validate(row, seen)
        if errors:
            bad[lineno] = errors
        else:
            seen.add(record["email"])
            good.append(record)
    emails = {r["email"] for r in good}
    for r in good:
        if r["referred_by"] and r["referred_by"] not in emails:
            r["referred_by"] = None
    print(json.dumps(good, indent=2))
    print(f"{len(good)} imported, {len(bad)} rejected")
    for lineno, errors in bad.items():
        print(f"line {lineno}:")
        for e in errors:
            print("   -", e)
    report = json.dumps({"ok": len(good), "errors": {str(k): len(v) for k, v in bad.items()}}, sort_keys=True, separators=(",", ": "))
    print(report)
    return len(good)


if __name__ == "__main__":
    main()
