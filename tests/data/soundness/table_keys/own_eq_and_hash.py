# A class's own `__hash__` and `__eq__` decide which keys are one: case-insensitive tags, the
# first tag stored kept as the key, the last value kept.
# expect: proved
# inputs: (0,), (3,), (-3,), (7,)
class Tag:
    def __init__(self, text):
        self.text = text

    def __hash__(self):
        return hash(self.text.lower())

    def __eq__(self, other):
        return isinstance(other, Tag) and self.text.lower() == other.text.lower()


def main(n: int) -> int:
    first = Tag("Urgent")
    tags = {first: n, "misc": 1}
    tags[Tag("URGENT")] = n + 1
    assert len(tags) == 2 and tags[Tag("urgent")] == n + 1
    assert list(tags)[0] is first
    assert Tag("later") not in tags and "urgent" not in tags
    return tags.pop(Tag("uRGENT"))
