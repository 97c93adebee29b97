def noisy(x):
    print("f", x)
    return x * 10


def gen():
    for i in range(4):
        print("gen", i)
        yield i


def main():
    m = map(noisy, [1, 2, 3])
    print("made")
    print(next(m))
    for v in m:
        print("got", v)
    print(list(m))
    f = filter(lambda x: x % 2 == 0, gen())
    print("filter made")
    print(next(f), list(f))
    print(list(map(lambda a, b: a + b, [1, 2], gen())))
    print(sorted(map(str, range(12)), key=len)[:4], sum(map(int, "1 2 3".split())))
    items = [5, 3, 0, 7]
    pos = [0]

    def take():
        pos[0] += 1
        return items[pos[0] - 1]

    print(list(iter(take, 0)), pos[0])
    stream = iter(["a", "b", "", "c"])
    print(list(iter(lambda: next(stream), "")))
    print(list(filter(None, [0, "", "x", 3, None])))
    print("-".join(map(str.upper, ["a", "b"])), any(map(noisy, [0, 1, 2])))
    z = zip(map(noisy, [1, 2]), "ab")
    print(list(z))
    print(dict(map(lambda kv: (kv[1], kv[0]), enumerate("xyz"))))
    return 0
