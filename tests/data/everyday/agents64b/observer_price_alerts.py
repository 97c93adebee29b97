"""Stock price observers: subscribers with weak coupling, thresholds and unsubscribe."""
from collections import defaultdict


class Subject:
    def __init__(self):
        self._observers = defaultdict(list)

    def subscribe(self, topic, callback):
        self._observers[topic].append(callback)
        return lambda: self._observers[topic].remove(callback)

    def publish(self, topic, *args):
        failures = []
        for cb in list(self._observers.get(topic, ())):
            try:
                cb(*args)
            except Exception as exc:
                failures.append((getattr(cb, "__name__", type(cb).__name__), exc))
        return failures


class Ticker(Subject):
    def __init__(self):
        super().__init__()
        self.prices = {}

    def update(self, symbol, price):
        old = self.prices.get(symbol)
        self.prices[symbol] = price
        change = None if old is None else (price - old) / old * 100
        return self.publish(symbol, symbol, price, change)


class ThresholdAlert:
    def __init__(self, name, below=None, above=None):
        self.name, self.below, self.above = name, below, above
        self.fired = []

    def __call__(self, symbol, price, change):
        if self.below is not None and price < self.below:
            self.fired.append(f"{symbol}<{self.below}")
        if self.above is not None and price > self.above:
            self.fired.append(f"{symbol}>{self.above}")

    def __repr__(self):
        return f"ThresholdAlert({self.name}, fired={len(self.fired)})"


class MoveTracker:
    def __init__(self):
        self.moves = []

    def on_price(self, symbol, price, change):
        if change is None:
            return
        if abs(change) > 50:
            raise ValueError(f"suspicious move {change:+.1f}% on {symbol}")
        self.moves.append(f"{symbol} {change:+.2f}%")


def main():
    ticker = Ticker()
    low = ThresholdAlert("low", below=95)
    high = ThresholdAlert("high", above=110)
    tracker = MoveTracker()
    log = []
    ticker.subscribe("ACME", low)
    ticker.subscribe("ACME", high)
    ticker.subscribe("ACME", tracker.on_price)
    cancel = ticker.subscribe("ACME", lambda s, p, c: log.append(p))
    ticker.subscribe("INIT", tracker.on_price)
    feed = [("ACME", 100.0), ("ACME", 93.5), ("INIT", 10.0), ("ACME", 112.25),
            ("INIT", 25.0), ("ACME", 104.0), ("NOBODY", 1.0)]
    for i, (sym, price) in enumerate(feed):
        if i == 4:
            cancel()
        failures = ticker.update(sym, price)
        for who, exc in failures:
            print(f"observer {who} failed: {exc}")
    print(low, low.fired)
    print(high, high.fired)
    print(tracker.moves)
    print(log, dict(sorted(ticker.prices.items())))
    print({k: len(v) for k, v in ticker._observers.items()})
    try:
        cancel()
    except ValueError as exc:
        print("ValueError:", exc)


if __name__ == "__main__":
    main()
