# A counter bumped twice per item, once inside a `with` body: the loop-counter analysis walked
# every block of the loop but `with` bodies, took `count` for a plain counter of the items and
# proved the bound that CPython fails for every non-empty list.
# expect: failed
# inputs: ([],), ([1],), ([3, 4],), ([0, 0, 0],)


class Quiet:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, trace):
        return False


def main(items: list[int]) -> int:
    count = 0
    for _ in items:
        count += 1
        with Quiet():
            count += 1
    assert count <= len(items)
    return count
