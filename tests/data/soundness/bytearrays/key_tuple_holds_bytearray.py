# A tuple key is hashed item by item: one holding a bytearray is a TypeError in a dict lookup.
# expect: failed
# inputs: (False,), (True,), (False,), (True,)
def main(check: bool) -> int:
    seen = {(b"abc", 1): 1}
    key = (bytearray(b"abc"), 1)
    if check and key in seen:
        return 1
    return 0
