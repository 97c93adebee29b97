def make_limiter(capacity):
    tokens = capacity
    log = []

    def try_take(cost, label):
        nonlocal tokens
        if cost <= tokens:
            tokens -= cost
            log.append(f"ok:{label}")
            return True
        log.append(f"denied:{label}")
        return False

    def refill(amount):
        nonlocal tokens
        tokens = min(capacity, tokens + amount)
        return tokens

    def report():
        return tokens, list(log)

    return try_take, refill, report


def make_counter(start=0, step=1):
    value = start - step

    def next_value():
        nonlocal value
        value += step
        return value

    return next_value


def main():
    take, refill, report = make_limiter(10)
    requests = [(3, "a"), (4, "b"), (5, "c"), (2, "d")]
    for cost, label in requests:
        print(label, take(cost, label))
    print("after refill:", refill(6))
    print("retry c:", take(5, "c2"))
    remaining, events = report()
    print(remaining, events)
    counters = [make_counter(), make_counter(100, -10), make_counter(step=3)]
    for _ in range(3):
        print([c() for c in counters])
    adders = [lambda x, n=n: x + n for n in range(4)]
    print([f(10) for f in adders])
    late = [lambda x: x + n for n in range(4)]
    print([f(10) for f in late])
    return remaining


if __name__ == "__main__":
    main()
