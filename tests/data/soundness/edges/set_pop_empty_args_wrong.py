# As set_pop_empty_args.py, but the claim that the argument carries its own quotes fails on
# every input: the quotes are only in `str(e)`.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
def main(n: int) -> int:
    s = {2}
    s.pop()
    try:
        s.pop()
        first = ""
    except KeyError as e:
        first = e.args[0]
    assert first == "'pop from an empty set'", "quoted twice"
    return n
