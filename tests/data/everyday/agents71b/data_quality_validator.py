"""Validate a batch of customer records before loading them into the warehouse.

Every problem is collected; a batch with errors is rejected as an ExceptionGroup.
"""
import re
from datetime import date


class DataQualityError(Exception):
    """Base class for every validation problem."""

    def __init__(self, row, column, message):
        super().__init__(f"row {row}, {column}: {message}")
        self.row = row
        self.column = column


class MissingValue(DataQualityError):
    pass


class BadFormat(DataQualityError):
    pass


class OutOfRange(DataQualityError):
    pass


class DuplicateKey(DataQualityError):
    pass


EMAIL = re.compile(r"^[\w.+-]+@[\w-]+(\.[\w-]+)+$")

ROWS = [
    {"id": "C001", "email": "ann@example.com", "signup": "2023-05-01", "age": "34", "country": "SE"},
    {"id": "C002", "email": "bob@example", "signup": "2023-13-01", "age": "29", "country": "DE"},
    {"id": "C003", "email": "", "signup": "2022-11-30", "age": "211", "country": "FR"},
    {"id": "C001", "email": "ann2@example.com", "signup": "2024-01-09", "age": "x", "country": "se"},
    {"id": "C005", "email": "eve@mail.example.org", "signup": "2021-02-28", "age": "41", "country": "NO"},
]


def parse_date(row_no, text):
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise BadFormat(row_no, "signup", f"not an ISO date: {text!r}") from exc


def parse_age(row_no, text):
    try:
        age = int(text)
    except ValueError as exc:
        raise BadFormat(row_no, "age", "not an integer") from exc
    if not 13 <= age <= 120:
        raise OutOfRange(row_no, "age", f"{age} outside 13..120")
    return age


def validate(rows):
    errors, clean, seen = [], [], set()
    for n, row in enumerate(rows, start=1):
        row_errors = []
        checks = [
            lambda: parse_date(n, row["signup"]),
            lambda: parse_age(n, row["age"]),
        ]
        if not row["email"]:
            row_errors.append(MissingValue(n, "email", "required"))
        elif not EMAIL.match(row["email"]):
            row_errors.append(BadFormat(n, "email", f"{row['email']!r} is not an email"))
        if row["id"] in seen:
            row_errors.append(DuplicateKey(n, "id", f"{row['id']} already used"))
        seen.add(row["id"])
        if not row["country"].isupper():
            row_errors.append(BadFormat(n, "country", "must be upper-case ISO code"))
        values = []
        for check in checks:
            try:
                values.append(check())
            except DataQualityError as e:
                row_errors.append(e)
        if row_errors:
            errors.extend(row_errors)
        else:
            clean.append({**row, "signup": values[0], "age": values[1]})
    if errors:
        raise ExceptionGroup(f"{len(errors)} problems in batch", errors)
    return clean


def main():
    loaded = 0
    try:
        clean = validate(ROWS)
    except ExceptionGroup as group:
        print(group)
        for exc in group.exceptions:
            cause = exc.__cause__
            extra = f" (caused by {type(cause).__name__})" if cause else ""
            print(f"  {type(exc).__name__:<12} {exc}{extra}")
        fmt, rest = group.split(BadFormat)
        print("format problems:", len(fmt.exceptions), "others:", len(rest.exceptions))
        bad_rows = sorted({e.row for e in group.exceptions})
        good = [r for i, r in enumerate(ROWS, 1) if i not in bad_rows]
        print("loading only rows without problems:", [r["id"] for r in good])
        clean = validate(good)
    else:
        print("batch is clean")
    finally:
        print("validation finished")
    for row in clean:
        loaded += 1
        print(row["id"], row["signup"].year, row["age"])
    return loaded


if __name__ == "__main__":
    main()
