# Twin of extended_slice_sizes: a replacement of another size than an extended slice is a ValueError.
# expect: failed
# inputs: (0,), (4,), (7,), (9,)
def main(pick: int) -> int:
    step = 2
    if pick > 3:
        step = 3
    if pick > 6:
        step = 7
    flags = bytearray([1]) * 30
    flags[step::step] = bytes(30 // step)
    return sum(flags)
