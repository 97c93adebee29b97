# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
class Item:
    def __init__(self, name, tags):
        self.name = name
        self.tags = tags


STOCK = [Item("a", ["fast"]), Item("b", ["slow", "bulk"]), Item("c", [])]


def main(k: int) -> int:
    # The items are strings (a strict chain under `<`), so every order of the set sorts alike
    # even where a program also holds instances.
    tags = sorted({t for i in STOCK for t in i.tags})
    assert tags == ["bulk", "fast", "slow"]
    pairs = {(t, len(t)) for t in tags}
    assert min(pairs) == ("bulk", 4) and max(pairs) == ("slow", 4)
    assert sorted(pairs, reverse=True)[0] == ("slow", 4)
    return len(tags) + k
