# The twin of redirect_stdout_captures: `print` ends its line, so the captured text is the
# number and a newline, never the number alone; the prover must refute it.
# expect: failed
# inputs: (0,), (7,), (-12,), (100,)
import contextlib
import io


def main(n: int) -> int:
    if not -1000 < n < 1000:
        return 0
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        print(n)
    assert buf.getvalue() == str(n)
    return n
