CALLS = 0


def make_counter(start=0, step=1):
    count = start

    def tick():
        nonlocal count
        count += step
        return count

    def reset():
        nonlocal count
        count = start

    return tick, reset


def tracked(x):
    global CALLS
    CALLS += 1
    return x * 2


def make_rate_limiter(limit):
    used = []

    def allow(t):
        while used and used[0] <= t - 10:
            used.pop(0)
        if len(used) < limit:
            used.append(t)
            return True
        return False

    return allow


def main():
    tick, reset = make_counter(10, 5)
    print(tick(), tick(), tick())
    reset()
    print(tick())
    print([tracked(i) for i in range(4)], CALLS)
    allow = make_rate_limiter(3)
    decisions = [(t, allow(t)) for t in [0, 1, 2, 3, 9, 11, 12, 13, 25]]
    print(decisions)
    adders = [lambda x, k=k: x + k for k in range(3)]
    print([f(10) for f in adders])
    return CALLS
