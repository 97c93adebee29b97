# Writing to `vars(obj)` sets the attribute in CPython (the dict is the namespace): the
# attribute read back is the written value.
# expect: proved
# inputs: (0,), (3,), (-2,), (9,)
class Slot:
    def __init__(self, value):
        self.value = value


def main(n: int) -> int:
    s = Slot(n)
    vars(s)["value"] = n + 5
    assert s.value == n + 5
    return s.value
