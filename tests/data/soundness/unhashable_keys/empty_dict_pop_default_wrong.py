# As `empty_dict_pop_default.py`, but the popped value is claimed to be something else than
# the default, which an empty dict always gives back.
# expect: failed
# inputs: ([],), ([1, 2],), ([0],), ([-5, 5, 5],)
def main(xs: list[int]) -> int:
    pending: dict = {}
    value = pending.pop(xs, 0)
    assert value == 1
    return value
