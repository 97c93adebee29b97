# The twin of traceback_line_of_raise.py: the innermost frame of the traceback is the line
# that raised, which is not the same for both failures, so claiming one line for both
# fails; a model reading the catching frame's line (or a fixed one) could prove it.
# expect: failed
# inputs: (-1,), (5,), (200,), (0,)
def check(n):
    if n < 0:
        raise ValueError("negative")
    if n > 100:
        raise ValueError("too big")
    return n


def main(n: int) -> int:
    try:
        check(n)
        return 0
    except ValueError as e:
        last = e.__traceback__.tb_next
        assert last.tb_lineno == 8
        return last.tb_lineno
