# prove: proved
"""A class with a property, a static method and a class method building instances."""


class Window:
    def __init__(self, start: int, size: int):
        self.start = start
        self.size = size

    @property
    def end(self) -> int:
        return self.start + self.size

    @staticmethod
    def overlap(a: int, b: int, c: int, d: int) -> bool:
        return a < d and c < b

    @classmethod
    def at(cls, start: int):
        return cls(start, 10)

    def clashes(self, other) -> bool:
        return Window.overlap(self.start, self.end, other.start, other.end)

    def __repr__(self) -> str:
        return "Window(" + str(self.start) + ".." + str(self.end) + ")"


def main() -> int:
    meetings = [Window.at(9), Window(15, 5), Window.at(18)]
    clashes = 0
    for i in range(len(meetings)):
        for j in range(i + 1, len(meetings)):
            if meetings[i].clashes(meetings[j]):
                print("clash", meetings[i], meetings[j])
                clashes += 1
    return clashes
