# A counter returned from a factory keeps its state in a list cell.
# expect: proved
# inputs: (0,), (1,), (-3,), (99,)
def make_counter(start: int):
    box = [start]

    def bump() -> int:
        box[0] += 1
        return box[0]

    return bump


def main(s: int) -> int:
    c = make_counter(s)
    c()
    c()
    r = c()
    assert r == s + 3
    return r
