"""Parse a messy Markdown table, add a total column and re-render it aligned."""
import re
from decimal import Decimal

TABLE = """
| Region | Q1 | Q2 |Q3| Notes |
|:--|--:|---:|:-:|---|
| North   | 1,200.50 | 980 | 1100 | steady |
|South| 640 | 720.25 |  810.75 | growing fast |
| East | 0 | 15.5 | 2,005 |  |
| West | 455.10 | 455.10 | 455.10 | flat \\| unchanged |
"""

ALIGN_RE = re.compile(r"^\s*(:?)-+(:?)\s*$")


def split_row(line: str) -> list[str]:
    line = line.strip()
    if line.startswith("|"):
        line = line[1:]
    if line.endswith("|") and not line.endswith("\\|"):
        line = line[:-1]
    cells = re.split(r"(?<!\\)\|", line)
    return [c.strip().replace("\\|", "|") for c in cells]


def parse_alignment(cell: str) -> str:
    m = ALIGN_RE.match(cell)
    if not m:
        raise ValueError(f"bad separator cell: {cell!r}")
    left, right = m.groups()
    return {("", ""): "left", (":", ""): "left", ("", ":"): "right", (":", ":"): "center"}[(left, right)]


def to_decimal(text: str) -> Decimal:
    return Decimal(text.replace(",", "")) if text else Decimal(0)


def fmt_cell(text: str, width: int, align: str) -> str:
    if align == "right":
        return text.rjust(width)
    if align == "center":
        return text.center(width)
    return text.ljust(width)


def sep_cell(width: int, align: str) -> str:
    if align == "right":
        return "-" * (width - 1) + ":"
    if align == "center":
        return ":" + "-" * (width - 2) + ":"
    return "-" * width


def main():
    lines = [ln for ln in TABLE.strip().splitlines() if ln.strip()]
    header = split_row(lines[0])
    aligns = [parse_alignment(c) for c in split_row(lines[1])]
    rows = [split_row(ln) for ln in lines[2:]]

    quarter_cols = [i for i, h in enumerate(header) if re.fullmatch(r"Q\d", h)]
    header.insert(len(header) - 1, "Total")
    aligns.insert(len(aligns) - 1, "right")
    grand = Decimal(0)
    for row in rows:
        total = sum((to_decimal(row[i]) for i in quarter_cols), Decimal(0))
        grand += total
        for i in quarter_cols:
            row[i] = f"{to_decimal(row[i]):,.2f}"
        row.insert(len(row) - 1, f"{total:,.2f}")

    widths = [max(3, len(header[c]), *(len(r[c]) for r in rows)) for c in range(len(header))]
    out = ["| " + " | ".join(fmt_cell(h, w, a) for h, w, a in zip(header, widths, aligns)) + " |"]
    out.append("|" + "|".join(sep_cell(w + 2, a) for w, a in zip(widths, aligns)) + "|")
    for row in rows:
        cells = [fmt_cell(c.replace("|", "\\|"), w, a) for c, w, a in zip(row, widths, aligns)]
        out.append("| " + " | ".join(cells) + " |")
    print("\n".join(out))
    print(f"\nGrand total: {grand:,.2f} across {len(rows)} regions")
    best = max(rows, key=lambda r: to_decimal(r[header.index("Total")]))
    print(f"Best region: {best[0]}")
    return str(grand)


if __name__ == "__main__":
    main()
