"""An instance's `__format__` and `__str__` run in `str.format` and `%`: the claim that they
do not is refuted."""


class Tag:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return "#" + self.name

    def __format__(self, spec):
        return "<" + format(self.name, spec) + ">"


def main(s: str) -> None:
    tag = Tag(s)
    assert "%s" % tag == "{}".format(tag)
