"""Parse a Prometheus text exposition and roll up request counters per route."""
import re
from collections import Counter, defaultdict

EXPOSITION = """
# HELP http_requests_total Total HTTP requests.
# TYPE http_requests_total counter
http_requests_total{method="GET",route="/api/users",status="200"} 1523
http_requests_total{method="GET",route="/api/users",status="404"} 12
http_requests_total{method="POST",route="/api/users",status="201"} 310
http_requests_total{method="POST",route="/api/users",status="500"} 4
http_requests_total{method="GET",route="/api/orders",status="200"} 987
http_requests_total{method="GET",route="/api/orders",status="503"} 21
http_requests_total{method="DELETE",route="/api/orders",status="204"} 45
# HELP process_resident_memory_bytes Resident memory size in bytes.
# TYPE process_resident_memory_bytes gauge
process_resident_memory_bytes 1.048576e+08
# TYPE http_request_duration_seconds summary
http_request_duration_seconds{quantile="0.5"} 0.042
http_request_duration_seconds{quantile="0.99"} 0.731
http_request_duration_seconds_sum 151.2
http_request_duration_seconds_count 2902
"""

SAMPLE = re.compile(r"^(?P<name>[a-zA-Z_:][\w:]*)(?:\{(?P<labels>[^}]*)\})?\s+(?P<value>\S+)$")
LABEL = re.compile(r'(\w+)="((?:[^"\\]|\\.)*)"')


def parse(text):
    types = {}
    samples = []
    for line in text.strip().splitlines():
        if line.startswith("# TYPE"):
            _, _, name, kind = line.split()
            types[name] = kind
            continue
        if line.startswith("#") or not line.strip():
            continue
        m = SAMPLE.match(line)
        if not m:
            print("unparsed:", line)
            continue
        labels = dict(LABEL.findall(m["labels"] or ""))
        samples.append((m["name"], labels, float(m["value"])))
    return types, samples


def main():
    types, samples = parse(EXPOSITION)
    print("metric types:", ", ".join(f"{k}={v}" for k, v in sorted(types.items())))
    per_route = defaultdict(Counter)
    for name, labels, value in samples:
        if name != "http_requests_total":
            continue
        cls = labels["status"][0] + "xx"
        per_route[labels["route"]][cls] += int(value)
    for route, counts in sorted(per_route.items()):
        total = sum(counts.values())
        errors = counts["5xx"]
        rate = errors / total * 100
        parts = " ".join(f"{k}:{v}" for k, v in sorted(counts.items()))
        print(f"{route:<12} total={total:>5} err={rate:5.2f}%  [{parts}]")
    values = {(n, tuple(sorted(l.items()))): v for n, l, v in samples}
    total_sum = values[("http_request_duration_seconds_sum", ())]
    count = values[("http_request_duration_seconds_count", ())]
    print(f"avg latency: {total_sum / count * 1000:.1f} ms over {count:,.0f} requests")
    mem = values[("process_resident_memory_bytes", ())]
    print(f"memory: {mem / 2**20:.0f} MiB")
    p99 = next(v for n, l, v in samples if l.get("quantile") == "0.99")
    print(f"p99: {p99:.3f}s", "ALERT" if p99 > 0.5 else "ok")


if __name__ == "__main__":
    main()
