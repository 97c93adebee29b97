# Items of local lists, dicts, strs and instances read and stored in place: errors, an
# unbound container, a walrus in the index, `+=` of items and numbers, as CPython does them.
class Box:
    def __init__(self):
        self.d = {}

    def __getitem__(self, k):
        print("get", k)
        return self.d.get(k, 0)

    def __setitem__(self, k, v):
        print("set", k, v)
        self.d[k] = v


def unbound_read():
    if False:
        xs = [1]
    return xs[0]


def unbound_store():
    if False:
        xs = [1]
    xs[0] = 5


def main():
    xs = [1, 2, 3]
    i = 1
    print(xs[i], xs[-1], xs[i + 1], xs[0])
    xs[i] = 9
    xs[i + 1] = xs[0]
    xs[-1] += 4
    print(xs)
    t = (1, 2)
    try:
        t[0] = 3
    except TypeError as e:
        print("TypeError", e)
    try:
        print(xs[7])
    except IndexError as e:
        print("IndexError", e)
    try:
        xs[7] = 1
    except IndexError as e:
        print("IndexError", e)
    try:
        xs["a"] = 1
    except TypeError as e:
        print("TypeError", e)
    b = Box()
    b[i] = 4
    b[i] += 1
    print(b[i], b[2])
    d = {}
    k = "a"
    d[k] = 1
    d[k] += 2
    print(d[k], d)
    s = "hello"
    print(s[i], s[-1])
    for fn in (unbound_read, unbound_store):
        try:
            fn()
        except UnboundLocalError as e:
            print("UnboundLocalError", e)
    ys = [0, 0]
    ys[(ys := [5, 6])[0] - 5] = 7
    print(ys)
    n = 1.5
    n += 2
    m = 3
    m += True
    m -= 2.5
    print(n, m)
    q = [1]
    q += (2, 3)
    print(q)
    big = 2 ** 62
    big += big
    print(big)
    return 0
