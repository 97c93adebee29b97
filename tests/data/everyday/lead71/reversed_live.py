"""reversed() reads a list, deque, bytearray or range backwards as it goes, as CPython does."""
from collections import deque

def main():
    for x in [[1], (1,), "a", b"a", bytearray(b"a"), range(2), deque([1]), {1: 2}, {1: 2}.items()]:
        print(list(reversed(x)))
    xs = [1, 2, 3]; it = reversed(xs); print(next(it)); xs.pop(); xs.pop(); print(list(it))
    xs = [1, 2, 3]; it = reversed(xs); print(next(it)); xs.insert(0, 9); print(list(it))
    xs = [1, 2, 3]; it = reversed(xs); print(next(it)); xs[0] = 5; xs.append(4); print(list(it), list(it))
    b = bytearray(b"abc"); it = reversed(b); print(next(it)); b[0] = 65; print(list(it))
    b = bytearray(b"abc"); it = reversed(b); print(next(it)); b.clear(); print(list(it))
    d = deque([1, 2, 3]); it = reversed(d); print(next(it)); d.append(4)
    try:
        print(list(it))
    except RuntimeError as e:
        print("RE", e)
    d = deque([1, 2, 3]); it = reversed(d); print(next(it)); d[0] = 7; print(list(it))
    d = deque([1, 2, 3, 4], maxlen=4); d.popleft(); print(list(reversed(d)))
    for r in [range(5), range(1, 10, 3), range(10, 0, -4), range(0), range(5, 1), range(-3, 3, 2), range(10**20, 10**20 + 3)]:
        print(list(reversed(r)), list(reversed(list(reversed(r)))))
    out = []
    for i, x in enumerate(reversed([4, 5, 6])):
        out.append((i, x))
    print(out, list(zip(reversed("abc"), reversed([1, 2, 3]))))
    xs = [1, 2, 3, 4]
    for x in reversed(xs):
        if x % 2 == 0:
            xs.remove(x)
    print(xs)
