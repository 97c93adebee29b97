"""Retry policies built as classes with computed class attributes and a registry decorator."""

POLICIES = {}


def backoff(base, n):
    return [base * 2 ** i for i in range(n)]


def policy(cls):
    POLICIES[cls.__name__.lower()] = cls
    return cls


@policy
class Fast:
    ATTEMPTS = 3
    DELAYS = backoff(1, ATTEMPTS)
    TOTAL = sum(DELAYS)
    NAME = "fast" + "-" + str(ATTEMPTS)


@policy
class Slow:
    ATTEMPTS = 5
    DELAYS = backoff(10, ATTEMPTS)
    TOTAL = sum(DELAYS)
    NAME = f"slow-{ATTEMPTS}"
    IS_LONG = TOTAL > 100


def simulate(name, failures):
    cls = POLICIES[name]
    waited = 0
    for attempt, delay in enumerate(cls.DELAYS, start=1):
        if attempt > failures:
            return f"{cls.NAME}: ok after {attempt} tries, waited {waited}s"
        waited += delay
    return f"{cls.NAME}: gave up after {cls.ATTEMPTS}, waited {cls.TOTAL}s"


def main():
    print(sorted(POLICIES))
    print(simulate("fast", 1))
    print(simulate("fast", 9))
    print(simulate("slow", 4))
    print(Slow.IS_LONG, Slow.DELAYS)


if __name__ == "__main__":
    main()
