# Twin of pop_guarded: a clear through an alias leaves nothing to pop (IndexError).
# expect: failed
# inputs: (False,), (True,), (False,), (True,)
def main(drain: bool) -> int:
    buf = bytearray(b"xy")
    alias = buf
    if drain:
        alias.clear()
    return buf.pop()
