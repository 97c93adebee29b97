# prove: skipped unsupported program body (lower on a symbolic value
"""A history class iterates newest first through `__reversed__` and answers `in` with `__contains__`."""
from tools.agents.trusted.effects import ask


class History:
    def __init__(self):
        self.items = []

    def add(self, text: str) -> None:
        self.items.append(text)

    def __len__(self):
        return len(self.items)

    def __contains__(self, text):
        return text.lower() in [i.lower() for i in self.items]

    def __reversed__(self):
        return reversed(self.items)


def main() -> int:
    h = History()
    if not h:
        print("empty")
    for _ in range(3):
        h.add(ask("cmd"))
    print(list(reversed(h)), "LS" in h, "rm" in h)
    assert len(h) == 3
    return len(h)
