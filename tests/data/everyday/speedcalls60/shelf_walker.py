# Generators suspended at several block levels at once and resumed many times: a `yield`
# inside an `if` inside a `for` inside a `while`, inside `try`/`finally` and `with`, in a
# loop's `else`, through `yield from` chains and recursion (a tree walk); two generators of
# one function interleaved, a generator expression over a generator, `send`, `throw` and
# `close` part way, and a generator abandoned half way and closed when dropped.


class Door:
    def __init__(self, name: str) -> None:
        self.name = name

    def __enter__(self) -> "Door":
        print("  open", self.name)
        return self

    def __exit__(self, *exc) -> bool:
        print("  shut", self.name)
        return False


def shelves(rows: int, cols: int):
    r = 0
    while r < rows:
        for c in range(cols):
            if (r + c) % 2 == 0:
                yield (r, c)
            else:
                try:
                    yield (r, -c)
                finally:
                    pass
        else:
            yield ("end", r)
        r += 1


def guarded(name: str, items: list[int]):
    with Door(name):
        for x in items:
            try:
                yield x * 10
            finally:
                print("  after", x)


def tree(node):
    if isinstance(node, list):
        for child in node:
            yield from tree(child)
    else:
        yield node


def accumulator():
    total = 0
    while True:
        try:
            got = yield total
        except ValueError as e:
            print("  caught", e)
            got = 0
        if got is None:
            return total
        total += got


def main() -> int:
    walked = list(shelves(3, 3))
    print(walked)
    a, b = shelves(2, 2), shelves(2, 2)
    print([next(a), next(b), next(a), next(a), next(b)])
    print(sum(x for x in guarded("d1", [1, 2, 3])))
    g = guarded("d2", [4, 5, 6])
    print(next(g))
    g.close()
    print(list(tree([1, [2, [3, [4, 5]], 6], [[7]]])))
    acc = accumulator()
    next(acc)
    print(acc.send(5), acc.send(7), acc.throw(ValueError("bad")), acc.send(1))
    try:
        acc.send(None)
    except StopIteration as stop:
        print("returned", stop.value)
    deep = tree([[[[i] for i in range(4)]]])
    print(next(deep), next(deep))
    for x in guarded("d3", [8, 9]):
        if x > 80:
            break
    total = 0
    for rounds in range(50):
        for r, c in shelves(2, 3):
            total += (c if r != "end" else 1)
    print(total)
    return total
