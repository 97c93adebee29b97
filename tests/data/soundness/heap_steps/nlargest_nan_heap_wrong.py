# `heapq.nlargest(2, xs)` does not sort `xs`: NaN stops no later item from replacing the
# heap's least, so the answer is [3.0, 1.0], not what sorting gives (CPython fails for every x).
# expect: failed
# inputs: (0,), (5,), (-3,), (10**20,)
import heapq


def main(x: int) -> int:
    low = -2.0
    nan = float("nan")
    assert heapq.nlargest(2, [3.0, -1.0, nan, 1.0, low]) == [3.0, -1.0]
    return x
