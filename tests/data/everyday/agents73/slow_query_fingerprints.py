import re
import statistics
from collections import defaultdict

SLOW_LOG = """
# Time: 2024-02-11T08:00:01
# Query_time: 2.113  Lock_time: 0.000 Rows_sent: 1  Rows_examined: 120334
SELECT * FROM orders WHERE customer_id = 4411 AND status = 'open';
# Time: 2024-02-11T08:00:07
# Query_time: 0.951  Lock_time: 0.001 Rows_sent: 20  Rows_examined: 40012
SELECT id, total FROM orders WHERE created_at > '2024-01-01' ORDER BY total DESC LIMIT 20;
# Time: 2024-02-11T08:01:15
# Query_time: 3.402  Lock_time: 0.120 Rows_sent: 1  Rows_examined: 120334
select *  from orders where customer_id=982 and status='shipped';
# Time: 2024-02-11T08:02:44
# Query_time: 1.250  Lock_time: 0.000 Rows_sent: 0  Rows_examined: 5
UPDATE inventory SET qty = qty - 3 WHERE sku IN ('A-1', 'B-22', 'C-333');
# Time: 2024-02-11T08:03:09
# Query_time: 1.8  Lock_time: 0.000 Rows_sent: 1  Rows_examined: 120334
SELECT * FROM orders WHERE customer_id = 17 AND status = 'open';
# Time: 2024-02-11T08:04:00
# Query_time: 0.702  Lock_time: 0.000 Rows_sent: 0  Rows_examined: 2
UPDATE inventory SET qty = qty - 1 WHERE sku IN ('Z-9');
"""

META = re.compile(r"# Query_time: (?P<qt>[\d.]+)\s+Lock_time: (?P<lt>[\d.]+)\s+Rows_sent: (?P<rs>\d+)\s+Rows_examined: (?P<re>\d+)")


def fingerprint(sql: str) -> str:
    s = sql.strip().rstrip(";").lower()
    s = re.sub(r"'(?:[^'\\]|\\.)*'", "?", s)
    s = re.sub(r"\b\d+(?:\.\d+)?\b", "?", s)
    s = re.sub(r"\s*([=<>,()])\s*", r" \1 ", s)
    s = re.sub(r"\bin \(\s*\?(?:\s*,\s*\?)*\s*\)", "in (?+)", s)
    return " ".join(s.split())


def parse(log):
    pending = None
    for line in log.strip().splitlines():
        if m := META.match(line):
            pending = {k: float(v) for k, v in m.groupdict().items()}
        elif line.startswith("# Time:"):
            continue
        elif pending is not None:
            yield pending, line
            pending = None


def main():
    groups = defaultdict(list)
    for meta, sql in parse(SLOW_LOG):
        groups[fingerprint(sql)].append(meta)
    ranked = sorted(groups.items(), key=lambda kv: sum(m["qt"] for m in kv[1]), reverse=True)
    total = sum(m["qt"] for ms in groups.values() for m in ms)
    print(f"{len(groups)} fingerprints, {sum(map(len, groups.values()))} queries, {total:.3f}s total")
    for i, (fp, metas) in enumerate(ranked, 1):
        times = [m["qt"] for m in metas]
        ratio = sum(m["re"] for m in metas) / max(1, sum(m["rs"] for m in metas))
        print(f"#{i} {len(metas)}x sum={sum(times):.3f}s ({sum(times) / total:.1%}) "
              f"p50={statistics.median(times):.3f} max={max(times):.3f} examine/sent={ratio:,.0f}")
        print(f"   {fp}")
        if ratio > 10000:
            print("   hint: full scan? consider an index on",
                  ", ".join(sorted(set(re.findall(r"(\w+) = \?", fp)))))
    return len(groups)


if __name__ == "__main__":
    main()
