"""Checks how SHAKE digests answer lengths that cannot be honoured, and what re.escape says of
a value that is neither text nor bytes, as a checksum tool reporting bad options would."""

import hashlib
import re


def attempt(label, action, arg):
    try:
        result = action(arg)
    except (SystemError, MemoryError, OverflowError, TypeError) as exc:
        print(f"{label}({arg!r}): {type(exc).__name__} {str(exc)!r}")
        return
    print(f"{label}({arg!r}): {result!r}")


def main():
    shake = hashlib.shake_128(b"payload")
    for length in (4, 0, -1, 2**63):
        attempt("digest", shake.digest, length)
        attempt("hexdigest", shake.hexdigest, length)
    attempt("shake_256.hexdigest", hashlib.shake_256(b"").hexdigest, -7)
    attempt("escape", re.escape, 5)
    attempt("escape", re.escape, "a.b")
