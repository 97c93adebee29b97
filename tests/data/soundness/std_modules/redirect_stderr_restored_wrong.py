# The twin of redirect_stderr_restored: what the body wrote before raising stays in the
# buffer, so claiming it empty fails whenever n % 3 is not 0.
# expect: failed
# inputs: (1,), (2,), (4,), (5,)
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
    assert buf.getvalue() == ""
    return n
