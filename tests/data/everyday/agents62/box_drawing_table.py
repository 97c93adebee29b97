"""Render rows as a Unicode box-drawing table with per-column alignment."""
from typing import Any, Sequence

ROWS = [
    {"service": "auth", "region": "eu-west", "p50": 12.5, "p99": 88.25, "errors": 3, "up": True},
    {"service": "billing", "region": "us-east", "p50": 40.125, "p99": 512.0, "errors": 0, "up": True},
    {"service": "search-indexer", "region": "ap-south", "p50": 7.0, "p99": 19.75, "errors": 1204, "up": False},
    {"service": "ü-notify", "region": "eu-central", "p50": None, "p99": None, "errors": 17, "up": True},
]


def cell(value: Any, spec: str) -> str:
    if value is None:
        return "—"
    if isinstance(value, bool):
        return "✔" if value else "✘"
    return format(value, spec)


def render(rows: Sequence[dict], columns: Sequence[tuple[str, str, str]]) -> str:
    texts = [[cell(row[key], spec) for key, spec, _ in columns] for row in rows]
    headers = [key.upper() for key, _, _ in columns]
    widths = [max(len(h), *(len(t[i]) for t in texts)) for i, h in enumerate(headers)]

    def line(left, mid, right):
        return left + mid.join("─" * (w + 2) for w in widths) + right

    def row_text(values, aligns):
        parts = [f" {v:{a}{w}} " for v, a, w in zip(values, aligns, widths)]
        return "│" + "│".join(parts) + "│"

    out = [line("┌", "┬", "┐"), row_text(headers, "^" * len(headers)), line("├", "┼", "┤")]
    aligns = [align for _, _, align in columns]
    out.extend(row_text(t, aligns) for t in texts)
    out.append(line("└", "┴", "┘"))
    return "\n".join(out)


def main():
    columns = [("service", "s", "<"), ("region", "s", "<"), ("p50", ".2f", ">"),
               ("p99", ",.1f", ">"), ("errors", ",d", ">"), ("up", "", "^")]
    print(render(ROWS, columns))
    by_errors = sorted(ROWS, key=lambda r: (-r["errors"], r["service"]))
    print(render(by_errors[:2], [("service", "s", "<"), ("errors", "#x", ">")]))
    total = sum(r["errors"] for r in ROWS)
    print(f"{'total errors':·<20}{total:·>10,}")
    print(f"{'healthy':*^30}")
    healthy = [r["service"] for r in ROWS if r["up"]]
    print(f"{len(healthy)}/{len(ROWS)} up: {', '.join(healthy)}")
    widths = {r["service"]: len(r["service"]) for r in ROWS}
    print(widths, max(widths, key=widths.get))
    print(f"[{'x':<5}] [{'x':>5}] [{'x':^5}] [{'x':=^6}] [{-42:=8}] [{42:+08d}] [{3.5:08.3f}]")


if __name__ == "__main__":
    main()
