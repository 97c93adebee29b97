# Popping only from a bytearray that still holds bytes, whichever branch emptied it.
# expect: proved
# inputs: (True,), (False,), (False,), (True,)
def main(drain: bool) -> int:
    buf = bytearray(b"xy")
    alias = buf
    if drain:
        alias.clear()
    if buf:
        return buf.pop()
    return -1
