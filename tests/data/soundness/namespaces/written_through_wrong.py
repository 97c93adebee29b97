# As written_through.py, but the assertion expects the attribute unchanged, as it would be if
# `vars(obj)` were a copy: CPython fails it for every input.
# expect: failed
# inputs: (0,), (3,), (-2,), (9,)
class Slot:
    def __init__(self, value):
        self.value = value


def main(n: int) -> int:
    s = Slot(n)
    vars(s)["value"] = n + 5
    assert s.value == n
    return s.value
