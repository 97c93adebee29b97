"""`zlib` for agent programs: its checksums, `crc32` and `adler32`, as CPython 3.11 gives them
(computed natively, `_binary`). Compression is not modelled."""


def _data(data):
    if isinstance(data, bytearray):
        return bytes(data)
    if not isinstance(data, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    return data


def crc32(data, value=0):
    return _binary("crc32", _data(data), value & 0xFFFFFFFF)


def adler32(data, value=1):
    return _binary("adler32", _data(data), value & 0xFFFFFFFF)
