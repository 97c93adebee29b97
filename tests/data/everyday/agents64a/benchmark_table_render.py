"""Render benchmark results as Markdown, HTML and boxed ASCII tables."""
import html

COLUMNS = [("name", "Benchmark", "<"), ("ops", "ops/s", ">"), ("p50", "p50 ms", ">"), ("delta", "vs base", ">"), ("note", "Note", "<")]
ROWS = [
    {"name": "json_parse", "ops": 152340.5, "p50": 0.0061, "delta": 0.042, "note": "new <fast> path"},
    {"name": "regex_match", "ops": 98012.0, "p50": 0.0102, "delta": -0.131, "note": ""},
    {"name": "sort_1e5", "ops": 41.7, "p50": 23.9, "delta": 0.0, "note": "R&D build"},
    {"name": "dict_merge|big", "ops": 7210.25, "p50": 0.138, "delta": 1.5, "note": "x\"y"},
]


def cell(row, key):
    v = row[key]
    if key == "ops":
        return f"{v:,.1f}"
    if key == "p50":
        return f"{v:.3g}"
    if key == "delta":
        return f"{v:+.1%}"
    return str(v)


def markdown(rows):
    cells = [[cell(r, k) for k, _, _ in COLUMNS] for r in rows]
    widths = [max(len(h), *(len(c[i]) for c in cells)) for i, (_, h, _) in enumerate(COLUMNS)]
    out = ["| " + " | ".join(f"{h:{a}{w}}" for (_, h, a), w in zip(COLUMNS, widths)) + " |"]
    out.append("|" + "|".join((":" if a == "<" else "-") + "-" * w + (":" if a == ">" else "-") for (_, _, a), w in zip(COLUMNS, widths)) + "|")
    for c in cells:
        out.append("| " + " | ".join(f"{v.replace('|', chr(92) + '|'):{a}{w}}" for v, (_, _, a), w in zip(c, COLUMNS, widths)) + " |")
    return "\n".join(out)


def html_table(rows):
    lines = ["<table>", "  <tr>" + "".join(f"<th>{html.escape(h)}</th>" for _, h, _ in COLUMNS) + "</tr>"]
    for r in rows:
        tds = "".join(f'<td class="{"num" if a == ">" else "txt"}">{html.escape(cell(r, k))}</td>' for k, _, a in COLUMNS)
        lines.append(f"  <tr>{tds}</tr>")
    lines.append("</table>")
    return "\n".join(lines)


def ascii_box(rows):
    cells = [[cell(r, k) for k, _, _ in COLUMNS] for r in rows]
    widths = [max(len(h), *(len(c[i]) for c in cells)) for i, (_, h, _) in enumerate(COLUMNS)]
    sep = "+" + "+".join("-" * (w + 2) for w in widths) + "+"
    out = [sep, "|" + "|".join(f" {h.center(w)} " for (_, h, _), w in zip(COLUMNS, widths)) + "|", sep.replace("-", "=")]
    for c in cells:
        out.append("|" + "|".join(f" {v.ljust(w) if a == '<' else v.rjust(w)} " for v, (_, _, a), w in zip(c, COLUMNS, widths)) + "|")
    out.append(sep)
    return "\n".join(out)


def main():
    ranked = sorted(ROWS, key=lambda r: r["delta"], reverse=True)
    print(markdown(ranked))
    print()
    print(html_table(ranked))
    print()
    print(ascii_box(ranked))
    print(html.escape("<a href='x'>&</a>"), html.escape("'q'", quote=False), html.unescape("&lt;b&gt; &amp;amp; &#39; &eacute; &#x263a;"))


if __name__ == "__main__":
    main()
