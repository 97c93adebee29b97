"""Extending and updating from generators that read the container being extended."""
from collections import Counter
def main():
    zs = [0, 1]
    zs[len(zs):] = (x + 1 for x in zs if x < 5)
    print(zs)
    ws = [0]
    ws.extend(map(lambda x: x + 1, filter(lambda x: x < 5, ws)))
    print(ws)
    vs = [1, 2]
    try:
        vs.extend(10 // (x - 2) for x in vs)
    except ZeroDivisionError:
        print("partial", vs)
    t = (1,)
    g = (print("ran") for _ in range(1))
    try:
        t.extend(g)
    except AttributeError as e:
        print(e)
    d = {}
    try:
        d.update(p for p in [(1, 2), (3, 4, 5)])
    except ValueError as e:
        print(e, d)

    c = Counter("ab")
    c.update(ch for ch in "abc")
    print(c)
    s = {1, 2}
    s.difference_update(x for x in [1])
    print(s)
