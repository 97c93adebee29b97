"""Checks the answers a small record store gives when it compares and merges its records by
the builtin types' special methods, formats them with `%` against lists and bytes, and reports
the exact errors of deletions, searches and empty pops, as an audit log would print them."""

import collections
import types

Pair = collections.namedtuple("Pair", "left right")


class Shelf:
    """A record holder without item deletion."""

    @property
    def label(self):
        return "shelf"


def attempt(label, action):
    try:
        result = action()
    except (TypeError, KeyError, ValueError, IndexError) as exc:
        print(f"{label}: {type(exc).__name__} {exc.args!r}")
        return
    print(f"{label}: {result!r}")


def main():
    counts = collections.Counter("aab")
    ordered = collections.OrderedDict([("z", 1), ("a", 2)])
    attempt("dict eq Counter", lambda: {"a": 2, "b": 1}.__eq__(counts))
    attempt("dict or OrderedDict", lambda: {"q": 0}.__or__(ordered))
    attempt("dict ror OrderedDict", lambda: {"q": 0}.__ror__(ordered))
    attempt("dict lt Counter", lambda: {}.__lt__(counts))
    attempt("tuple eq Pair", lambda: (1, 2).__eq__(Pair(1, 2)))
    attempt("tuple add Pair", lambda: (0,).__add__(Pair(1, 2)))
    attempt("tuple lt Pair", lambda: (1, 2).__lt__(Pair(1, 3)))
    attempt("bytes eq bytearray", lambda: b"ab".__eq__(bytearray(b"ab")))
    attempt("bytes lt bytearray", lambda: b"ab".__lt__(bytearray(b"b")))
    attempt("bytes add bytearray", lambda: b"ab".__add__(bytearray(b"c")))
    attempt("str add Pair", lambda: "x".__add__(Pair(1, 2)))
    for values in ([], [1, 2], b"raw", range(3), {}, (), "text", 5):
        attempt(f"'plain' % {values!r}", lambda: "plain" % values)
        attempt(f"'<%s>' % {values!r}", lambda: "<%s>" % values)
    attempt("'%(k)s' % list", lambda: "%(k)s" % [1])
    attempt("'%(k)s' % bytes", lambda: "%(k)s" % b"k")
    attempt("'%(k)s' % range", lambda: "%(k)s" % range(2))
    attempt("'%(k)s' % Counter", lambda: "%(k)s" % collections.Counter())
    attempt("b'plain' % list", lambda: b"plain" % [1])
    attempt("b'plain' % bytes", lambda: b"plain" % b"x")
    attempt("b'%(k)s' % list", lambda: b"%(k)s" % [1])
    shelf = Shelf()
    shelf.__dict__["label"] = "overwritten"
    print("property over namespace:", shelf.label, shelf.__dict__)

    def delete(key):
        del shelf[key]

    attempt("del shelf[0]", lambda: delete(0))
    attempt("del shelf[True]", lambda: delete(True))
    attempt("del shelf['k']", lambda: delete("k"))
    attempt("del shelf[2**70]", lambda: delete(2**70))
    attempt("list.index start str", lambda: [1].index(1, "a"))
    attempt("list.index start None", lambda: [1, 2].index(2, None))
    attempt("tuple.index stop float", lambda: (1,).index(1, 0, 1.5))
    attempt("deque.index start str", lambda: collections.deque([1]).index(1, "a"))
    attempt("deque.index start huge", lambda: collections.deque([1]).index(1, -(2**70)))
    attempt("str.find start float", lambda: "ab".find("b", 1.5))
    attempt("str.count end str", lambda: "ab".count("b", None, "x"))
    attempt("bytes.find start str", lambda: b"ab".find(b"b", "x"))
    attempt("str.startswith start str", lambda: "ab".startswith("a", "x"))
    emptied = {1}
    emptied.pop()
    attempt("set.pop empty", emptied.pop)
    proxy = types.MappingProxyType({"k": 1})
    print("proxy text:", str(proxy), f"{proxy}", repr(proxy), proxy != {"k": 2})
