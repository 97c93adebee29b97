"""Bucket request logs per minute, flag anomalies with a rolling z-score, and decide on alerts."""
import re
import statistics
from collections import Counter, deque
from datetime import datetime, timedelta
from itertools import islice

PATTERN = re.compile(r"(?P<ts>\S+) (?P<status>\d{3}) (?P<ms>\d+)ms (?P<path>/\S*)")


def synth_log():
    t0 = datetime(2024, 8, 20, 14, 0, 0)
    lines = []
    for minute in range(20):
        n = 20 + (minute * 7) % 5
        if minute == 13:
            n = 60
        for k in range(n):
            ts = t0 + timedelta(minutes=minute, seconds=(k * 53) % 60)
            status = 500 if (minute in (13, 14) and k % 4 == 0) or (k == 7 and minute == 3) else 200
            ms = 40 + (k * 37 + minute * 11) % 90 + (900 if minute == 16 and k % 2 else 0)
            path = ("/api/orders", "/api/users", "/health")[k % 3]
            lines.append(f"{ts.isoformat()} {status} {ms}ms {path}")
    return lines


def rolling_z(values, window=5):
    hist = deque(maxlen=window)
    for v in values:
        if len(hist) == window:
            mu = statistics.fmean(hist)
            sd = statistics.pstdev(hist) or 1.0
            yield (v - mu) / sd
        else:
            yield 0.0
        hist.append(v)


def main():
    buckets = {}
    for line in synth_log():
        m = PATTERN.match(line)
        minute = datetime.fromisoformat(m["ts"]).replace(second=0)
        b = buckets.setdefault(minute, {"n": 0, "err": 0, "lat": []})
        b["n"] += 1
        b["err"] += m["status"].startswith("5")
        b["lat"].append(int(m["ms"]))
    minutes = sorted(buckets)
    counts = [buckets[m]["n"] for m in minutes]
    err_rates = [buckets[m]["err"] / buckets[m]["n"] for m in minutes]
    p95s = [statistics.quantiles(buckets[m]["lat"], n=20)[-1] for m in minutes]
    alerts = []
    for m, z, er, p95 in zip(minutes, rolling_z(counts), err_rates, p95s):
        flags = []
        if abs(z) > 3:
            flags.append(f"traffic z={z:+.1f}")
        if er > 0.05:
            flags.append(f"errors {er:.0%}")
        if p95 > 500:
            flags.append(f"p95 {p95:.0f}ms")
        marker = " <-- " + ", ".join(flags) if flags else ""
        print(f"{m:%H:%M} n={buckets[m]['n']:3d} err={er:5.1%} p95={p95:6.1f}{marker}")
        if flags:
            alerts.append((m, flags))
    runs = []
    for m, flags in alerts:
        if runs and m - runs[-1][-1][0] == timedelta(minutes=1):
            runs[-1].append((m, flags))
        else:
            runs.append([(m, flags)])
    print(f"{len(alerts)} anomalous minutes in {len(runs)} incident(s)")
    for run in runs:
        kinds = Counter(f.split()[0] for _, fl in run for f in fl)
        page = "PAGE" if len(run) >= 2 or "errors" in kinds else "ticket"
        print(f"  {run[0][0]:%H:%M}-{run[-1][0]:%H:%M} {dict(sorted(kinds.items()))} -> {page}")
    print("first 3 minutes:", list(islice(zip(counts, (round(e, 3) for e in err_rates)), 3)))
    return len(runs)


if __name__ == "__main__":
    main()
