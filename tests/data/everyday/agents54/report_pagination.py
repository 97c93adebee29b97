"""Paginate a sorted report of records and render page headers and footers."""
import math
from itertools import islice, groupby
from operator import itemgetter

RECORDS = [
    {"id": i, "region": region, "rep": rep, "sales": sales}
    for i, (region, rep, sales) in enumerate([
        ("north", "kim", 1200), ("south", "lee", 830), ("north", "ana", 450),
        ("east", "bo", 2200), ("west", "cy", 95), ("south", "dee", 1310),
        ("east", "eli", 610), ("north", "fay", 760), ("west", "gus", 1900),
        ("south", "hal", 40), ("east", "ivy", 1500), ("west", "jo", 330),
        ("north", "ken", 980),
    ], start=100)
]


def paginate(items, per_page):
    it = iter(items)
    page = 1
    while True:
        chunk = list(islice(it, per_page))
        if not chunk:
            return
        yield page, chunk
        page += 1


def render_page(page, total_pages, rows, running):
    lines = [f"--- Sales report, page {page} of {total_pages} ---"]
    lines.append(f"{'ID':<5}{'Region':<8}{'Rep':<6}{'Sales':>8}{'Running':>10}")
    for row in rows:
        running += row["sales"]
        lines.append(f"{row['id']:<5}{row['region']:<8}{row['rep']:<6}{row['sales']:>8,}{running:>10,}")
    subtotal = sum(map(itemgetter("sales"), rows))
    lines.append(f"{'page subtotal':>27}{subtotal:>10,}")
    return lines, running


def main():
    ordered = sorted(RECORDS, key=itemgetter("region", "rep"))
    per_page = 5
    total_pages = math.ceil(len(ordered) / per_page)
    running = 0
    for page, rows in paginate(ordered, per_page):
        lines, running = render_page(page, total_pages, rows, running)
        print("\n".join(lines))
    print(f"grand total: {running:,}")
    print()
    print("By region:")
    for region, group in groupby(ordered, key=itemgetter("region")):
        group = list(group)
        best = max(group, key=itemgetter("sales"))
        avg = sum(r["sales"] for r in group) / len(group)
        print(f"  {region:<6} n={len(group)} avg={avg:>8.1f} best={best['rep']}")
    top3 = sorted(RECORDS, key=lambda r: r["sales"], reverse=True)[:3]
    print("top 3:", [(r["rep"], r["sales"]) for r in top3])
    page2 = dict(paginate(ordered, per_page)).get(2, [])
    print("page 2 ids:", [r["id"] for r in page2])


if __name__ == "__main__":
    main()
