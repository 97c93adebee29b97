"""`str.format` and `%` fields of terms are the f-string fields: exact, instances included."""


class Tag:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return "#" + self.name

    def __format__(self, spec):
        return "<" + format(self.name, spec) + ">"


def main(s: str, n: int) -> None:
    if abs(n) >= 10**12:
        return
    if len(s) <= 3:
        assert len("{:>5}".format(s)) == 5
        assert "{0:*<5}|{0}".format(s).startswith(s)
        assert len("{:{}}".format(s, 4)) == 4
    assert "{}-{}".format(s, n) == s + "-" + str(n)
    assert "{x}:{y}".format(x=n, y=s) == str(n) + ":" + s
    if s == "ab":
        assert "{!r:>6}".format(s) == "  'ab'"
    assert "{0[1]}".format([n, s]) == s
    tag = Tag(s)
    assert "{}".format(tag) == "<" + s + ">"
    assert "{.name}".format(tag) == s
    assert "{!s}".format(tag) == "#" + s
    assert "%s!" % tag == "#" + s + "!"
    assert "%s and %s" % (tag, n) == "#" + s + " and " + str(n)
