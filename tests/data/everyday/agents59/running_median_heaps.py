"""Track the running median of response times with two heaps, plus alerts on sustained drift."""
import heapq
import random


class RunningMedian:
    def __init__(self):
        self.low = []   # max-heap via negatives
        self.high = []  # min-heap

    def add(self, x):
        if self.low and x > -self.low[0]:
            heapq.heappush(self.high, x)
        else:
            heapq.heappush(self.low, -x)
        if len(self.low) > len(self.high) + 1:
            heapq.heappush(self.high, -heapq.heappop(self.low))
        elif len(self.high) > len(self.low):
            heapq.heappush(self.low, -heapq.heappop(self.high))

    def median(self):
        if not self.low:
            raise ValueError("median of empty stream")
        if len(self.low) > len(self.high):
            return float(-self.low[0])
        return (-self.low[0] + self.high[0]) / 2

    def __len__(self):
        return len(self.low) + len(self.high)


def latencies(seed, n):
    rng = random.Random(seed)
    for i in range(n):
        base = 120 if i < 60 else 180
        spike = rng.random() < 0.05
        yield i, round(rng.lognormvariate(0, 0.3) * base * (4 if spike else 1))


def main():
    rm = RunningMedian()
    try:
        rm.median()
    except ValueError as e:
        print("empty:", e)
    window = []
    alerts = []
    above = 0
    for i, ms in latencies(17, 100):
        rm.add(ms)
        window.append(ms)
        if i % 10 == 9:
            med = rm.median()
            smallest = heapq.nsmallest(3, window)
            largest = heapq.nlargest(3, window)
            print(f"after {len(rm):3d}: median {med:6.1f} ms  last10 min {smallest} max {largest}")
            window.clear()
        if ms > 200:
            above += 1
            if above == 3:
                alerts.append(i)
        else:
            above = 0
    print("3-in-a-row over 200ms at samples:", alerts)
    check = sorted(ms for _, ms in latencies(17, 100))
    exact = (check[49] + check[50]) / 2
    print(f"final median {rm.median()} matches sort: {rm.median() == exact}")
    merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [5]))
    print("merge:", merged)
    top = heapq.nlargest(2, [("api", 310), ("db", 95), ("cache", 12), ("auth", 140)], key=lambda kv: kv[1])
    print("slowest services:", top)


if __name__ == "__main__":
    main()
