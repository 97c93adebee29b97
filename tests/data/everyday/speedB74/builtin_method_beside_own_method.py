# Builtin values calling methods whose names a class of the program also defines (append,
# pop, get, count, index, split, update): each call reaches the right method, with the same
# errors, whether the receiver is a builtin value, an instance, a named tuple or a class.
from collections import deque, namedtuple


class Stack:
    def __init__(self):
        self.items = []

    def append(self, item):
        self.items.append(item)
        return "own append"

    def pop(self):
        return ("own pop", self.items.pop())

    def get(self, key, default=None):
        return f"own get {key} {default}"

    def count(self, item):
        return -1

    def split(self):
        return "own split"

    def update(self, *others):
        return len(others)


class Registry(dict):
    def get(self, key, default=None):
        return ("registry", super().get(key, default))


Pair = namedtuple("Pair", "left right")


def attempt(label, action):
    try:
        print(label, action())
    except (IndexError, TypeError, KeyError, AttributeError, ValueError) as e:
        print(label, type(e).__name__, e)


def main():
    st = Stack()
    print(st.append(1), st.append(2), st.pop(), st.items)
    print(st.get("k"), st.get("k", 3), st.count(1), st.split(), st.update(1, 2))
    xs = [3, 1, 2]
    print(xs.append(4), xs.pop(), xs.pop(0), xs, xs.count(1), xs.index(2))
    q = deque(range(5))
    q.append(5)
    print(q.pop(), q.popleft(), q, q.count(3))
    d = {"a": 1}
    print(d.get("a"), d.get("b"), d.get("b", 0), d.update(b=2), d)
    print("a b  c".split(), "a,b".split(","), "x".count("x"))
    r = Registry(a=1)
    print(r.get("a"), r.get("z", 9))
    pr = Pair(1, 1)
    print(pr.count(1), pr.index(1))
    s = {1, 2}
    s.update([3])
    print(sorted(s))
    attempt("empty pop", lambda: [].pop())
    attempt("empty deque pop", lambda: deque().pop())
    attempt("pop out of range", lambda: [1].pop(5))
    attempt("get of nothing", lambda: {}.get())
    attempt("append of two", lambda: [].append(1, 2))
    attempt("index missing", lambda: [1, 2].index(3))
    attempt("int has no append", lambda: (5).append(1))
    attempt("str has no pop", lambda: "abc".pop())
    attempt("class pop unbound", lambda: Stack.pop())
    print(Stack.append(st, 7), st.items)
    bound = xs.append
    bound(10)
    print(xs)
    total = 0
    window = deque()
    for i in range(20):
        window.append(i)
        if len(window) > 3:
            total += window.popleft()
    print(total, window)
