"""contextlib.redirect_stdout / redirect_stderr: where print, sys.stdout/stderr writes and the
modelled modules' stderr text go while one is active, and back after."""
import argparse
import contextlib
import io
import logging
import sys
import warnings


class Collector:
    def __init__(self):
        self.parts = []

    def write(self, text):
        self.parts.append(text)
        return len(text)


def noisy(n):
    for i in range(n):
        print("line", i, sep="=", end=";")
    print()
    sys.stdout.write("direct\n")
    print("to stdout explicitly", file=sys.stdout)
    print("to stderr", file=sys.stderr)
    sys.stderr.write("stderr direct\n")
    return n


def main():
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf) as target:
        result = noisy(3)
    print("same object:", target is buf, "result:", result)
    print("captured:", repr(buf.getvalue()))

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        print("stdout still visible")
        sys.stderr.write("oops\n")
        print("via print", file=sys.stderr)
    print("stderr captured:", repr(err.getvalue()))

    outer, inner = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(outer):
        print("outer 1")
        with contextlib.redirect_stdout(inner):
            print("inner")
        print("outer 2")
    print(repr(outer.getvalue()), repr(inner.getvalue()))

    again = io.StringIO()
    cm = contextlib.redirect_stdout(again)
    with cm:
        print("a")
        with cm:
            print("b")
        print("c")
    print("reentrant:", repr(again.getvalue()))

    coll = Collector()
    with contextlib.redirect_stdout(coll):
        print("x", 1, 2.5)
    print("collector parts:", coll.parts)

    with contextlib.redirect_stdout(None):
        print("swallowed")
    print("after None target")

    boom = io.StringIO()
    try:
        with contextlib.redirect_stdout(boom):
            print("before error")
            raise ValueError("inside")
    except ValueError as e:
        print("caught", e, "and stdout is back;", repr(boom.getvalue()))

    parser = argparse.ArgumentParser(prog="tool")
    parser.add_argument("--count", type=int, required=True)
    perr = io.StringIO()
    try:
        with contextlib.redirect_stderr(perr):
            parser.parse_args(["--count", "many"])
    except SystemExit as e:
        print("exit", e.code, "|", perr.getvalue().strip().splitlines()[-1])
    usage = io.StringIO()
    with contextlib.redirect_stdout(usage):
        parser.print_usage()
    print("usage:", usage.getvalue().strip())

    wbuf = io.StringIO()
    with contextlib.redirect_stderr(wbuf):
        warnings.warn("careful", UserWarning)
    print("warning captured:", "UserWarning: careful" in wbuf.getvalue())

    logger = logging.getLogger("redirect-demo")
    logger.propagate = False
    early = logging.StreamHandler()
    logger.addHandler(early)
    late_buf = io.StringIO()
    with contextlib.redirect_stderr(late_buf):
        late = logging.StreamHandler()
        logger.addHandler(late)
        logger.warning("logged once per handler")
    logger.removeHandler(late)
    print("late handler wrote:", repr(late_buf.getvalue()), late.stream is late_buf)
    return len(buf.getvalue())


if __name__ == "__main__":
    main()
