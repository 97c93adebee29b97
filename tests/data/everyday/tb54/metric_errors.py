"""Computing dashboard metrics and keeping the traceback of each one that fails."""
import traceback


def ratio(done, total):
    return done / total


def field(rows, i, key):
    return rows[i][key]


def growth(before, after):
    return (after - before) / before * 100


def build(rows):
    metrics = {
        "completion": lambda: ratio(rows[0]["done"], rows[0]["total"]),
        "owner": lambda: field(rows, 0, "owner"),
        "second": lambda: field(rows, 3, "name"),
        "growth": lambda: growth(rows[1]["done"], rows[0]["done"]),
        "label": lambda: rows[0]["name"] + 1,
        "bucket": lambda: 10 // (len(rows) - 2),
        "parsed": lambda: int(rows[1]["name"]) + 1,
    }
    values, failures = {}, {}
    for name, compute in metrics.items():
        try:
            values[name] = compute()
        except Exception:
            failures[name] = traceback.format_exc()
    return values, failures


def main():
    rows = [{"name": "api", "done": 3, "total": 0}, {"name": "web", "done": 0, "total": 4}]
    values, failures = build(rows)
    print(values)
    for name, text in failures.items():
        print(f"--- {name}")
        print(text, end="")
    try:
        share = rows[1]["done"] / rows[1]["total"] * (rows[0]["total"] / rows[0]["done"]) + rows[2]["done"]
    except IndexError:
        print(traceback.format_exc().splitlines()[-3:])
    return sorted(failures)
