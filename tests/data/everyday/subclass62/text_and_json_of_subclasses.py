"""Text, printf and json of classes deriving from str, int, float, list and dict."""
import json


class Tag(str):
    pass


class Loud(str):
    def __str__(self):
        return self.upper()


class Cents(int):
    def __repr__(self):
        return f"Cents({int(self)})"


class Temp(float):
    def __format__(self, spec):
        return format(float(self), spec) + "C"


class Rows(list):
    def __iter__(self):
        return iter(self[::-1])


class Env(dict):
    def items(self):
        return [("x", 0)]


def main():
    t, l, c, f = Tag("ab"), Loud("hi"), Cents(250), Temp(21.456)
    print(str(t), repr(t), format(t, ">4"), f"{t!r}", str(l), repr(l), f"{l}", f"{l!s}", format(l, "<3"))
    print(str(c), repr(c), f"{c}", f"{c:05d}", format(c, "x"), [c], str(f), f"{f:.1f}", repr(f), f"{f}")
    print(json.dumps(Rows([1, 2, 3])), json.dumps(Env(a=1)), json.dumps({"t": t, "c": c, "f": f}))
    print(json.dumps([Loud("q")]), "%s %r %d %05.1f %x" % (l, c, c, f, c))
    nested = {"rows": Rows([1, 2]), "env": Env(b=2), "plain": [Rows([]), Env()]}
    print(json.dumps(nested, sort_keys=True), json.dumps(Rows("ab"), indent=1))


if __name__ == "__main__":
    main()
