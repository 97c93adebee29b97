# `last` is bound only by the loop body: an empty range leaves it unbound.
# expect: failed
# inputs: (0,), (1,), (3,), (-2,)
def main(n: int) -> int:
    if n > 50:
        n = 50
    for i in range(n):
        last = i
    return last
