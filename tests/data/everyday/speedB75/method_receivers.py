# Methods called on plain strs, lists and dicts beside deques, Counters, defaultdicts, class
# namespaces, subclasses and instances holding attributes of those names: each call finds the
# method CPython finds, or raises CPython's AttributeError.
from collections import Counter, defaultdict, deque


class Tags(list):
    def append(self, item):
        super().append(item.upper())


class Holder:
    def __init__(self):
        self.append = lambda item: f"held {item}"
        self.items = []


def attempt(label, action):
    try:
        print(label, action())
    except AttributeError as e:
        print(label, "AttributeError:", e)


def main():
    words = "alpha beta Gamma beta".split()
    seen = {}
    for w in words:
        seen[w] = seen.get(w, 0) + 1
        seen.setdefault(w.lower(), []).append(len(w)) if w.istitle() else None
    print(seen)
    queue = deque([1, 2])
    queue.append(3)
    print(queue.popleft(), queue.pop(), list(queue))
    counts = Counter(words)
    print(counts.most_common(1), counts.get("beta"), counts.setdefault("delta", 0))
    groups = defaultdict(list)
    groups["x"].append(1)
    print(groups.get("x"), groups.setdefault("y", [2]), sorted(groups.items()))
    tags = Tags()
    tags.append("red")
    print(tags, tags.count("RED"), tags.index("RED"))
    holder = Holder()
    print(holder.append("x"), holder.items.append(1), holder.items)
    namespace = vars(Holder)
    attempt("namespace get", lambda: namespace.get("missing", "none"))
    attempt("namespace setdefault", lambda: namespace.setdefault("k", 1))
    attempt("str append", lambda: "abc".append("d"))
    attempt("list lower", lambda: [1].lower())
    attempt("dict sort", lambda: {}.sort())
    attempt("tuple append", lambda: (1,).append(2))
    letters = [c for c in "Hello World" if c.isupper()]
    total = sum(1 for c in "Hello World" if c.islower())
    print(letters, total, "-".join(w.strip("a") for w in words))
    return len(seen)
