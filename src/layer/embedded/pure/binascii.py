"""`binascii` for agent programs: hex (`hexlify`/`b2a_hex` with `sep`, `unhexlify`/`a2b_hex`),
base64 lines (`b2a_base64`, `a2b_base64`) and `crc32`, as CPython 3.11 gives them, with its
`binascii.Error` (`Error`). Base64 is `base64`'s native codec (`_digest`), CRC-32 `_binary`."""

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


def crc32(data, crc=0):
    return _binary("crc32", _data(data), crc & 0xFFFFFFFF)
