# The twin of state_attributes_follow_phase.py: after its first item a generator of n > 0
# items waits at its `yield` and is not closed, so claiming it closed is false for every
# positive n; a model reading `gi_frame`/the state as ended too early could prove this.
# expect: failed
# inputs: (1,), (2,), (5,), (0,)
import inspect


def count_up(n):
    for i in range(n):
        yield i


def main(n: int) -> int:
    n = min(n, 3)
    g = count_up(n)
    next(g, None)
    if n > 0:
        assert inspect.getgeneratorstate(g) == inspect.GEN_CLOSED
    return n
