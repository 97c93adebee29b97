# `vars(obj)` read again after the object changes sees the change (a copy held across the
# change is refused by both engines, as CPython's would be the live dict).
# expect: proved
# inputs: (0,), (3,), (-4,), (10,)
class Tally:
    def __init__(self):
        self.total = 0


def main(n: int) -> int:
    t = Tally()
    before = dict(vars(t))
    t.total = n
    t.seen = 1
    after = vars(t)
    assert after == {"total": n, "seen": 1} and before == {"total": 0}
    return n
