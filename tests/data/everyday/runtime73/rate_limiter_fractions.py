"""A token-bucket rate limiter planned with exact fractions: refill rates as Fraction, bucket
state in a dataclass with a property and validation, limits checked with custom exceptions
and range-based windows, and a report that formats fractions, floats and percentages."""
from dataclasses import dataclass, field
from fractions import Fraction


class LimitExceeded(Exception):
    def __init__(self, client, wanted, available):
        self.client = client
        self.wanted = wanted
        self.available = available
        super().__init__(f"{client} wanted {wanted}, {float(available):.2f} available")


@dataclass
class Bucket:
    client: str
    capacity: int
    per_second: Fraction
    tokens: Fraction = field(init=False)
    denied: int = 0

    def __post_init__(self):
        if self.capacity <= 0:
            raise ValueError(f"capacity must be positive: {self.capacity}")
        self.tokens = Fraction(self.capacity)

    @property
    def fill(self):
        return self.tokens / self.capacity

    def refill(self, seconds):
        self.tokens = min(Fraction(self.capacity), self.tokens + self.per_second * seconds)

    def take(self, n):
        if n > self.tokens:
            self.denied += 1
            raise LimitExceeded(self.client, n, self.tokens)
        self.tokens -= n


REQUESTS = [(0, "api", 4), (1, "api", 3), (1, "web", 2), (2, "api", 2), (3, "web", 5), (5, "api", 1), (6, "web", 1)]


def main():
    buckets = {
        "api": Bucket("api", 6, Fraction(3, 2)),
        "web": Bucket("web", 4, Fraction(2, 3)),
    }
    last = 0
    for second, client, n in REQUESTS:
        for b in buckets.values():
            b.refill(second - last)
        last = second
        try:
            buckets[client].take(n)
            print(f"t={second} {client:<4} took {n}  left {buckets[client].tokens!s:>5}")
        except LimitExceeded as e:
            print(f"t={second} {e.client:<4} denied: {e}")
    for b in buckets.values():
        f = b.fill
        print(f"{b.client}: fill {f} = {float(f):.1%}, rate {b.per_second} ({b.per_second.real!r}, imag {b.per_second.imag}), denied {b.denied}")
        print("   ", f.numerator, f.denominator, f.as_integer_ratio(), f.conjugate() == f, (3).numerator, True.denominator)
    windows = range(0, 8, 2)
    print([windows.index(t) for t, _, _ in REQUESTS if t in windows], windows.count(4), windows.count(5))
    try:
        Bucket("bad", 0, Fraction(1))
    except ValueError as e:
        print("ValueError:", e)
    return {c: str(b.tokens) for c, b in buckets.items()}
