"""A deque records every change CPython's does: an iterator over it raises once it moves."""
from collections import deque


def attempt(label, q, op):
    seen = []
    try:
        for i, x in enumerate(q):
            seen.append(x)
            if i == 0:
                op(q)
        print(label, "ok", seen, q)
    except RuntimeError as e:
        print(label, "RuntimeError", e, seen, q)


def main():
    ops = [
        ("append", lambda q: q.append(9)), ("appendleft", lambda q: q.appendleft(9)),
        ("pop", lambda q: q.pop()), ("popleft", lambda q: q.popleft()),
        ("extend", lambda q: q.extend([9])), ("extend_empty", lambda q: q.extend([])),
        ("extendleft", lambda q: q.extendleft([9])), ("rotate", lambda q: q.rotate(1)),
        ("rotate0", lambda q: q.rotate(0)), ("clear", lambda q: q.clear()),
        ("insert", lambda q: q.insert(1, 9)), ("remove", lambda q: q.remove(2)),
        ("reverse", lambda q: q.reverse()), ("count", lambda q: q.count(1)),
    ]
    for label, op in ops:
        attempt(label, deque([1, 2, 3, 4]), op)

    def setitem(q):
        q[1] = 9

    def delitem(q):
        del q[1]

    def iadd(q):
        q += [9]

    def imul(q):
        q *= 2

    def imul1(q):
        q *= 1

    for label, op in [("setitem", setitem), ("delitem", delitem), ("iadd", iadd), ("imul", imul), ("imul1", imul1)]:
        attempt(label, deque([1, 2, 3, 4]), op)
    attempt("maxlen append", deque([1, 2, 3], maxlen=3), lambda q: q.append(7))
    small = deque([1], maxlen=3)
    print(small * 4, small * 0, deque([1, 2]) * 2)
    small *= 5
    print(small)
    q = deque([1, 2])
    it = iter(q)
    print(next(it))
    q.append(3)
    q.pop()
    try:
        print(list(it))
    except RuntimeError as e:
        print("later", e)
    xs = [1, 2]
    ys = xs
    xs *= 2
    print(ys, xs is ys)
    xs *= 0
    print(ys)
    zs = [3]
    zs *= -2
    print(zs)
    try:
        zs *= 1.5
    except TypeError as e:
        print(e)
    d = deque([1])
    try:
        del d[5]
    except IndexError as e:
        print(e)
    try:
        d["a"] = 1
    except TypeError as e:
        print(e)
