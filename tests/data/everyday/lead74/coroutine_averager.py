def averager():
    total, count, avg = 0.0, 0, None
    while True:
        value = yield avg
        if value is None:
            break
        total += value
        count += 1
        avg = total / count
    return count


def chunked(iterable, size):
    chunk = []
    for item in iterable:
        chunk.append(item)
        if len(chunk) == size:
            yield tuple(chunk)
            chunk = []
    if chunk:
        yield tuple(chunk)


def flatten(nested):
    for x in nested:
        if isinstance(x, (list, tuple)):
            yield from flatten(x)
        else:
            yield x


def main():
    g = averager()
    next(g)
    for v in [10, 20, 60]:
        print(g.send(v))
    try:
        g.send(None)
    except StopIteration as stop:
        print("count:", stop.value)
    print(list(chunked(range(7), 3)))
    print(list(flatten([1, [2, [3, (4, 5)]], [], 6])))
    gen = (x * x for x in range(5))
    print(next(gen), next(gen), list(gen), list(gen))
    it = iter([1, 2, 3])
    print(next(it), next(it), next(it), next(it, "done"))
