"""What goes wrong with dict and list subclasses, caught and reported as CPython reports it."""


class Config(dict):
    def __init__(self, *pairs):
        super().__init__(*pairs)


class Row(list):
    pass


class Frozen(dict):
    def __setitem__(self, key, value):
        raise TypeError(f"{type(self).__name__} is read-only: {key}")


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as e:
        print(label, "!!", type(e).__name__, e)


def main():
    attempt("two mappings", lambda: Config({"a": 1}, {"b": 2}))
    attempt("one mapping", lambda: Config({"a": 1}))
    attempt("bad pairs", lambda: Config([("a", 1, 2)]))
    attempt("not iterable", lambda: Config(5))
    attempt("row of two", lambda: Row([1], [2]))
    attempt("row keyword", lambda: Row(items=[1]))
    attempt("row of int", lambda: Row(3))
    attempt("row ok", lambda: Row("abc"))
    attempt("row index", lambda: Row([1, 2])[5])
    attempt("row remove", lambda: Row([1, 2]).remove(9))
    attempt("dict key", lambda: Config()["x"])
    attempt("no attr", lambda: Config().missing_method())
    attempt("hash row", lambda: {Row(): 1})
    frozen = Frozen(a=1)
    attempt("frozen set", lambda: frozen.__setitem__("b", 2))
    frozen.update(b=2)
    attempt("frozen update", lambda: sorted(frozen.items()))
    attempt("frozen attr", lambda: setattr(frozen, "note", "ok") or frozen.note)
    attempt("plain init", lambda: Frozen([("k", "v")], z=0))


if __name__ == "__main__":
    main()
