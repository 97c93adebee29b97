"""Generic table printer for lists of dicts: auto widths, numeric alignment, totals."""
from numbers import Number

SERVERS = [
    {"host": "web-01", "region": "eu-west", "cpu": 0.734, "mem_gb": 15.5, "uptime_d": 41, "tags": ["prod", "web"]},
    {"host": "web-02", "region": "eu-west", "cpu": 0.12, "mem_gb": 15.5, "uptime_d": 3, "tags": ["prod"]},
    {"host": "db-primary", "region": "us-east", "cpu": 0.915, "mem_gb": 64, "uptime_d": 212, "tags": ["prod", "db"]},
    {"host": "batch", "region": "us-east", "cpu": None, "mem_gb": 8.25, "uptime_d": 0, "tags": []},
]


def cell(value, spec=""):
    if value is None:
        return "-"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, (list, tuple)):
        return ",".join(map(str, value)) or "(none)"
    if isinstance(value, Number):
        return format(value, spec)
    return str(value)


def table(rows, columns, specs=None, totals=()):
    specs = specs or {}
    body = [[cell(r.get(c), specs.get(c, "")) for c in columns] for r in rows]
    numeric = [all(isinstance(r.get(c), Number) or r.get(c) is None for r in rows) for c in columns]
    if totals:
        foot = []
        for c in columns:
            if c in totals:
                foot.append(cell(sum(r[c] for r in rows if r.get(c) is not None), specs.get(c, "")))
            else:
                foot.append("")
        foot[0] = "TOTAL"
    widths = [max(len(c), *(len(b[i]) for b in body)) for i, c in enumerate(columns)]
    if totals:
        widths = [max(w, len(f)) for w, f in zip(widths, foot)]

    def line(values):
        parts = [v.rjust(w) if num else v.ljust(w) for v, w, num in zip(values, widths, numeric)]
        return "| %s |" % " | ".join(parts)

    sep = "+%s+" % "+".join("-" * (w + 2) for w in widths)
    out = [sep, line([c.upper() for c in columns]), sep.replace("-", "=")]
    out += [line(b) for b in body]
    out.append(sep)
    if totals:
        out += [line(foot), sep]
    return "\n".join(out)


def main():
    cols = ["host", "region", "cpu", "mem_gb", "uptime_d", "tags"]
    print(table(SERVERS, cols, {"cpu": ".0%", "mem_gb": ",.1f", "uptime_d": "d"}, totals={"mem_gb", "uptime_d"}))
    print()
    by_region = {}
    for s in SERVERS:
        agg = by_region.setdefault(s["region"], {"region": s["region"], "hosts": 0, "mem_gb": 0.0, "busy": False})
        agg["hosts"] += 1
        agg["mem_gb"] += s["mem_gb"]
        agg["busy"] = agg["busy"] or (s["cpu"] or 0) > 0.9
    print(table(list(by_region.values()), ["region", "hosts", "mem_gb", "busy"], {"mem_gb": "08.2f"}))
    print("%-10s|%6.2f|%+d|%x|%o|%e" % ("legacy", 3.14159, 7, 255, 8, 12345.678))
    print("{:*^30}".format(" done "), "{0}/{1} {0!r}".format("a", 2))
    return len(SERVERS)


if __name__ == "__main__":
    main()
