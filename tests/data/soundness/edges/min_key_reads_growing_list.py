# `min(xs, key=f)` reads the list through its iterator, so what `f` appends is compared too
# (the items used to be taken all at once first).
# expect: failed
# inputs: (0,), (3,), (-2,), (8,)
def main(n: int) -> int:
    xs = [n + 5, n + 4]

    def key(v):
        if len(xs) < 3:
            xs.append(n)
        return v

    smallest = min(xs, key=key)
    assert smallest == n + 4
    return smallest
