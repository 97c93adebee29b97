# A bound method's text holds its receiver's default repr, with the instance's address: an
# equality between two instances' texts depends on addresses, so the proof is skipped.
# expect: skipped
# inputs: (1,), (4,), (0,), (-5,)
class Counter:
    def __init__(self, start):
        self.value = start

    def bump(self):
        self.value += 1
        return self.value


def main(n: int) -> int:
    a, b = Counter(n), Counter(n)
    assert f"{a.bump}" != f"{b.bump}", "two objects, two addresses"
    assert f"{a.bump}".startswith("<bound method Counter.bump of <") and " object at 0x" in f"{a.bump}"
    return a.bump() + b.bump()
