# `str(raw, "ascii")` decodes, as CPython's does; it was a TypeError, which the handler caught,
# so a proof rested on a path CPython never takes.
# expect: proved
# inputs: (True,), (False,), (True,), (False,)
def main(flip: bool) -> str:
    raw = b"ok" if flip else b"no"
    try:
        text = str(raw, "ascii")
    except TypeError:
        text = ""
    assert text in ("ok", "no")
    return text
