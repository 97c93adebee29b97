# prove: skipped unsupported program body (`.split()` of a symbolic s
"""A log window read through `__getitem__` and `__len__`: its last two lines and its first."""
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
    tail = [w[i] for i in range(max(len(w) - 2, 0), len(w))]
    print(tail, w[0])
    return len(tail)
