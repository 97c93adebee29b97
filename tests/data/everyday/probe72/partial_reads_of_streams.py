"""A record reader takes a header off a stream by unpacking and chains a sentinel after it,
then keeps reading the same stream: CPython's unpacking reads one item past the names and
`itertools.chain` leaves a generator it read from open."""

import itertools


def records():
    for n in range(1, 6):
        print("read record", n)
        yield n * 10


def main():
    stream = iter(["id", "name", "age", "row1", "row2"])
    try:
        first, second = stream
    except ValueError as exc:
        print("ValueError:", exc)
    print("left:", list(stream))
    gen = records()
    try:
        a, b, c, d, e, f = gen
    except ValueError as exc:
        print("ValueError:", exc)
    source = records()
    print("first of chain:", next(itertools.chain(source, [0])))
    print("then:", next(source))
    print("dropwhile:", next(itertools.dropwhile(lambda v: v < 30, source)))
    print("after dropwhile:", next(source, None))
    (k, v), rest = zip("ab", records())
    print(k, v, rest)
    for (i, (name, size)), tag in zip(enumerate(iter([("x", 1), ("y", 2)])), "pq"):
        print(i, name, size, tag)
    it = map(str.upper, ["a", "b", "c"])
    head, *tail = it
    print(head, tail, list(it))
