"""The TypeErrors str methods raise for an argument that is not a str, worded as CPython's."""


def attempt(label, call):
    try:
        print(label, repr(call()))
    except TypeError as e:
        print(label, "TypeError:", e)


def main():
    s = "a,b,c"
    attempt("find", lambda: s.find(3))
    attempt("rfind", lambda: s.rfind(None))
    attempt("index", lambda: s.index(2.5))
    attempt("rindex", lambda: s.rindex([","]))
    attempt("count", lambda: s.count(b","))
    attempt("split", lambda: s.split(3))
    attempt("rsplit", lambda: s.rsplit(1))
    attempt("split None", lambda: s.split(None))
    attempt("strip", lambda: s.strip(3))
    attempt("lstrip", lambda: s.lstrip(b"a"))
    attempt("rstrip", lambda: s.rstrip(["c"]))
    attempt("replace 1", lambda: s.replace(3, "b"))
    attempt("replace 2", lambda: s.replace(",", 3))
    attempt("replace None", lambda: s.replace(None, ""))
    attempt("removeprefix", lambda: s.removeprefix(3))
    attempt("removesuffix", lambda: s.removesuffix(None))
    attempt("partition", lambda: s.partition(3))
    attempt("rpartition", lambda: s.rpartition(None))
