LOG = """2024-01-02,12045,40.2
2024-01-16,12530,38.9
2024-02-01,13010,41.0
2024-02-20,13488,39.5"""


def main() -> None:
    rows = [line.split(",") for line in LOG.splitlines()]
    entries = [(d, int(km), float(l)) for d, km, l in rows]
    print("date        km   litres  l/100km")
    for (d0, km0, _), (d1, km1, litres) in zip(entries, entries[1:]):
        distance = km1 - km0
        print(f"{d1}  {distance:>4}  {litres:>6.1f}  {litres / distance * 100:7.2f}")
    total_km = entries[-1][1] - entries[0][1]
    total_l = sum([l for _, _, l in entries[1:]])
    print("overall: %.2f l/100km over %d km" % (total_l / total_km * 100, total_km))
    months = sorted({d[:7] for d, _, _ in entries})
    print("months:", months, "fills per month:", {m: len([e for e in entries if e[0].startswith(m)]) for m in months})
