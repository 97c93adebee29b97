TABLE = """
| Team     | Sprint | Points | Done |
|----------|:------:|-------:|------|
| Alpha    | 14     | 21     | yes  |
| Beta     | 14     | 13     | no   |
| Gamma    | 14     | 34     | yes  |
| Alpha    | 15     | 18     | yes  |
| Beta     | 15     | 25     | yes  |
| Gamma    | 15     | 8      | no   |
"""


def split_row(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def parse_table(text: str) -> tuple[list[str], list[dict[str, str]]]:
    lines = [l for l in text.strip().splitlines() if l.strip()]
    header = split_row(lines[0])
    rows = [dict(zip(header, split_row(l))) for l in lines[2:]]
    return header, rows


def render(header: list[str], rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(str(x)) for x in col) for col in zip(header, *rows)]
    def fmt(cells):
        out = []
        for i, (c, w) in enumerate(zip(cells, widths)):
            out.append(str(c).rjust(w) if i in right else str(c).ljust(w))
        return "| " + " | ".join(out) + " |"
    sep = "|" + "|".join(("-" * (w + 1) + ":") if i in right else "-" * (w + 2) for i, w in enumerate(widths)) + "|"
    return "\n".join([fmt(header), sep, *(fmt(r) for r in rows)])


def main():
    header, rows = parse_table(TABLE)
    print("columns:", header)
    totals: dict[str, list[int]] = {}
    for r in rows:
        t = totals.setdefault(r["Team"], [0, 0])
        t[0] += int(r["Points"])
        if r["Done"] == "yes":
            t[1] += int(r["Points"])
    out_rows = []
    for team, (pts, done) in sorted(totals.items(), key=lambda kv: -kv[1][0]):
        out_rows.append([team, pts, done, f"{done / pts:.0%}"])
    print(render(["Team", "Points", "Done", "Rate"], out_rows, right={1, 2, 3}))
    by_sprint = {}
    for r in rows:
        by_sprint[r["Sprint"]] = by_sprint.get(r["Sprint"], 0) + int(r["Points"])
    print(", ".join(f"sprint {s}: {p}" for s, p in by_sprint.items()))
    return out_rows[0][0]


if __name__ == "__main__":
    main()
