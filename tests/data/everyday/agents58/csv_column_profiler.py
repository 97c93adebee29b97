"""Profile the columns of a CSV export: inferred types, null counts, distinct values, ranges."""
import csv
import io
from collections import Counter
from datetime import datetime

DATA = """id,signup,plan,seats,mrr,country,active
1,2023-01-14,pro,5,249.00,DE,true
2,2023-02-03,free,1,0,US,true
3,,team,12,599.5,US,false
4,2023-03-22,pro,,249.00,FR,true
5,2023-03-30,enterprise,120,4999.99,,true
6,2023-04-11,pro,7,249,DE,TRUE
7,not-a-date,free,1,0,BR,false
"""


def infer(value: str) -> str:
    if value == "":
        return "null"
    if value.lower() in ("true", "false"):
        return "bool"
    try:
        int(value)
        return "int"
    except ValueError:
        pass
    try:
        float(value)
        return "float"
    except ValueError:
        pass
    try:
        datetime.strptime(value, "%Y-%m-%d")
        return "date"
    except ValueError:
        return "str"


def column_type(kinds: Counter) -> str:
    present = {k for k in kinds if k != "null"}
    if present <= {"int"}:
        return "int"
    if present <= {"int", "float"}:
        return "float"
    if len(present) == 1:
        return present.pop()
    return "mixed(" + "/".join(sorted(present)) + ")"


def profile(text: str):
    rows = list(csv.reader(io.StringIO(text)))
    header, body = rows[0], rows[1:]
    for idx, name in enumerate(header):
        values = [r[idx] for r in body]
        kinds = Counter(infer(v) for v in values)
        ctype = column_type(kinds)
        non_null = [v for v in values if v]
        info = {"column": name, "type": ctype, "nulls": kinds["null"], "distinct": len(set(non_null))}
        if ctype in ("int", "float"):
            nums = [float(v) for v in non_null]
            info["range"] = f"{min(nums):g}..{max(nums):g}"
        else:
            top, n = Counter(v.lower() for v in non_null).most_common(1)[0]
            info["range"] = f"top={top!r} x{n}"
        yield info


def main():
    report = list(profile(DATA))
    cols = ["column", "type", "nulls", "distinct", "range"]
    widths = {c: max(len(c), *(len(str(r[c])) for r in report)) for c in cols}
    print("  ".join(c.ljust(widths[c]) for c in cols))
    print("  ".join("-" * widths[c] for c in cols))
    for r in report:
        print("  ".join(str(r[c]).ljust(widths[c]) for c in cols))
    flagged = [r["column"] for r in report if r["type"].startswith("mixed") or r["nulls"]]
    print("needs attention:", ", ".join(flagged))


if __name__ == "__main__":
    main()
