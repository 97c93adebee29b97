"""Validate CSV rows against column rules and summarise the errors by column."""
import csv
import io
from collections import Counter
from dataclasses import dataclass
from datetime import date
from typing import Callable, Dict, List, Optional


class CellError(ValueError):
    pass


@dataclass
class Column:
    name: str
    parse: Callable[[str], object]
    required: bool = True


def positive_int(text: str) -> int:
    n = int(text)
    if n <= 0:
        raise CellError(f"{n} is not positive")
    return n


def iso_date(text: str) -> date:
    try:
        return date.fromisoformat(text)
    except ValueError as exc:
        raise CellError(f"bad date {text!r}") from exc


def email(text: str) -> str:
    local, sep, domain = text.partition("@")
    if not sep or not local or "." not in domain:
        raise CellError(f"not an email: {text!r}")
    return text.lower()


SCHEMA = [Column("id", positive_int), Column("email", email), Column("joined", iso_date),
          Column("seats", positive_int, required=False), Column("plan", str.strip)]

DATA = """id,email,joined,seats,plan
1,Ana@Example.com,2024-01-15,3,pro
2,bob.example.com,2024-02-30,1,free
x,cat@example.org,2023-12-01,,team
4,dan@example.org,2024-03-05,-2,
5,eve@mail,2024-13-01,2,pro
6,fay@example.net,2024-04-01,10,team,extra
7,gus@example.net,2024-05-05
"""


def validate(text: str):
    reader = csv.reader(io.StringIO(text))
    header = next(reader)
    expected = [c.name for c in SCHEMA]
    if header != expected:
        raise ValueError(f"header mismatch: {header}")
    good: List[Dict[str, object]] = []
    problems: List[tuple] = []
    for lineno, row in enumerate(reader, start=2):
        if len(row) != len(SCHEMA):
            problems.append((lineno, "*", f"expected {len(SCHEMA)} fields, got {len(row)}"))
            continue
        record: Dict[str, object] = {}
        row_ok = True
        for col, cell in zip(SCHEMA, row):
            if cell == "":
                if col.required:
                    problems.append((lineno, col.name, "missing"))
                    row_ok = False
                record[col.name] = None
                continue
            try:
                record[col.name] = col.parse(cell)
            except CellError as exc:
                problems.append((lineno, col.name, str(exc)))
                row_ok = False
            except ValueError as exc:
                problems.append((lineno, col.name, f"{type(exc).__name__}: {exc}"))
                row_ok = False
        if row_ok:
            good.append(record)
    return good, problems


def main():
    good, problems = validate(DATA)
    for rec in good:
        print({k: (v.isoformat() if isinstance(v, date) else v) for k, v in rec.items()})
    for lineno, col, msg in problems:
        print(f"line {lineno} [{col}] {msg}")
    by_col = Counter(col for _, col, _ in problems)
    print(by_col.most_common())
    print(f"{len(good)} valid of {DATA.count(chr(10)) - 1} rows")
    try:
        validate("id,mail\n1,a@b.c\n")
    except ValueError as exc:
        print(exc)
    try:
        iso_date("2024-02-30")
    except CellError as exc:
        print(exc, "<-", exc.__cause__)


if __name__ == "__main__":
    main()
