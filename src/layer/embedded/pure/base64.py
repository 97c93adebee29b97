"""`base64` for agent programs: `b64encode`/`b64decode` (with `altchars` and `validate`), their
`standard_` and `urlsafe_` forms, `b32encode`/`b32decode` and `b16encode`/`b16decode`, as
CPython 3.11 gives them. Base64 is computed natively (`_digest`), with `binascii.Error`."""

_STANDARD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


def _encode_data(s):
    if isinstance(s, bytearray):
        return bytes(s)
    if not isinstance(s, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(s).__name__}'")
    return s


def _decode_data(s):
    if isinstance(s, str):
        if not s.isascii():
            raise ValueError("string argument should contain only ASCII characters")
        return s.encode("ascii")
    if isinstance(s, (bytes, bytearray)):
        return bytes(s)
    raise TypeError(f"argument should be a bytes-like object or ASCII string, not '{type(s).__name__}'")


def _alphabet(altchars):
    if altchars is None:
        return _STANDARD
    alt = _decode_data(altchars)
    if len(alt) != 2:
        raise AssertionError(repr(alt))
    return _STANDARD[:62] + alt.decode("latin-1")


def b64encode(s, altchars=None):
    return _digest("b64encode", _encode_data(s), _alphabet(altchars))


def b64decode(s, altchars=None, validate=False):
    return _digest("b64decode", _decode_data(s), _alphabet(altchars), validate)


def standard_b64encode(s):
    return b64encode(s)


def standard_b64decode(s):
    return b64decode(s)


def urlsafe_b64encode(s):
    return b64encode(s, b"-_")


def urlsafe_b64decode(s):
    return b64decode(s, b"-_")


def b16encode(s):
    return _encode_data(s).hex().upper().encode("ascii")


def b16decode(s, casefold=False):
    s = _decode_data(s)
    if casefold:
        s = s.upper()
    for c in s:
        if chr(c) not in "0123456789ABCDEF":
            raise _BinasciiError("Non-base16 digit found")
    if len(s) % 2:
        raise _BinasciiError("Odd-length string")
    return bytes.fromhex(s.decode("ascii"))


def b32encode(s):
    data = _encode_data(s)
    out = []
    for start in range(0, len(data), 5):
        chunk = data[start:start + 5]
        n = int.from_bytes(chunk + bytes(5 - len(chunk)), "big")
        letters = "".join(_B32[(n >> (35 - 5 * i)) & 31] for i in range(8))
        used = (len(chunk) * 8 + 4) // 5
        out.append(letters[:used] + "=" * (8 - used))
    return "".join(out).encode("ascii")


def b32decode(s, casefold=False):
    s = _decode_data(s)
    if len(s) % 8:
        raise _BinasciiError("Incorrect padding")
    if casefold:
        s = s.upper()
    text = s.decode("latin-1")
    body = text.rstrip("=")
    pads = len(text) - len(body)
    if pads not in (0, 1, 3, 4, 6):
        raise _BinasciiError("Incorrect padding")
    out = b""
    for start in range(0, len(body), 8):
        group = body[start:start + 8]
        n = 0
        for ch in group:
            i = _B32.find(ch)
            if i < 0:
                raise _BinasciiError("Non-base32 digit found")
            n = (n << 5) | i
        n <<= 5 * (8 - len(group))
        full = n.to_bytes(5, "big")
        out += full[:(len(group) * 5) // 8]
    return out
