"""`binascii` for agent programs: hex (`hexlify`/`b2a_hex` with `sep`, `unhexlify`/`a2b_hex`),
base64 lines (`b2a_base64`, `a2b_base64`), `crc32` and `crc_hqx`, as CPython 3.11 gives them,
with its `binascii.Error` (`Error`). Base64 is `base64`'s native codec (`_digest`), CRC-32
`_binary`; CRC-CCITT (`crc_hqx`) is computed here, bit by bit."""

from math import _index

_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_HEX = "0123456789abcdefABCDEF"


def _data(data):
    if isinstance(data, bytearray):
        return bytes(data)
    if not isinstance(data, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    return data


def _ascii(s):
    # What the `a2b_*` functions read: bytes, or a str of ASCII characters.
    if isinstance(s, str):
        if not s.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return s.encode("ascii")
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    raise TypeError(f"argument should be bytes, buffer or ASCII string, not '{type(s).__name__}'")


def hexlify(data, sep=None, bytes_per_sep=1):
    if sep is None:
        return _data(data).hex().encode("ascii")
    return _data(data).hex(sep, bytes_per_sep).encode("ascii")


def b2a_hex(data, sep=None, bytes_per_sep=1):
    return hexlify(data, sep, bytes_per_sep)


def unhexlify(hexstr):
    text = _ascii(hexstr).decode("ascii")
    if len(text) % 2:
        raise Error("Odd-length string")
    for c in text:
        if c not in _HEX:
            raise Error("Non-hexadecimal digit found")
    return bytes.fromhex(text)


def a2b_hex(hexstr):
    return unhexlify(hexstr)


def b2a_base64(data, *, newline=True):
    encoded = _digest("b64encode", _data(data), _ALPHABET)
    return encoded + b"\n" if newline else encoded


def a2b_base64(data, *, strict_mode=False):
    return _digest("b64decode", _ascii(data), _ALPHABET, strict_mode)


def _checksum_args(qualname, args, kwargs, least, most):
    # The checksums take their arguments by position only, and CPython words a wrong count
    # `crc32 expected at most 2 arguments, got 3` (the bare name) and a keyword with the module.
    name = qualname.split(".")[-1]
    if kwargs:
        raise TypeError(f"{qualname}() takes no keyword arguments")
    if len(args) < least:
        if least == most:
            raise TypeError(f"{name} expected {least} arguments, got {len(args)}")
        raise TypeError(f"{name} expected at least {least} argument{'s' if least > 1 else ''}, got {len(args)}")
    if len(args) > most:
        if least == most:
            raise TypeError(f"{name} expected {most} arguments, got {len(args)}")
        raise TypeError(f"{name} expected at most {most} arguments, got {len(args)}")
    return args


def _start(value, mask):
    # The running value: any int (a bool too, an object by `__index__`), reduced to the
    # checksum's width.
    return _index(value) & mask


def crc32(*args, **kwargs):
    args = _checksum_args("binascii.crc32", args, kwargs, 1, 2)
    crc = args[1] if len(args) == 2 else 0
    return _binary("crc32", _data(args[0]), _start(crc, 0xFFFFFFFF))


def crc_hqx(*args, **kwargs):
    """CRC-CCITT (polynomial 0x1021, most significant bit first) continuing from `value`."""
    data, value = _checksum_args("binascii.crc_hqx", args, kwargs, 2, 2)
    crc = _start(value, 0xFFFF)
    for byte in _data(data):
        crc ^= byte << 8
        for _ in range(8):
            crc = ((crc << 1) ^ 0x1021) & 0xFFFF if crc & 0x8000 else (crc << 1) & 0xFFFF
    return crc
