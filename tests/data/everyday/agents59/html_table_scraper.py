"""Scrape rows out of a simple HTML table with regular expressions and clean the cells."""
import html
import re

PAGE = """
<html><body>
<h1>Quarterly results</h1>
<table class="results">
  <thead><tr><th>Region</th><th>Q1</th><th>Q2</th><th>Q3</th><th>Notes</th></tr></thead>
  <tbody>
    <tr><td>North</td><td>1,204</td><td>1,388</td><td>1,402</td><td>steady</td></tr>
    <tr class="alt"><td>South &amp; Islands</td><td>980</td><td>1,015</td><td>-</td><td><em>Q3 delayed</em></td></tr>
    <tr><td>East</td><td> 2,310 </td><td>2,155</td><td>2,490</td><td>new &lt;office&gt;</td></tr>
    <tr class="alt"><td>West</td><td>1,750</td><td>n/a</td><td>1,901</td><td></td></tr>
    <tr><td colspan="5">Totals computed below</td></tr>
  </tbody>
</table>
<p>Source: finance &copy; 2024</p>
</body></html>
"""

ROW = re.compile(r"<tr[^>]*>(.*?)</tr>", re.S)
CELL = re.compile(r"<t([dh])([^>]*)>(.*?)</t\1>", re.S)
TAG = re.compile(r"<[^>]+>")


def clean(cell):
    return html.unescape(TAG.sub("", cell)).strip()


def to_number(text):
    text = text.replace(",", "")
    return int(text) if text.isdigit() else None


def scrape(page):
    header, rows, skipped = None, [], []
    for raw_row in ROW.findall(page):
        cells = CELL.findall(raw_row)
        if any("colspan" in attrs for _, attrs, _ in cells):
            skipped.append(clean(cells[0][2]))
            continue
        values = [clean(c) for _, _, c in cells]
        if cells and cells[0][0] == "h":
            header = values
        else:
            rows.append(dict(zip(header, values)))
    return header, rows, skipped


def main():
    header, rows, skipped = scrape(PAGE)
    print("header:", header)
    print("skipped rows:", skipped)
    quarters = [h for h in header if re.fullmatch(r"Q\d", h)]
    totals = dict.fromkeys(quarters, 0)
    missing = []
    width = max(len(r["Region"]) for r in rows)
    for r in rows:
        nums = {q: to_number(r[q]) for q in quarters}
        for q, v in nums.items():
            if v is None:
                missing.append(f"{r['Region']}/{q}={r[q]!r}")
            else:
                totals[q] += v
        known = [v for v in nums.values() if v is not None]
        trend = "up" if known == sorted(known) else "mixed"
        cells = " ".join(f"{v:>6,}" if v is not None else f"{'?':>6}" for v in nums.values())
        print(f"{r['Region']:<{width}} {cells}  {trend:<5} {r['Notes'] or '(no notes)'}")
    print(f"{'total':<{width}} " + " ".join(f"{totals[q]:>6,}" for q in quarters))
    print("missing:", "; ".join(missing))
    title = re.search(r"<h1>(.*?)</h1>", PAGE).group(1)
    footer = clean(re.search(r"<p>(.*?)</p>", PAGE).group(1))
    print(f"{title!r} / {footer!r}")
    print(html.escape('<a href="x">Tom & Jerry</a>'))


if __name__ == "__main__":
    main()
