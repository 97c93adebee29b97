"""Validate signup form records and collect every error per record."""
import re
from datetime import date

EMAIL_RE = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")

RECORDS = [
    {"username": "alice_01", "email": "alice@example.com", "age": "34", "password": "S3cure!pass", "birth": "1990-04-12"},
    {"username": "b", "email": "bob@", "age": "twelve", "password": "short", "birth": "2030-01-01"},
    {"username": "carol", "email": "carol@mail.co.uk", "age": "17", "password": "alllowercase1", "birth": "2007-2-30"},
    {"username": "dave!", "email": "dave@example.org", "age": "45", "password": "Val1d#Password", "birth": "1979-11-05"},
]


def check_username(v):
    if not 3 <= len(v) <= 16:
        yield f"username must be 3-16 chars (got {len(v)})"
    if not re.fullmatch(r"[a-z0-9_]+", v):
        yield "username may only contain a-z, 0-9 and _"


def check_password(v):
    rules = [(len(v) >= 8, "at least 8 characters"),
             (any(c.isupper() for c in v), "an uppercase letter"),
             (any(c.isdigit() for c in v), "a digit"),
             (any(not c.isalnum() for c in v), "a symbol")]
    missing = [msg for ok, msg in rules if not ok]
    if missing:
        yield "password needs " + ", ".join(missing)


def check_age(v):
    try:
        age = int(v)
    except ValueError:
        yield f"age {v!r} is not a number"
        return
    if age < 18:
        yield f"must be 18+, is {age}"


def check_birth(v):
    try:
        d = date.fromisoformat(v)
    except ValueError as e:
        yield f"bad birth date: {e}"
        return
    if d > date(2024, 1, 1):
        yield f"birth date {d} is in the future"


CHECKS = {"username": check_username, "password": check_password, "age": check_age, "birth": check_birth}


def validate(rec):
    errors = {}
    for field, check in CHECKS.items():
        found = list(check(rec[field]))
        if found:
            errors[field] = found
    if not EMAIL_RE.match(rec["email"]):
        errors.setdefault("email", []).append(f"invalid email {rec['email']}")
    return errors


def main():
    ok = 0
    for rec in RECORDS:
        errors = validate(rec)
        if not errors:
            ok += 1
            print(f"{rec['username']}: OK")
            continue
        print(f"{rec['username']}: {sum(map(len, errors.values()))} problem(s)")
        for field in sorted(errors):
            for msg in errors[field]:
                print(f"    {field:<9} {msg}")
    print(f"{ok}/{len(RECORDS)} valid ({ok / len(RECORDS):.0%})")


if __name__ == "__main__":
    main()
