# A sieve step clears exactly the selected bytes when the replacement has the slice's size.
# expect: proved
# inputs: (0,), (4,), (7,), (9,)
def main(pick: int) -> int:
    step = 2
    if pick > 3:
        step = 3
    if pick > 6:
        step = 7
    flags = bytearray([1]) * 30
    flags[step::step] = bytes(len(range(step, 30, step)))
    assert sum(flags) == 30 - len(range(step, 30, step))
    return sum(flags)
