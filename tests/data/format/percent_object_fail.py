"""`%-4s` of an instance pads its `__str__` to at least four characters, never cuts it."""


class Tag:
    def __init__(self, name):
        self.name = name

    def __str__(self):
        return "#" + self.name


def main(s: str) -> None:
    assert len("%-4s|" % Tag(s)) == 5
