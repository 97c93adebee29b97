"""Closing prices: simple and exponential moving averages, returns, drawdown and crossovers."""
import csv
import io
from datetime import date
from statistics import mean, stdev

PRICES = """date,close,volume
2024-04-01,101.20,1200300
2024-04-02,102.85,980000
2024-04-03,101.90,1100450
2024-04-04,104.10,1502000
2024-04-05,107.35,2200100
2024-04-08,106.00,1750000
2024-04-09,103.25,1900020
2024-04-10,99.80,2500000
2024-04-11,98.15,2100700
2024-04-12,100.40,1600000
2024-04-15,103.95,1300000
2024-04-16,105.50,1250000
"""


def sma(values, n):
    return [None if i + 1 < n else sum(values[i + 1 - n:i + 1]) / n for i in range(len(values))]


def ema(values, n):
    k = 2 / (n + 1)
    out = [values[0]]
    for v in values[1:]:
        out.append(v * k + out[-1] * (1 - k))
    return out


def max_drawdown(values):
    peak, worst, worst_at = values[0], 0.0, None
    for i, v in enumerate(values):
        peak = max(peak, v)
        dd = (v - peak) / peak
        if dd < worst:
            worst, worst_at = dd, i
    return worst, worst_at


def main():
    rows = list(csv.reader(io.StringIO(PRICES)))
    header, body = rows[0], rows[1:]
    days = [date.fromisoformat(r[0]) for r in body]
    close = [float(r[1]) for r in body]
    volume = [int(r[2]) for r in body]
    fast, slow, smooth = sma(close, 3), sma(close, 5), ema(close, 4)
    print(f"{'day':<10}{'close':>8}{'ret':>8}{'sma3':>8}{'sma5':>8}{'ema4':>8}")
    prev = None
    for d, c, f, s, e in zip(days, close, fast, slow, smooth):
        ret = "" if prev is None else f"{(c / prev - 1):+.2%}"
        fs = "" if f is None else f"{f:.2f}"
        ss = "" if s is None else f"{s:.2f}"
        print(f"{d:%m-%d}{'':<5}{c:>8.2f}{ret:>8}{fs:>8}{ss:>8}{e:>8.2f}")
        prev = c
    for i in range(1, len(close)):
        if None in (fast[i - 1], slow[i - 1]):
            continue
        before, after = fast[i - 1] - slow[i - 1], fast[i] - slow[i]
        if before <= 0 < after:
            print(f"golden cross on {days[i]}")
        elif before >= 0 > after:
            print(f"death cross on {days[i]}")
    dd, at = max_drawdown(close)
    print(f"max drawdown {dd:.2%} reached {days[at]:%a %d %b}")
    rets = [b / a - 1 for a, b in zip(close, close[1:])]
    print(f"mean daily return {mean(rets):.4%}, volatility {stdev(rets):.4f}")
    vwap = sum(c * v for c, v in zip(close, volume)) / sum(volume)
    print(f"VWAP {vwap:,.3f} over {sum(volume):,} shares ({header[2]})")
    best = max(range(len(rets)), key=rets.__getitem__)
    print(f"best day {days[best + 1].isoformat()} {rets[best]:+.1%}")
    print(f"{'%':^5}|{1 / 3:^12.3%}|{-0.5:^+9.1%}|")
    return round(close[-1] - close[0], 2)


if __name__ == "__main__":
    main()
