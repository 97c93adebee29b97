# The traceback object of a caught exception ends at the line that raised it, which depends
# on the input: `check` raises on line 7 for negatives and on line 9 for big values.
# expect: proved
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
        tb = e.__traceback__
        last = tb.tb_next
        assert tb.tb_frame.f_code.co_name == "main"
        assert last.tb_frame.f_code.co_name == "check"
        assert last.tb_next is None
        assert last.tb_lineno == (7 if n < 0 else 9)
        return last.tb_lineno
