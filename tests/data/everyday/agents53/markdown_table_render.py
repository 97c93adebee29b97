"""Render lists of dicts as markdown tables with per-column alignment."""

SERVERS = [
    {"host": "web-01", "cpu": 0.734, "mem_gb": 12.5, "status": "ok", "uptime_days": 41},
    {"host": "web-02", "cpu": 0.912, "mem_gb": 15.9, "status": "hot", "uptime_days": 3},
    {"host": "db-primary", "cpu": 0.455, "mem_gb": 60.0, "status": "ok", "uptime_days": 210},
    {"host": "cache", "cpu": 0.051, "mem_gb": 2.25, "status": "idle", "uptime_days": 7},
]


def fmt_cell(value):
    if isinstance(value, float):
        return f"{value:.2f}"
    return str(value)


def render(rows, columns=None, sort_key=None, reverse=False):
    if not rows:
        return "(no rows)"
    columns = columns or list(rows[0])
    if sort_key:
        rows = sorted(rows, key=lambda r: r[sort_key], reverse=reverse)
    cells = [[fmt_cell(r.get(c, "")) for c in columns] for r in rows]
    numeric = [all(isinstance(r.get(c), (int, float)) for r in rows) for c in columns]
    widths = [max(len(c), *(len(row[i]) for row in cells)) for i, c in enumerate(columns)]
    def line(values):
        parts = []
        for v, w, num in zip(values, widths, numeric):
            parts.append(v.rjust(w) if num else v.ljust(w))
        return "| " + " | ".join(parts) + " |"
    seps = [("-" * (w - 1) + ":") if num else "-" * w for w, num in zip(widths, numeric)]
    out = [line(columns), "| " + " | ".join(seps) + " |"]
    out.extend(line(row) for row in cells)
    return "\n".join(out)


def main():
    print(render(SERVERS))
    print()
    print(render(SERVERS, ["host", "cpu", "status"], sort_key="cpu", reverse=True))
    print()
    hot = [s for s in SERVERS if s["cpu"] > 0.7]
    print(render(hot, ["host", "uptime_days"]))
    print()
    print(render([]))
    totals = {"host": "TOTAL", "mem_gb": sum(s["mem_gb"] for s in SERVERS),
              "uptime_days": sum(s["uptime_days"] for s in SERVERS)}
    print(render(SERVERS + [totals], ["host", "mem_gb", "uptime_days"]))


if __name__ == "__main__":
    main()
