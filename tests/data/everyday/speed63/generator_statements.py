# Generators whose plain statements sit between resumable ones: a `yield` followed by plain
# statements and then an `if`, a `while`, a `for`, a `try`, a `with` or a `yield from` that
# must start afresh on resume; `break`, `continue` and `return` in plain statements after a
# `yield`; values sent in; pipelines of generator functions and generator expressions fed
# to `sum`, `any`, `all`, `max` and `join`.


class Noted:
    def __init__(self, name: str) -> None:
        self.name = name

    def __enter__(self) -> "Noted":
        print("  enter", self.name)
        return self

    def __exit__(self, *exc: object) -> bool:
        print("  exit", self.name)
        return False


def after_yield(n: int):
    total = 0
    yield "start"
    total += n
    label = f"n={n}"
    if total > 2:
        yield label + " big"
    else:
        yield label + " small"
    count = 0
    while count < 2:
        count += 1
        yield count
        count += 0
    for k in range(2):
        note = k * 10
        yield note
    try:
        yield "in try"
        total = total // 0
    except ZeroDivisionError:
        yield "caught"
    with Noted("ctx") as c:
        yield c.name
    extra = [total, count]
    yield from extra
    done = "end"
    yield done


def plain_exits(limit: int):
    i = 0
    while True:
        yield i
        i += 1
        if i % 3 == 0:
            continue
        if i >= limit:
            break
    yield "after loop"
    for j in range(5):
        yield j
        if j == 2:
            return "returned"


def echo():
    received = []
    while True:
        value = yield len(received)
        received.append(value)
        if value is None:
            return received


def numbers(limit: int):
    n = 0
    while n < limit:
        yield n
        n += 1


def squares(values):
    for v in values:
        yield v * v


def evens_only(values):
    for v in values:
        if v % 2:
            continue
        yield v


def else_loops(items):
    for x in items:
        if x < 0:
            break
        yield x
    else:
        yield "no negatives"
    k = 0
    while k < 1:
        k += 1
    else:
        yield "while done"


def main() -> None:
    print(list(after_yield(1)))
    print(list(after_yield(5)))
    g = plain_exits(4)
    print([x for x in g])
    h = plain_exits(2)
    for item in h:
        print("item", item)
    e = echo()
    print(next(e), e.send("a"), e.send("b"))
    try:
        e.send(None)
    except StopIteration as stop:
        print("stopped with", stop.value)
    print(sum(squares(evens_only(numbers(20)))))
    print(sum(x * x % 7 for x in numbers(30)))
    print(any(x > 25 for x in numbers(30)), all(x >= 0 for x in numbers(30)))
    print(max(v for v in squares(numbers(9)) if v % 3))
    print(", ".join(str(v) for v in evens_only(numbers(9))))
    print(list(else_loops([1, 2])), list(else_loops([1, -1, 2])))
    pipeline = squares(numbers(6))
    print(next(pipeline), next(pipeline), list(pipeline))
