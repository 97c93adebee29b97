def accumulator():
    total = 0
    count = 0
    while True:
        value = yield total
        if value is None:
            continue
        total += value
        count += 1


def averager():
    total, n = 0.0, 0
    average: float = yield
    while True:
        item = yield average
        total += item
        n += 1
        average = total / n


def echo(log):
    try:
        while True:
            got = yield len(log)
            log.append(got)
    finally:
        log.append("closed")


def main():
    acc = accumulator()
    print(next(acc), acc.send(5), acc.send(10), next(acc), acc.send(-3))
    avg = averager()
    print(next(avg), avg.send(10), avg.send(20), avg.send(0))
    log = []
    e = echo(log)
    print(next(e), e.send("a"), e.send("b"), next(e))
    e.close()
    print(log)
    gen = accumulator()
    try:
        gen.send(1)
    except TypeError as err:
        print("TypeError:", err)
    return [x for x, _ in zip(accumulator(), range(3))]
