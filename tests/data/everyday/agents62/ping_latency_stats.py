"""Summarise ping output: loss, percentiles, jitter and a verdict per host."""
import re
import statistics

PING = """\
PING api.example (10.0.0.5): 56 data bytes
64 bytes from 10.0.0.5: icmp_seq=0 ttl=57 time=21.4 ms
64 bytes from 10.0.0.5: icmp_seq=1 ttl=57 time=19.8 ms
64 bytes from 10.0.0.5: icmp_seq=2 ttl=57 time=22.9 ms
Request timeout for icmp_seq 3
64 bytes from 10.0.0.5: icmp_seq=4 ttl=57 time=88.1 ms
64 bytes from 10.0.0.5: icmp_seq=5 ttl=57 time=20.2 ms
64 bytes from 10.0.0.5: icmp_seq=6 ttl=57 time=21.0 ms
64 bytes from 10.0.0.5: icmp_seq=7 ttl=57 time=19.9 ms
PING cdn.example (10.0.9.1): 56 data bytes
64 bytes from 10.0.9.1: icmp_seq=0 ttl=60 time=4.1 ms
64 bytes from 10.0.9.1: icmp_seq=1 ttl=60 time=4.4 ms
64 bytes from 10.0.9.1: icmp_seq=2 ttl=60 time=3.9 ms
64 bytes from 10.0.9.1: icmp_seq=3 ttl=60 time=4.0 ms
PING db.example (10.0.3.3): 56 data bytes
Request timeout for icmp_seq 0
Request timeout for icmp_seq 1
"""

HEADER = re.compile(r"^PING (\S+) \(([\d.]+)\)")
REPLY = re.compile(r"icmp_seq=(\d+) ttl=(\d+) time=([\d.]+) ms")
TIMEOUT = re.compile(r"timeout for icmp_seq (\d+)")


def parse(text):
    hosts = {}
    current = None
    for line in text.splitlines():
        if m := HEADER.match(line):
            current = hosts.setdefault(m.group(1), {"ip": m.group(2), "times": [], "lost": []})
        elif m := REPLY.search(line):
            current["times"].append(float(m.group(3)))
        elif m := TIMEOUT.search(line):
            current["lost"].append(int(m.group(1)))
    return hosts


def jitter(times):
    diffs = [abs(b - a) for a, b in zip(times, times[1:])]
    return statistics.fmean(diffs) if diffs else 0.0


def main():
    for host, data in parse(PING).items():
        times, lost = data["times"], data["lost"]
        sent = len(times) + len(lost)
        loss = len(lost) / sent
        print(f"{host} ({data['ip']}): {sent} sent, {len(times)} received, {loss:.1%} loss")
        if len(times) < 2:
            print("  not enough replies for statistics")
            continue
        q = statistics.quantiles(times, n=4)
        print(f"  min/avg/max = {min(times):.1f}/{statistics.mean(times):.2f}/{max(times):.1f} ms")
        print(f"  median {statistics.median(times):.2f}, low {statistics.median_low(times)}, high {statistics.median_high(times)}")
        print(f"  quartiles {[round(x, 2) for x in q]}, stdev {statistics.stdev(times):.3f}, pstdev {statistics.pstdev(times):.3f}")
        print(f"  jitter {jitter(times):.3f} ms")
        cutoff = q[2] + 1.5 * (q[2] - q[0])
        spikes = [t for t in times if t > cutoff]
        verdict = "degraded" if loss > 0.05 or spikes else "healthy"
        print(f"  spikes above {cutoff:.2f}: {spikes} -> {verdict}")
    try:
        statistics.mean([])
    except statistics.StatisticsError as exc:
        print("empty:", exc)


if __name__ == "__main__":
    main()
