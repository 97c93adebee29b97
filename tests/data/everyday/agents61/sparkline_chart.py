"""Render metrics as Unicode sparklines and small text charts with min/max annotations."""
import math
import statistics
from typing import Iterable, Sequence

BARS = "▁▂▃▄▅▆▇█"


def sparkline(values: Sequence[float], lo: float | None = None, hi: float | None = None) -> str:
    if not values:
        return ""
    lo = min(values) if lo is None else lo
    hi = max(values) if hi is None else hi
    span = hi - lo or 1
    out = []
    for v in values:
        if v is None or (isinstance(v, float) and math.isnan(v)):
            out.append(" ")
            continue
        idx = int((v - lo) / span * (len(BARS) - 1) + 0.5)
        out.append(BARS[max(0, min(idx, len(BARS) - 1))])
    return "".join(out)


def downsample(values: Sequence[float], width: int) -> list[float]:
    if len(values) <= width:
        return list(values)
    size = len(values) / width
    return [statistics.fmean(values[int(i * size):int((i + 1) * size)]) for i in range(width)]


def trend(values: Iterable[float]) -> str:
    vals = list(values)
    n = len(vals)
    xbar, ybar = (n - 1) / 2, statistics.fmean(vals)
    slope = sum((i - xbar) * (v - ybar) for i, v in enumerate(vals)) / sum((i - xbar) ** 2 for i in range(n))
    arrow = "↗" if slope > 0.05 else "↘" if slope < -0.05 else "→"
    return f"{arrow} {slope:+.2f}/pt"


def main():
    series = {
        "cpu %": [12, 15, 14, 30, 55, 72, 68, 40, 22, 18, 16, 90, 85, 20],
        "p95 ms": [120.5, 118.0, 130.2, 240.9, 180.0, float("nan"), 150.3, 122.0, 119.9],
        "signups": [int(50 + 40 * math.sin(i / 3)) for i in range(40)],
        "errors": [0, 0, 0, 0, 1, 0, 0, 7, 0, 0],
        "flat": [5, 5, 5, 5],
    }
    width = max(map(len, series))
    for name, values in series.items():
        clean = [v for v in values if not (isinstance(v, float) and math.isnan(v))]
        shown = downsample(values, 20) if len(values) > 20 else values
        print(f"{name:>{width}} {sparkline(shown):<20} min {min(clean):>6g} max {max(clean):>6g} {trend(clean)}")
    cpu = series["cpu %"]
    print("cpu on fixed 0-100 scale:", sparkline(cpu, 0, 100))
    spikes = [i for i, v in enumerate(cpu) if v > statistics.mean(cpu) + statistics.pstdev(cpu)]
    print("spikes at", spikes, "->", "".join("^" if i in spikes else " " for i in range(len(cpu))))
    q = statistics.quantiles(cpu, n=4)
    print("quartiles:", q, "median", statistics.median(cpu), "mode", statistics.mode([1, 2, 2, 3]))
    print(len(BARS), BARS[0].encode("utf-8"), ord(BARS[-1]) - ord(BARS[0]))


if __name__ == "__main__":
    main()
