"""`base64` for agent programs: `b64encode`/`b64decode` (with `altchars` and `validate`), their
`standard_` and `urlsafe_` forms, `b32encode`/`b32decode`, `b16encode`/`b16decode`, the
line-wrapped `encodebytes`/`decodebytes`, `b85encode`/`b85decode` and `a85encode`, as CPython
3.11 gives them. Base64 is computed natively (`_digest`), with `binascii.Error`."""

_STANDARD = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
_B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
_B85 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&()*+-;<=>?@^_`{|}~"
# `encodebytes` writes lines of 76 characters: 57 bytes each.
_LINE_BYTES = 57


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


def _line_data(s):
    # `encodebytes`/`decodebytes` take bytes-like values only, with their own message.
    if isinstance(s, bytearray):
        return bytes(s)
    if not isinstance(s, bytes):
        raise TypeError(f"expected bytes-like object, not {type(s).__name__}")
    return s


def encodebytes(s):
    data = _line_data(s)
    out = b""
    for start in range(0, len(data), _LINE_BYTES):
        out += b64encode(data[start:start + _LINE_BYTES]) + b"\n"
    return out


def decodebytes(s):
    return _digest("b64decode", _line_data(s), _STANDARD, False)


def _85_words(data, pad, letters, fold_zeros, fold_spaces):
    # Each 4-byte big-endian word as 5 base-85 digits (most significant first), the last
    # word padded with zero bytes whose digits are then dropped unless `pad`.
    data = _85_bytes(data)
    padding = -len(data) % 4
    data += bytes(padding)
    chunks = []
    for start in range(0, len(data), 4):
        word = int.from_bytes(data[start:start + 4], "big")
        if fold_zeros and word == 0:
            chunks.append("z")
        elif fold_spaces and word == 0x20202020:
            chunks.append("y")
        else:
            digits = []
            for _ in range(5):
                word, d = divmod(word, 85)
                digits.append(letters[d])
            chunks.append("".join(reversed(digits)))
    if padding and not pad:
        if chunks[-1] == "z":
            chunks[-1] = letters[0] * 5
        chunks[-1] = chunks[-1][:-padding]
    return "".join(chunks).encode("ascii")


def _85_bytes(b):
    if isinstance(b, bytearray):
        return bytes(b)
    if not isinstance(b, bytes):
        raise TypeError(f"memoryview: a bytes-like object is required, not '{type(b).__name__}'")
    return b


def b85encode(b, pad=False):
    return _85_words(b, pad, _B85, False, False)


def a85encode(b, *, foldspaces=False, wrapcol=0, pad=False, adobe=False):
    letters = "".join(chr(c) for c in range(33, 118))
    result = _85_words(b, pad, letters, True, foldspaces)
    if adobe:
        result = b"<~" + result
    if wrapcol:
        width = max(2 if adobe else 1, wrapcol)
        lines = [result[i:i + width] for i in range(0, len(result), width)]
        if adobe and len(lines[-1]) + 2 > width:
            lines.append(b"")
        result = b"\n".join(lines)
    if adobe:
        result += b"~>"
    return result


def b85decode(b):
    data = _decode_data(b)
    padding = -len(data) % 5
    data += b"~" * padding
    out = b""
    for start in range(0, len(data), 5):
        word = 0
        for j in range(5):
            d = _B85.find(chr(data[start + j]))
            if d < 0:
                raise ValueError(f"bad base85 character at position {start + j}")
            word = word * 85 + d
        if word > 0xFFFFFFFF:
            raise ValueError(f"base85 overflow in hunk starting at byte {start}")
        out += word.to_bytes(4, "big")
    return out[:len(out) - padding]
