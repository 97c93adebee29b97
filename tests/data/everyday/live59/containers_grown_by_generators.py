"""Lists, sets, dicts and deques grown from generators over themselves."""
from collections import deque
def main():
    xs = [0]
    xs.extend(x + 1 for x in xs if x < 5)
    print(xs)
    s = {0}
    try:
        s.update(x + 1 for x in s if x < 5)
    except RuntimeError as e:
        print("set", e)
    print(s)
    d = {0: 0}
    try:
        d.update((k + 1, v) for k, v in d.items() if k < 5)
    except RuntimeError as e:
        print("dict", e)
    print(d)
    q = deque([0])
    try:
        q.extend(x + 1 for x in q if x < 5)
    except RuntimeError as e:
        print("deque", e)
    print(q)
    zs = [0, 1]
    zs[len(zs):] = (x + 1 for x in zs if x < 5)
    print(zs)
    ws = [0]
    ws.extend(map(lambda x: x + 1, filter(lambda x: x < 5, ws)))
    print(ws)
