# `contextlib.redirect_stdout` hands what `print` writes to the target's `write`: the captured
# text is the number printed, and nothing of it reaches the other buffer.
# expect: proved
# inputs: (0,), (7,), (-12,), (100,)
import contextlib
import io


def main(n: int) -> int:
    if not -1000 < n < 1000:
        return 0
    buf = io.StringIO()
    other = io.StringIO()
    with contextlib.redirect_stdout(buf):
        print(n, end="")
    print("after", file=other)
    assert buf.getvalue() == str(n)
    assert other.getvalue() == "after\n"
    return n
