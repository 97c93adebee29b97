"""Feed latency samples into generator-based monitors that raise alerts."""
from collections import deque
from statistics import median


def running_stats():
    """Coroutine: send samples, receive (count, mean, max) after each."""
    count, total, peak = 0, 0.0, float("-inf")
    result = None
    while True:
        sample = yield result
        if sample is None:
            break
        count += 1
        total += sample
        peak = max(peak, sample)
        result = (count, round(total / count, 1), peak)
    return f"closed after {count} samples"


def threshold_alerts(limit: float, window: int = 3):
    """Coroutine: yields an alert string when the rolling median crosses the limit."""
    recent = deque(maxlen=window)
    firing = False
    alert = None
    try:
        while True:
            value = yield alert
            recent.append(value)
            alert = None
            m = median(recent)
            if len(recent) == window and m > limit and not firing:
                firing, alert = True, f"FIRING median {m} > {limit}"
            elif firing and m <= limit:
                firing, alert = False, f"resolved median {m}"
    except GeneratorExit:
        recent.clear()
        raise


def primed(gen):
    next(gen)
    return gen


def main():
    samples = [120, 135, 128, 310, 290, 330, 305, 140, 118, 125, 122, 480]
    stats = primed(running_stats())
    alerts = primed(threshold_alerts(250))
    for i, s in enumerate(samples):
        count, mean, peak = stats.send(s)
        alert = alerts.send(s)
        line = f"#{i:02d} {s:>4}ms  n={count:<3} mean={mean:<6} max={peak}"
        print(line + (f"  <-- {alert}" if alert else ""))
    try:
        stats.send(None)
    except StopIteration as stop:
        print("stats:", stop.value)
    alerts.close()
    print("alerts closed:", alerts.gi_frame is None)
    try:
        alerts.send(1)
    except StopIteration:
        print("send after close -> StopIteration")
    g = primed(threshold_alerts(100, window=1))
    print(g.send(150), g.send(90))
    try:
        g.throw(ValueError("sensor offline"))
    except ValueError as exc:
        print("thrown through:", exc)

    def delegating():
        result = yield from running_stats()
        yield f"inner said: {result}"

    d = delegating()
    next(d)
    d.send(10)
    print(d.send(20), d.send(None))
    return len(samples)


if __name__ == "__main__":
    main()
