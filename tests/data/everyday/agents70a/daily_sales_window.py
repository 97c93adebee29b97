from collections import deque
from itertools import pairwise
import math

DAILY = [120, 135, 128, 160, 155, 90, 95, 170, 182, 175, 60, 65, 190, 205]


def moving_average(values, window):
    buf: deque[float] = deque(maxlen=window)
    total = 0.0
    for v in values:
        if len(buf) == window:
            total -= buf[0]
        buf.append(v)
        total += v
        yield total / len(buf)


def pct_changes(values):
    return [(b - a) / a * 100 for a, b in pairwise(values)]


def main():
    ma3 = list(moving_average(DAILY, 3))
    ma7 = list(moving_average(DAILY, 7))
    print(f"{'day':>3} {'sales':>6} {'ma3':>7} {'ma7':>7} {'chg%':>7}")
    changes = [math.nan] + pct_changes(DAILY)
    for i, (s, a3, a7, ch) in enumerate(zip(DAILY, ma3, ma7, changes), 1):
        ch_s = "   --" if math.isnan(ch) else f"{ch:+6.1f}%"
        flag = " <- dip" if not math.isnan(ch) and ch < -30 else ""
        print(f"{i:>3} {s:>6} {a3:>7.2f} {a7:>7.2f} {ch_s:>7}{flag}")
    weeks = [DAILY[i:i + 7] for i in range(0, len(DAILY), 7)]
    for n, w in enumerate(weeks, 1):
        print(f"week {n}: total={sum(w)} best=day {w.index(max(w)) + 1} worst=day {w.index(min(w)) + 1}")
    streak = best = 0
    for a, b in pairwise(DAILY):
        streak = streak + 1 if b > a else 0
        best = max(best, streak)
    print("longest rising streak:", best)
    last = deque(DAILY, maxlen=4)
    last.rotate(1)
    print("rotated tail:", list(last), "maxlen", last.maxlen)
    return round(ma7[-1], 2)


if __name__ == "__main__":
    main()
