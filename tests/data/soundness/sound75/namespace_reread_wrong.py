# The twin of `namespace_reread.py`: the namespace read after the change holds `seen`, so the
# assertion that it does not fails for every n.
# expect: failed
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
    assert "seen" not in after
    return n
