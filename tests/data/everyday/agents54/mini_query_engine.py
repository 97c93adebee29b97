"""A tiny SQL-like query engine over lists of dicts: WHERE, GROUP BY, ORDER BY, LIMIT."""
from collections import defaultdict
from functools import reduce
import operator

EMPLOYEES = [
    {"name": "Ava", "dept": "eng", "salary": 125000, "level": 3, "remote": True},
    {"name": "Ben", "dept": "eng", "salary": 98000, "level": 2, "remote": False},
    {"name": "Cho", "dept": "sales", "salary": 72000, "level": 2, "remote": True},
    {"name": "Dia", "dept": "eng", "salary": 143000, "level": 4, "remote": True},
    {"name": "Eli", "dept": "ops", "salary": 67000, "level": 1, "remote": False},
    {"name": "Fox", "dept": "sales", "salary": 88000, "level": 3, "remote": False},
    {"name": "Gia", "dept": "ops", "salary": 79000, "level": 2, "remote": True},
]

OPS = {"=": operator.eq, "!=": operator.ne, ">": operator.gt, ">=": operator.ge, "<": operator.lt, "<=": operator.le}
AGGREGATES = {
    "count": len,
    "sum": sum,
    "avg": lambda xs: sum(xs) / len(xs),
    "max": max,
    "min": min,
}


class Query:
    def __init__(self, rows):
        self.rows = rows
        self.filters = []
        self.group_key = None
        self.aggs = []
        self.order = []
        self.limit_n = None

    def where(self, field, op, value):
        self.filters.append(lambda r: OPS[op](r[field], value))
        return self

    def group_by(self, field, **aggs):
        self.group_key = field
        self.aggs = [(alias, spec.split(":")) for alias, spec in aggs.items()]
        return self

    def order_by(self, *fields):
        self.order = list(fields)
        return self

    def limit(self, n):
        self.limit_n = n
        return self

    def run(self):
        rows = [r for r in self.rows if all(f(r) for f in self.filters)]
        if self.group_key:
            groups = defaultdict(list)
            for r in rows:
                groups[r[self.group_key]].append(r)
            rows = []
            for key, members in groups.items():
                out = {self.group_key: key}
                for alias, (fn, field) in self.aggs:
                    out[alias] = AGGREGATES[fn]([m[field] for m in members])
                rows.append(out)
        for field in reversed(self.order):
            desc = field.startswith("-")
            name = field.lstrip("-")
            rows.sort(key=lambda r: r[name], reverse=desc)
        return rows[:self.limit_n] if self.limit_n is not None else rows


def show(rows):
    if not rows:
        print("(no rows)")
        return
    cols = list(rows[0])
    widths = {c: max(len(c), *(len(f"{r[c]:,}" if isinstance(r[c], (int, float)) and not isinstance(r[c], bool) else str(r[c])) for r in rows)) for c in cols}
    print(" | ".join(c.ljust(widths[c]) for c in cols))
    print("-+-".join("-" * widths[c] for c in cols))
    for r in rows:
        cells = []
        for c in cols:
            v = r[c]
            if isinstance(v, bool) or not isinstance(v, (int, float)):
                cells.append(str(v).ljust(widths[c]))
            else:
                cells.append(f"{v:,}".rjust(widths[c]) if isinstance(v, int) else f"{v:,.1f}".rjust(widths[c]))
        print(" | ".join(cells))
    print()


def main():
    show(Query(EMPLOYEES).where("dept", "=", "eng").order_by("-salary").run())
    show(Query(EMPLOYEES).group_by("dept", n="count:name", total="sum:salary", avg="avg:salary").order_by("-total").run())
    show(Query(EMPLOYEES).where("remote", "=", True).where("level", ">=", 2).order_by("dept", "name").limit(3).run())
    show(Query(EMPLOYEES).where("salary", ">", 10**6).run())
    payroll = reduce(operator.add, (e["salary"] for e in EMPLOYEES))
    print(f"payroll {payroll:,}; top earner {max(EMPLOYEES, key=operator.itemgetter('salary'))['name']}")


if __name__ == "__main__":
    main()
