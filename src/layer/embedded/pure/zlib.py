"""`zlib` for agent programs: its checksums, `crc32` and `adler32`, as CPython 3.11 gives them
(computed natively, `_binary`), and its constants. Compression, which raises `zlib.error`, is
the class half's (`classes/zlib.py`)."""

from binascii import _checksum_args
from binascii import _start

MAX_WBITS = 15
DEFLATED = 8
DEF_MEM_LEVEL = 8
DEF_BUF_SIZE = 16384
Z_NO_COMPRESSION = 0
Z_BEST_SPEED = 1
Z_BEST_COMPRESSION = 9
Z_DEFAULT_COMPRESSION = -1
Z_DEFAULT_STRATEGY = 0
Z_FILTERED = 1
Z_HUFFMAN_ONLY = 2
Z_RLE = 3
Z_FIXED = 4
Z_NO_FLUSH = 0
Z_PARTIAL_FLUSH = 1
Z_SYNC_FLUSH = 2
Z_FULL_FLUSH = 3
Z_FINISH = 4
Z_BLOCK = 5
Z_TREES = 6


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
