# The twin of `str_of_bytes_decodes.py`: the decoded text is the bytes' own, so claiming it is
# always "ok" fails for flip = False.
# expect: failed
# inputs: (True,), (False,), (True,), (False,)
def main(flip: bool) -> str:
    raw = b"ok" if flip else b"no"
    try:
        text = str(raw, "ascii")
    except TypeError:
        text = "ok"
    assert text == "ok"
    return text
