# A counter bumped twice per iteration, once inside a `with` body: the loop-counter analysis
# walked every block of the loop but `with` bodies, took `count` for a plain counter and proved
# the bound that CPython fails for every non-empty range.
# expect: failed
# inputs: (0,), (1,), (3,), (-2,)


class Quiet:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, trace):
        return False


def main(n: int) -> int:
    count = 0
    for _ in range(n):
        count += 1
        with Quiet():
            count += 1
    assert count <= max(n, 0)
    return count
