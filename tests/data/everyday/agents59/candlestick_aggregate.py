"""Aggregate trade ticks into 5-minute OHLCV candles and flag simple patterns."""
import random
from datetime import datetime, timedelta
from dataclasses import dataclass


@dataclass
class Candle:
    start: datetime
    open: float
    high: float
    low: float
    close: float
    volume: int = 0

    def add(self, price, size):
        self.high = max(self.high, price)
        self.low = min(self.low, price)
        self.close = price
        self.volume += size

    @property
    def body(self):
        return abs(self.close - self.open)

    @property
    def range(self):
        return self.high - self.low

    def kind(self):
        if self.range and self.body / self.range < 0.1:
            return "doji"
        return "bull" if self.close > self.open else "bear"


def ticks(seed, start, n):
    rng = random.Random(seed)
    price = 101.50
    ts = start
    for _ in range(n):
        ts += timedelta(seconds=rng.randint(5, 40))
        price = round(price + rng.gauss(0, 0.08), 2)
        yield ts, price, rng.choice([100, 100, 200, 500, 50])


def bucket(ts, minutes=5):
    return ts.replace(minute=ts.minute - ts.minute % minutes, second=0, microsecond=0)


def main():
    candles = {}
    for ts, price, size in ticks(3, datetime(2024, 3, 4, 9, 30), 180):
        key = bucket(ts)
        c = candles.get(key)
        if c is None:
            candles[key] = Candle(key, price, price, price, price, size)
        else:
            c.add(price, size)
    series = list(candles.values())
    print(f"{len(series)} candles")
    print(f"{'time':<6}{'open':>8}{'high':>8}{'low':>8}{'close':>8}{'vol':>6}  kind")
    for c in series:
        print(f"{c.start:%H:%M} {c.open:8.2f}{c.high:8.2f}{c.low:8.2f}{c.close:8.2f}{c.volume:6d}  {c.kind()}")
    for prev, cur in zip(series, series[1:]):
        if prev.kind() == "bear" and cur.kind() == "bull" and cur.open <= prev.close and cur.close >= prev.open:
            print(f"bullish engulfing at {cur.start:%H:%M}")
        if prev.kind() == "bull" and cur.kind() == "bear" and cur.open >= prev.close and cur.close <= prev.open:
            print(f"bearish engulfing at {cur.start:%H:%M}")
    vwap_num = sum((c.high + c.low + c.close) / 3 * c.volume for c in series)
    vwap = vwap_num / sum(c.volume for c in series)
    print(f"session high {max(c.high for c in series):.2f}, low {min(c.low for c in series):.2f}, vwap {vwap:.3f}")
    closes = [c.close for c in series]
    gains = [max(0, b - a) for a, b in zip(closes, closes[1:])]
    losses = [max(0, a - b) for a, b in zip(closes, closes[1:])]
    rs = sum(gains) / sum(losses) if sum(losses) else float("inf")
    print(f"RSI({len(gains)}) = {100 - 100 / (1 + rs):.1f}")


if __name__ == "__main__":
    main()
