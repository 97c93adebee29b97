# As own_eq_and_hash.py, but the assertion expects the later, equal tag to be a key of its
# own: false for every input.
# expect: failed
# inputs: (0,), (3,), (-3,), (7,)
class Tag:
    def __init__(self, text):
        self.text = text

    def __hash__(self):
        return hash(self.text.lower())

    def __eq__(self, other):
        return isinstance(other, Tag) and self.text.lower() == other.text.lower()


def main(n: int) -> int:
    tags = {Tag("Urgent"): n}
    tags[Tag("URGENT")] = n + 1
    assert len(tags) == 2 or tags[Tag("urgent")] == n
    return len(tags)
