# While `xs.sort(key=...)` runs, CPython empties the list: a key reading it sees `[]` (this was
# proved with the items still in place).
# expect: failed
# inputs: (0,), (2,), (-5,), (9,)
def main(n: int) -> int:
    xs = [3, 1, n]
    seen = []

    def key(v):
        seen.append(len(xs))
        return v

    xs.sort(key=key)
    assert seen == [3, 3, 3]
    return len(seen)
