# `bytes.__eq__` compares bytes alone: given a bytearray it declines with NotImplemented,
# so the claim that it answers True fails on every input.
# expect: failed
# inputs: (0,), (5,), (-3,), (7,)
def main(n: int) -> int:
    r = b"ab".__eq__(bytearray(b"ab"))
    assert r is True, "bytes.__eq__ of a bytearray"
    return n
