"""Stream metrics through generator coroutines using send, throw, close and yield from."""
from collections import namedtuple

Summary = namedtuple("Summary", "name count mean low high")


class ResetWindow(Exception):
    pass


def running_stats(name: str):
    """Receives floats via send(); yields the running mean; throw(ResetWindow) restarts."""
    count, total, low, high = 0, 0.0, float("inf"), float("-inf")
    mean = None
    while True:
        try:
            value = yield mean
        except ResetWindow:
            count, total, low, high, mean = 0, 0.0, float("inf"), float("-inf"), None
            continue
        if value is None:
            break
        count += 1
        total += value
        low, high = min(low, value), max(high, value)
        mean = total / count
    return Summary(name, count, round(total / count, 3) if count else None, low, high)


def collect(name: str, results: list):
    summary = yield from running_stats(name)
    results.append(summary)


def parse_points(lines):
    for line in lines:
        metric, _, raw = line.partition("=")
        if not raw:
            continue
        try:
            yield metric.strip(), float(raw)
        except ValueError:
            yield metric.strip(), None


def dedupe(points):
    last = {}
    for metric, value in points:
        if value is not None and last.get(metric) != value:
            last[metric] = value
            yield metric, value


FEED = """\
latency=120
latency=120
cpu=0.5
latency=80
cpu=0.75
reset
latency=oops
cpu=RESET
latency=200
cpu=0.25
latency=100
""".splitlines()


def main():
    results: list[Summary] = []
    sinks = {}
    for metric, value in dedupe(parse_points(FEED)):
        if metric not in sinks:
            sinks[metric] = collect(metric, results)
            next(sinks[metric])
        mean = sinks[metric].send(value)
        print(f"{metric:<8} {value:>7.2f} running mean {mean:.3f}")
        if metric == "latency" and value >= 200:
            print("  spike! resetting latency window ->", sinks[metric].throw(ResetWindow()))
    for metric, gen in sinks.items():
        try:
            gen.send(None)
        except StopIteration:
            pass
    for s in sorted(results):
        print(s)
    g = running_stats("tmp")
    next(g)
    g.send(1.0)
    g.close()
    print("closed generator state:", g.gi_frame is None)
    print("as dict:", results[0]._asdict())
    return len(results)


if __name__ == "__main__":
    main()
