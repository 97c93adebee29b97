"""Class attributes bound several at a time: `A, B = ...` and `A = B = 0` in class bodies."""
from enum import Enum


class Breaker:
    CLOSED, OPEN, HALF_OPEN = "closed", "open", "half-open"
    [MIN_WAIT, MAX_WAIT] = [0.5, 8.0]
    failures = successes = 0
    LIMITS = THRESHOLD, RESET = (3, 10)

    def __init__(self):
        self.state = self.CLOSED

    def trip(self):
        self.failures += 1
        if self.failures >= self.THRESHOLD:
            self.state = Breaker.OPEN
        return self.state


class Level(Enum):
    LOW, MEDIUM, HIGH = 1, 2, 3


def main():
    b = Breaker()
    print([b.trip() for _ in range(4)], Breaker.failures, b.failures, b.successes)
    print(Breaker.CLOSED, Breaker.HALF_OPEN, Breaker.MIN_WAIT, Breaker.MAX_WAIT)
    print(Breaker.LIMITS, Breaker.THRESHOLD, Breaker.RESET)
    print(list(Level), Level(2), Level.HIGH.value)
