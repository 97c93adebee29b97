def backoff_schedule(base: float, factor: float, cap: float, attempts: int):
    delay = base
    for attempt in range(1, attempts + 1):
        yield attempt, min(delay, cap)
        delay *= factor


def simulate(outcomes, max_attempts=5):
    """outcomes: list of booleans, True = success at that attempt."""
    waited = 0.0
    for (attempt, delay), ok in zip(backoff_schedule(0.5, 2, 4.0, max_attempts), outcomes):
        if ok:
            return f"success on attempt {attempt} after waiting {waited:.1f}s"
        waited += delay
    else:
        return f"gave up after {min(len(outcomes), max_attempts)} attempts ({waited:.1f}s)"


def main():
    for attempt, d in backoff_schedule(0.25, 3, 10, 6):
        print(f"attempt {attempt}: wait {d:g}s")
    cases = [[True], [False, True], [False] * 3 + [True], [False] * 8, [False, False]]
    for c in cases:
        print(f"{''.join('ok' if x else 'x' for x in c):<10} {simulate(c)}")
    total = sum(d for _, d in backoff_schedule(1, 2, 30, 10))
    print("total worst case:", total)
    n = 0
    while True:
        n += 1
        if 2 ** n > 1000:
            break
    print("first power of two over 1000: 2**%d = %d" % (n, 2 ** n))
    k = 10
    while k > 0:
        k -= 3
    else:
        print("while-else reached with k =", k)


if __name__ == "__main__":
    main()
