"""Draw horizontal bar charts and sparklines in plain text for a metrics report."""
import math

MONTHLY_SIGNUPS = {"Jan": 120, "Feb": 95, "Mar": 143, "Apr": 210, "May": 188, "Jun": 0, "Jul": 260}
ERRORS_BY_SERVICE = {"auth": 12.5, "search": 3.25, "payments": 41.0, "email": 7.75}
BLOCKS = " ▁▂▃▄▅▆▇█"


def bar_chart(data, width=30, fill="#", title=None, unit=""):
    lines = []
    if title:
        lines.append(title)
        lines.append("~" * len(title))
    peak = max(data.values()) or 1
    label_w = max(map(len, data))
    for label, value in data.items():
        exact = value / peak * width
        full = int(exact)
        half = "+" if exact - full >= 0.5 else ""
        lines.append(f"{label:>{label_w}} |{fill * full}{half:<{width - full}}| {value:g}{unit}")
    return "\n".join(lines)


def sparkline(values):
    lo, hi = min(values), max(values)
    span = hi - lo or 1
    return "".join(BLOCKS[round((v - lo) / span * (len(BLOCKS) - 1))] for v in values)


def log_scale(data):
    return {k: round(math.log10(v), 2) if v > 0 else 0 for k, v in data.items()}


def histogram(samples, bins):
    lo, hi = min(samples), max(samples)
    step = (hi - lo) / bins
    counts = [0] * bins
    for s in samples:
        idx = min(int((s - lo) / step), bins - 1)
        counts[idx] += 1
    return {f"{lo + i * step:5.1f}-{lo + (i + 1) * step:5.1f}": c for i, c in enumerate(counts)}


def main():
    print(bar_chart(MONTHLY_SIGNUPS, title="Signups per month"))
    print()
    ranked = dict(sorted(ERRORS_BY_SERVICE.items(), key=lambda kv: kv[1], reverse=True))
    print(bar_chart(ranked, width=20, fill="=", title="Error rate", unit="/h"))
    print()
    print("signups trend:", sparkline(list(MONTHLY_SIGNUPS.values())))
    print("log10:", log_scale(MONTHLY_SIGNUPS))
    latencies = [12, 15, 11, 40, 22, 18, 19, 95, 33, 21, 17, 16, 60, 14, 13]
    print(bar_chart(histogram(latencies, 4), width=15, fill="*", title="Latency ms"))
    total = sum(MONTHLY_SIGNUPS.values())
    share = {k: v / total for k, v in MONTHLY_SIGNUPS.items()}
    print(" ".join(f"{k}:{v:.0%}" for k, v in share.items()))


if __name__ == "__main__":
    main()
