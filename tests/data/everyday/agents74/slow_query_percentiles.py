"""Find the slowest query shapes in a database log and report percentiles."""
import re
import statistics
from collections import defaultdict

LOG = """\
2024-03-05 10:00:01 duration=12.4ms SELECT * FROM users WHERE id = 42
2024-03-05 10:00:02 duration=230.9ms SELECT o.* FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'a@x.io'
2024-03-05 10:00:02 duration=8.1ms SELECT * FROM users WHERE id = 7
2024-03-05 10:00:03 duration=15.0ms UPDATE carts SET updated_at = now() WHERE id = 991
2024-03-05 10:00:05 duration=410.2ms SELECT o.* FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'b@y.io'
2024-03-05 10:00:06 duration=9.7ms SELECT * FROM users WHERE id = 1200
2024-03-05 10:00:08 duration=1203.5ms SELECT count(*) FROM events WHERE created_at > '2024-01-01'
2024-03-05 10:00:09 duration=17.3ms UPDATE carts SET updated_at = now() WHERE id = 14
2024-03-05 10:00:09 duration=198.0ms SELECT o.* FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email = 'c@z.io'
2024-03-05 10:00:11 duration=11.9ms SELECT * FROM users WHERE id = 3
2024-03-05 10:00:12 duration=950.0ms SELECT count(*) FROM events WHERE created_at > '2024-02-01'
2024-03-05 10:00:13 duration=10.2ms SELECT * FROM users WHERE id IN (1, 2, 3)
"""

LINE = re.compile(r"^(?P<ts>\S+ \S+) duration=(?P<ms>[\d.]+)ms (?P<sql>.+)$")


def fingerprint(sql: str) -> str:
    sql = re.sub(r"'(?:[^']|'')*'", "?", sql)
    sql = re.sub(r"\b\d+\b", "?", sql)
    sql = re.sub(r"IN \((?:\?,\s*)*\?\)", "IN (...)", sql)
    return re.sub(r"\s+", " ", sql).strip()


def main():
    groups: dict[str, list[float]] = defaultdict(list)
    for m in map(LINE.match, LOG.splitlines()):
        if m:
            groups[fingerprint(m["sql"])].append(float(m["ms"]))
    all_ms = [ms for times in groups.values() for ms in times]
    q = statistics.quantiles(all_ms, n=10, method="inclusive")
    print(f"{len(all_ms)} queries, median {statistics.median(all_ms):.1f}ms, p90 {q[8]:.1f}ms")
    print(f"mean {statistics.fmean(all_ms):.2f} stdev {statistics.stdev(all_ms):.2f} pstdev {statistics.pstdev(all_ms):.2f}")
    ranked = sorted(groups.items(), key=lambda kv: sum(kv[1]), reverse=True)
    print(f"{'total':>9} {'n':>3} {'avg':>8} {'max':>8}  shape")
    for shape, times in ranked:
        short = shape if len(shape) <= 48 else shape[:45] + "..."
        print(f"{sum(times):>9.1f} {len(times):>3} {statistics.mean(times):>8.1f} {max(times):>8.1f}  {short}")
    slow = [(shape, t) for shape, ts in groups.items() for t in ts if t > q[8]]
    for shape, t in sorted(slow, key=lambda p: -p[1]):
        print(f"SLOW {t:,.1f}ms :: {shape.split(' FROM ')[1].split()[0]}")
    print("quartiles", [round(x, 2) for x in statistics.quantiles(all_ms, n=4)])
    print("mode of rounded", statistics.mode(round(t, -1) for t in all_ms))
    return len(groups)


if __name__ == "__main__":
    main()
