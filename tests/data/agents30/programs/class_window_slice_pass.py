# prove: proved
"""A log window slices through `__getitem__` with a slice object."""
from tools.agents.trusted.effects import read_file


class Window:
    def __init__(self, lines: list):
        self.lines = lines

    def __getitem__(self, key):
        return self.lines[key]

    def __len__(self):
        return len(self.lines)


def main() -> int:
    try:
        text = read_file("app.log")
    except FileNotFoundError:
        text = ""
    w = Window(text.split("\n"))
    tail = w[-2:]
    print(tail, w[0])
    return len(tail)
