"""A templating helper that reports which user templates are broken, and how, before using them."""
from collections import defaultdict


class Row:
    def __init__(self, **fields):
        self.fields = fields

    def __getitem__(self, key):
        return self.fields[key]

    @property
    def size(self):
        return len(self.fields)


TEMPLATES = [
    ("{} and {}", ("a", "b"), {}),
    ("{0}{1}{0}", ("ab", "-"), {}),
    ("{x} {", (), {}),
    ("{} }", (1,), {}),
    ("{0:{1}} {", (1, 5), {}),
    ("{0!x}", (1,), {}),
    ("{0!rr}", (1,), {}),
    ("{:{:{}}}", (1, 2, 3), {}),
    ("{0[}", (1,), {}),
    ("{0.}", (1,), {}),
    ("{[a]b}", ({"a": 1},), {}),
    ("{x!q}", (), {}),
    ("{x.}", (), {}),
    ("{0[a]x}", (1,), {}),
    ("{0[-1]}", ({"-1": 3},), {}),
    ("{0[1]}", ("ab",), {}),
    ("{}{0}", (1, 2), {}),
    ("{0}{}", (1, 2), {}),
    ("{5}", (1,), {}),
    ("{name!r:>8}|{name!s:<8}|{name!a}", (), {"name": "café"}),
    ("{0.size} fields, id={0[id]:04d}", (Row(id=7, kind="x"),), {}),
    ("{row[kind]!r} {row.size:+}", (), {"row": Row(kind="y")}),
    ("{0[missing]}", (Row(),), {}),
    ("{:^{w}.{p}}", ("abcdef",), {"w": 9, "p": 3}),
    ("{{literal}} {0}", ("x",), {}),
    ("{:%}", (0.5,), {}),
    ("{:=^+9.2f}", (3.14159,), {}),
    ("{:s}", (5,), {}),
    ("{:d}", ("5",), {}),
    ("{0.real}-{0.imag}", (7,), {}),
]


def main():
    ok = 0
    for template, args, kwargs in TEMPLATES:
        try:
            text = template.format(*args, **kwargs)
            ok += 1
            print(f"{template!r:>36} -> {text!r}")
        except (ValueError, KeyError, IndexError, TypeError, AttributeError) as e:
            print(f"{template!r:>36} !! {type(e).__name__}: {e}")
    for mapping in [{"a": 1, "b": [2, 3]}, {"a": 1}]:
        try:
            print("{a}/{b[1]}".format_map(mapping))
        except KeyError as e:
            print("KeyError", e)
    counts = defaultdict(int, done=3)
    print("{done} done, {failed} failed".format_map(counts), sorted(counts.items()))
    print("{kind}/{id:>3}".format_map(Row(kind="k", id=9)))
    try:
        print("{0}".format_map({"0": 1}))
    except ValueError as e:
        print("ValueError", e)
    for args in [(1, 2), (1,), (1, 2, 3)]:
        try:
            print("%d-%d" % args)
        except TypeError as e:
            print("TypeError", e)
    for template in ["%s %", "%(a)s %s", "%y", "%(a", "%5.2f%%", "%-6s|%6s|%.2s"]:
        try:
            print(repr(template % ({"a": 1} if "(" in template else ("abc", "de", "fgh")[: template.count("%") - 2 * template.count("%%")])))
        except (TypeError, ValueError, KeyError) as e:
            print(template, type(e).__name__, e)
    return ok


if __name__ == "__main__":
    main()
