"""`zlib` for agent programs: its checksums, `crc32` and `adler32`, as CPython 3.11 gives them
(computed natively, `_binary`). Compression is not modelled."""

from binascii import _checksum_args
from binascii import _start


def _data(data):
    if isinstance(data, bytearray):
        return bytes(data)
    if not isinstance(data, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    return data


def crc32(*args, **kwargs):
    args = _checksum_args("zlib.crc32", args, kwargs, 1, 2)
    value = args[1] if len(args) == 2 else 0
    return _binary("crc32", _data(args[0]), _start(value, 0xFFFFFFFF))


def adler32(*args, **kwargs):
    args = _checksum_args("zlib.adler32", args, kwargs, 1, 2)
    value = args[1] if len(args) == 2 else 1
    return _binary("adler32", _data(args[0]), _start(value, 0xFFFFFFFF))
