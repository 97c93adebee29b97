"""Builtins that take whole iterables, in a program with classes: iterators are read once."""

class E:
    def __bool__(self):
        return False


def main():
    xs = [3, 1, 2]
    it = iter(xs)
    print(sorted(it), sorted(iter(xs), reverse=True), max(iter(xs)), min(x for x in xs))
    print(any(iter([0, 0, 1])), all(iter([1, 0])), any([E()]), sorted("cab"), max({"a": 1, "b": 2}))
    return 0
