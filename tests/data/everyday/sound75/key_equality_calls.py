"""How often dicts, sets and Counters ask a key class its hash and equality, as CPython asks."""
from collections import Counter

calls = []


class K:
    def __init__(self, v, tag):
        self.v = v
        self.tag = tag

    def __eq__(self, other):
        calls.append(f"{self.tag}=={getattr(other, 'tag', other)}")
        return isinstance(other, K) and self.v == other.v

    def __hash__(self):
        calls.append(f"h{self.tag}")
        return hash(self.v)

    def __repr__(self):
        return self.tag


def show(label, result):
    print(label, result, calls)
    calls.clear()


def main():
    a, b, c = K(1, "a"), K(1, "b"), K(2, "c")
    show("Counter", Counter([a, b, c, b]))
    cn = Counter([a])
    cn.update([b, c])
    show("update", cn)
    cn2 = Counter()
    for x in [a, b]:
        cn2[x] += 1
    show("counter +=", cn2)
    show("fromkeys", dict.fromkeys([a, b, c]))
    show("set", set([a, b, c]))
    show("setcomp", {x for x in [a, b]})
    d = {}
    d[a] = 1
    d[b] = 2
    show("setitem", d)
    show("in dict", b in d)
    show("in set", b in {a})
    show("get", d.get(b))
    show("setdefault", d.setdefault(b, 5))
    show("pop", {a: 1}.pop(b))
    show("count", [a, c, b].count(b))
    show("index", [c, a].index(b))
    lst = [c, a, b]
    lst.remove(b)
    show("remove", lst)
    show("list eq", [a, c] == [b, c])
    show("list eq same", [a] == [a])
    show("tuple eq", (a, c) == (b, c))
    show("in list", b in [c, a])
    show("dict eq", {a: 1} == {b: 1})
    show("set eq", {a} == {b})
    show("dict literal", {a: 1, b: 2})
    show("set literal", {a, b})
    show("dict()", dict([(a, 1), (b, 2)]))
    s = {a}
    s.add(b)
    show("set add", s)
    s.discard(b)
    show("discard", s)
    show("union", {a} | {b})
    show("inter", {a} & {b})
    show("frozenset", frozenset([a, b]))
    show("most_common", Counter([a, b, c]).most_common(1))
    d2, e2 = K(3, "d"), K(4, "e")
    show("set sub", {a} - {b})
    show("set sub big", {a, c, d2, e2, K(5, "f")} - {b})
    show("set and", {b} & {a, c, d2})
    show("set xor", {a, c} ^ {b})
    show("set ge", {a} >= {b})
    show("set lt", {a} < {b})
    show("set eq sizes", {a, c} == {b})
    show("dict eq sizes", {a: 1, c: 2} == {b: 1})
    show("issubset", {a}.issubset({b}))
    show("issuperset", {a, c}.issuperset({b}))
    show("difference", {a}.difference({b}))
    show("sym diff", {a}.symmetric_difference({b}))


if __name__ == "__main__":
    main()
