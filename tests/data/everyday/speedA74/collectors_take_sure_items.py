# Collecting builtins over iterators whose items are plain keys and pairs, with a bad item
# partway: the items before it are taken, the ones after it stay in the iterator.
from collections import Counter, OrderedDict, defaultdict


def pairs_then_bad():
    yield "a", 1
    yield ["b", 2]
    yield ("c", (3, 4))
    yield [["unhashable"], 5]
    yield "d", 6


def keys_then_bad():
    yield 1
    yield "two"
    yield (3, ("four", 5.0))
    yield b"six"
    yield [7]
    yield 8


def main():
    words = ["x", "y", "x", "z", "x", "y"]
    print(sorted(Counter(zip(words, words[1:])).items()))
    print(dict(kv.split("=") for kv in "a=1 b=2 c=3".split()))
    print(OrderedDict((w, len(w)) for w in words))
    print(sorted(set((i, i % 3) for i in range(7))))
    print(sorted(frozenset(zip(range(4), "abcd"))))
    dd = defaultdict(list, ((w, [w]) for w in "pq"))
    print(sorted(dd.items()))
    print(bytes(i * 40 for i in range(7)), bytearray(x for x in (True, False, 255)))

    it = pairs_then_bad()
    try:
        dict(it)
    except TypeError as e:
        print("dict:", e)
    print("left:", list(it))

    it = keys_then_bad()
    try:
        set(it)
    except TypeError as e:
        print("set:", e)
    print("left:", list(it))

    it = keys_then_bad()
    try:
        Counter(it)
    except TypeError as e:
        print("Counter:", e)
    print("left:", list(it))

    d = {"z": 0}
    it = pairs_then_bad()
    try:
        d.update(it)
    except TypeError as e:
        print("update:", e)
    print(d, "left:", list(it))

    s = {0}
    it = keys_then_bad()
    try:
        s.update(it)
    except TypeError as e:
        print("set update:", e)
    print(sorted(s, key=repr), "left:", list(it))

    it = iter([1, 300, 2])
    try:
        bytes(it)
    except ValueError as e:
        print("bytes:", e)
    print("left:", list(it))

    it = iter([("k", 1), ("bad",), ("j", 2)])
    try:
        dict(it)
    except ValueError as e:
        print("dict:", e)
    print("left:", list(it))

