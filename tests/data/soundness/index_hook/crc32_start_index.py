# `binascii.crc32` and `zlib.crc32` read a running value with `__index__` by it, as CPython
# does, and a `StringIO`'s `read` a size: no `TypeError`.
# expect: proved
# inputs: (0,), (1,), (12,), (-3,)
import binascii
import io
import zlib


class Start:
    def __index__(self):
        return 0


def main(n: int) -> None:
    assert binascii.crc32(b"abc", Start()) == binascii.crc32(b"abc")
    assert zlib.crc32(b"abc", Start()) == zlib.crc32(b"abc")
    assert io.StringIO("abcdef").read(Start()) == ""
