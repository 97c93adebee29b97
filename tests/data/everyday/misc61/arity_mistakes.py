"""Text and list helpers an agent wrote with the wrong number of arguments, each reported as
CPython reports it."""
import collections


def attempt(label, action):
    try:
        result = action()
    except TypeError as e:
        print(f"{label}: TypeError: {e}")
    else:
        print(f"{label}: {result!r}")


def main():
    words = ["alpha", "beta", "alpha"]
    text = "a,b,,c"
    counts = collections.Counter(words)
    queue = collections.deque(words)
    attempt("count", lambda: text.count())
    attempt("find", lambda: text.find())
    attempt("split", lambda: text.split(",", 1, 2))
    attempt("split ok", lambda: text.split(sep=",", maxsplit=1))
    attempt("split kw", lambda: text.split(separator=","))
    attempt("strip", lambda: text.strip(",", " "))
    attempt("join", lambda: ",".join())
    attempt("upper", lambda: text.upper(True))
    attempt("replace", lambda: text.replace(","))
    attempt("startswith kw", lambda: text.startswith(prefix="a"))
    attempt("tuple index", lambda: (1, 2).index())
    attempt("list count", lambda: words.count())
    attempt("list append", lambda: words.append("x", "y"))
    attempt("list sort", lambda: words.sort(len))
    attempt("list sort kw", lambda: words.sort(reversed=True))
    attempt("dict clear", lambda: {}.clear(1))
    attempt("dict get", lambda: {}.get())
    attempt("dict get kw", lambda: {}.get("a", default=0))
    attempt("bytes lower", lambda: b"A".lower(1))
    attempt("bytes decode", lambda: b"A".decode("ascii", "strict", 1))
    attempt("set add", lambda: set().add())
    attempt("counter clear", lambda: counts.clear(1))
    attempt("counter most_common", lambda: counts.most_common(1, 2))
    attempt("deque rotate", lambda: queue.rotate(1, 2))
    attempt("deque insert", lambda: queue.insert(0))
    attempt("int to_bytes", lambda: (5).to_bytes(2, "big", False))
    attempt("str method on type", lambda: str.upper("a", 1))
    print(words, sorted(counts.items()))


if __name__ == "__main__":
    main()
