"""Rolling mean and standard deviation over closing prices; alert when price leaves the band."""
from collections import deque
from itertools import islice
import statistics

CLOSES = [101.2, 102.5, 101.9, 103.3, 104.0, 103.1, 102.8, 104.6, 105.9, 107.2,
          106.5, 110.8, 109.9, 108.7, 104.2, 103.5, 101.1, 99.8, 100.4, 102.2,
          103.0, 98.1, 97.5, 99.9, 101.7]


def rolling(values, window):
    buf = deque(maxlen=window)
    for i, v in enumerate(values):
        buf.append(v)
        if len(buf) == window:
            yield i, list(buf)


def bands(values, window=5, k=2.0):
    for i, win in rolling(values, window):
        mid = statistics.fmean(win)
        sd = statistics.pstdev(win)
        yield i, mid - k * sd, mid, mid + k * sd


def ema(values, span):
    alpha = 2 / (span + 1)
    out = []
    for v in values:
        out.append(v if not out else alpha * v + (1 - alpha) * out[-1])
    return out


def main():
    print(f"{'day':>3} {'close':>7} {'lower':>8} {'mid':>8} {'upper':>8} {'%b':>6}")
    alerts = []
    for i, lo, mid, hi in bands(CLOSES, k=1.5):
        price = CLOSES[i]
        pct_b = (price - lo) / (hi - lo) if hi > lo else 0.5
        mark = ""
        if price > hi:
            mark = " ABOVE"
        elif price < lo:
            mark = " BELOW"
        if mark:
            alerts.append((i, mark.strip()))
        print(f"{i:>3} {price:>7.2f} {lo:>8.3f} {mid:>8.3f} {hi:>8.3f} {pct_b:>6.2f}{mark}")
    print("alerts:", alerts)
    fast, slow = ema(CLOSES, 3), ema(CLOSES, 8)
    crosses = []
    for day, (f0, s0, f1, s1) in enumerate(zip(fast, slow, islice(fast, 1, None), islice(slow, 1, None)), start=1):
        if (f0 - s0) * (f1 - s1) < 0:
            crosses.append((day, "golden" if f1 > s1 else "death"))
    print("EMA crossovers:", crosses)
    returns = [b / a - 1 for a, b in zip(CLOSES, CLOSES[1:])]
    print(f"mean daily return {statistics.mean(returns):+.4%}, volatility {statistics.stdev(returns):.4%}")
    peak, max_dd = CLOSES[0], 0.0
    for p in CLOSES:
        peak = max(peak, p)
        max_dd = min(max_dd, p / peak - 1)
    print(f"max drawdown {max_dd:.2%}")
    return len(alerts)


if __name__ == "__main__":
    main()
