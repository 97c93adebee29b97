"""Error paths of classes deriving from collections classes, as CPython reports them."""
import collections
from collections import Counter, OrderedDict, defaultdict, deque


class Ordered(OrderedDict):
    pass


class Ring(deque):
    def __init__(self, size):
        super().__init__((), size, 99)


class Bag(Counter):
    def __init__(self, *words):
        super().__init__(words, words)


class Lazy(defaultdict):
    def __init__(self):
        super().__init__("not callable")


class Layered(collections.Counter, dict):
    def heaviest(self):
        return self.most_common(1)[0][0] if self else None


def attempt(label, make):
    try:
        result = make()
    except (TypeError, KeyError, ValueError, IndexError, NotImplementedError) as e:
        print(f"{label}: {type(e).__name__}: {e}")
    else:
        print(f"{label}: ok {result!r}")


def main():
    od = Ordered(a=1)
    attempt("move_to_end missing", lambda: od.move_to_end("zz"))
    attempt("move_to_end no key", lambda: od.move_to_end())
    attempt("popitem empty", lambda: Ordered().popitem(last=False))
    attempt("pop missing", lambda: od.pop("q"))
    attempt("pop default", lambda: od.pop("q", 0))
    attempt("too many", lambda: Ordered({}, {}))
    attempt("ring arity", lambda: Ring(3))
    attempt("bag arity", lambda: Bag("a", "b"))
    attempt("lazy factory", lambda: Lazy())
    attempt("hash", lambda: hash(od))
    attempt("unhashable key", lambda: {Ordered(): 1})
    attempt("counter fromkeys", lambda: Layered.fromkeys("ab"))
    attempt("fromkeys", lambda: Ordered.fromkeys("ab", 0))
    layered = Layered("mississippi")
    print("layered:", layered.heaviest(), layered, [c.__name__ for c in Layered.__mro__])
    attempt("deque index", lambda: Ring.__mro__[1].__name__)


if __name__ == "__main__":
    main()
