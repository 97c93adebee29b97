"""An exception of the program's own class leaves main: CPython's traceback shows its own
`__str__`."""


class Refused(Exception):
    def __init__(self, who, why):
        super().__init__(who)
        self.why = why

    def __str__(self):
        return f"{self.args[0]} refused: {self.why}"


def main():
    print("start")
    raise Refused("bob", "no funds")
