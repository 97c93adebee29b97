# `redirect_stderr` restores the stream when its `with` ends, even by an exception: a later
# `sys.stderr.write` does not reach the buffer.
# expect: proved
# inputs: (0,), (3,), (-1,), (5,)
import contextlib
import io
import sys


def main(n: int) -> int:
    buf = io.StringIO()
    try:
        with contextlib.redirect_stderr(buf):
            sys.stderr.write("x" * (n % 3))
            if n > 0:
                raise ValueError(n)
    except ValueError:
        pass
    sys.stderr.write("")
    assert buf.getvalue() == "x" * (n % 3)
    return n
