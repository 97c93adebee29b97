"""Parse a fixed-width census extract, validate fields, and aggregate by district."""
from collections import defaultdict
from decimal import Decimal

LAYOUT = [("district", 0, 3), ("block", 3, 7), ("name", 7, 25), ("pop", 25, 32), ("households", 32, 38),
          ("area_km2", 38, 45), ("flag", 45, 46)]

RECORDS = """\
0010001Riverside North     12450  5120  3.275Y
0010002Riverside South      9870  4011  2.900N
0010003Old Quay              432   201  0.410Y
0020001Hilltop Estate       7711  3002 11.020N
0020002Hilltop Village       980   455 23.500N
0030001Marsh End             ABC   101  8.000N
0030002Station Quarter     15022  7350  1.125Y
0020003Upper Fields         1204   498 31.750
"""


def parse_line(line, lineno):
    line = line.ljust(LAYOUT[-1][2])
    rec = {name: line[a:b] for name, a, b in LAYOUT}
    errors = []
    rec["name"] = rec["name"].rstrip()
    for field, conv in (("pop", int), ("households", int), ("area_km2", Decimal)):
        raw = rec[field].strip()
        try:
            rec[field] = conv(raw)
        except Exception as exc:
            errors.append(f"line {lineno}: {field}={raw!r} ({type(exc).__name__})")
            rec[field] = None
    rec["flag"] = {"Y": True, "N": False}.get(rec["flag"], None)
    return rec, errors


def main():
    good, problems = [], []
    for n, line in enumerate(RECORDS.splitlines(), start=1):
        rec, errors = parse_line(line, n)
        problems.extend(errors)
        if not errors:
            good.append(rec)
    print(f"{len(good)} good records, {len(problems)} problems")
    for p in problems:
        print("  !", p)
    print(f"\n{'dist':<5}{'blocks':>7}{'pop':>9}{'hh':>7}{'size':>6}{'km2':>9}{'density':>10}")
    agg = defaultdict(lambda: {"blocks": 0, "pop": 0, "hh": 0, "area": Decimal(0)})
    for r in good:
        a = agg[r["district"]]
        a["blocks"] += 1
        a["pop"] += r["pop"]
        a["hh"] += r["households"]
        a["area"] += r["area_km2"]
    for d, a in sorted(agg.items()):
        density = a["pop"] / a["area"]
        print(f"{d:<5}{a['blocks']:>7}{a['pop']:>9,}{a['hh']:>7,}{a['pop'] / a['hh']:>6.2f}{a['area']:>9}{density:>10.1f}")
    flagged = [r["name"] for r in good if r["flag"]]
    unknown = [r["block"] for r in good if r["flag"] is None]
    print("\nflagged:", flagged, "unknown flag:", unknown)
    densest = max(good, key=lambda r: r["pop"] / r["area_km2"])
    print(f"densest block: {densest['district']}-{densest['block']} {densest['name']!r}")
    out = "".join(f"{r['district']}{r['block']}{r['name'][:12]:<12}{r['pop']:>8d}" + "\n" for r in good[:3])
    print(out, end="")
    print("widths:", [b - a for _, a, b in LAYOUT], "total", sum(b - a for _, a, b in LAYOUT))
    return sum(r["pop"] for r in good)


if __name__ == "__main__":
    main()
