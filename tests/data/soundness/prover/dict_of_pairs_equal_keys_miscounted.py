# The twin: claiming two entries whatever the keys is refuted where they are equal.
# expect: failed
# inputs: (1, 2), (2, 2), (-3, 7), (0, 0)
def main(a: int, b: int) -> int:
    d = dict([(a, "p"), (b, "q")])
    assert len(d) == 2
    return len(d)
