"""`struct` for agent programs: `pack`, `pack_into`, `unpack`, `unpack_from`, `iter_unpack`,
`calcsize` and `Struct`, as CPython 3.11 on a 64-bit little-endian Linux machine gives them: the byte orders
`@` (native sizes and alignment, the default), `=`, `<`, `>` and `!` (standard sizes, no
alignment), the codes `x c b B ? h H i I l L q Q n N e f d s p`, and CPython's `struct.error`
messages. Ints are written with `int.to_bytes`; floats natively (`_binary`)."""

from math import _index


class error(Exception):
    pass


_NAMES = (("b", "byte"), ("B", "ubyte"), ("h", "short"), ("H", "ushort"))
_INTS = "bBhHiIlLqQnNP"
_FLOATS = "efd"


def _compile(fmt):
    # The format as (steps, size, little): a step is ("x", n) for n pad bytes, (code, size)
    # for one value, or ("s"/"p", count) for one string of `count` bytes.
    if isinstance(fmt, bytes):
        fmt = fmt.decode("latin-1")
    if not isinstance(fmt, str):
        raise TypeError(f"Struct() argument 1 must be a str or bytes object, not {type(fmt).__name__}")
    order = "@"
    if fmt and fmt[0] in "@=<>!":
        order = fmt[0]
        fmt = fmt[1:]
    native = order == "@"
    steps = []
    size = 0
    count = None
    for c in fmt:
        if c.isdigit():
            count = (count or 0) * 10 + int(c)
            continue
        if c.isspace():
            if count is not None:
                raise error("bad char in struct format")
            continue
        n = 1 if count is None else count
        count = None
        item = _item_size(c, native)
        if item is None:
            raise error("bad char in struct format")
        if native and c not in "xcbB?sp" and size % item:
            steps.append(("x", item - size % item))
            size += item - size % item
        if c == "x":
            steps.append(("x", n))
            size += n
        elif c in "sp":
            steps.append((c, n))
            size += n
        else:
            steps.extend([(c, item)] * n)
            size += item * n
    if count is not None:
        raise error("repeat count given without format specifier")
    return steps, size, order in "@=<"


def _item_size(code, native):
    # Standard sizes; the native ones differ for `l`/`L` and add `n`, `N` and `P`.
    if code in "xcbB?sp":
        return 1
    if code in "hHe":
        return 2
    if code in "iIf":
        return 4
    if code in "lL":
        return 8 if native else 4
    if code in "qQd" or (native and code in "nNP"):
        return 8
    return None


def _values(steps):
    return len([s for s in steps if s[0] != "x"])


def _int_range_error(code, size, value, little):
    # CPython's wording differs by code, size and byte order (its packers for little- and
    # big-endian ints are separate functions).
    signed = code.islower()
    low = -(2 ** (8 * size - 1)) if signed else 0
    high = 2 ** (8 * size - 1) - 1 if signed else 2 ** (8 * size) - 1
    if low <= value <= high:
        return None
    if size == 8 and not little:
        return error("int too large to convert")
    # CPython first reads the value as a C long, or unsigned long for these.
    unsigned_long = not signed and (size >= 4 or (code == "H" and not little))
    if not (0 <= value < 2**64 if unsigned_long else -(2**63) <= value < 2**63):
        return error("argument out of range")
    for short, name in _NAMES:
        if code == short and (little or code in "bB"):
            return error(f"{name} format requires {low} <= number <= {high}")
    if signed or value >= 0:
        return error(f"'{code}' format requires {low} <= number <= {high}")
    return error("argument out of range")


def _pack_one(code, size, value, little):
    order = "little" if little else "big"
    if code in _INTS:
        if not isinstance(value, int):
            # CPython reads an object with `__index__` by it.
            if not hasattr(value, "__index__"):
                raise error("required argument is not an integer")
            value = _index(value)
        wrong = _int_range_error(code, size, value, little)
        if wrong is not None:
            raise wrong
        return int(value).to_bytes(size, order, signed=code.islower())
    if code in _FLOATS:
        if not isinstance(value, (int, float)) and not (
            hasattr(value, "__float__") or hasattr(value, "__index__")
        ):
            raise error("required argument is not a float")
        try:
            number = float(value)
        except OverflowError:
            raise error("required argument is not a float")
        return _binary("pack_float", number, size, little)
    if code == "?":
        return b"\x01" if value else b"\x00"
    if not isinstance(value, bytes) or len(value) != 1:
        raise error("char format requires a bytes object of length 1")
    return value


def _pack_text(code, count, value):
    if isinstance(value, bytearray):
        value = bytes(value)
    if not isinstance(value, bytes):
        raise error(f"argument for '{code}' must be a bytes object")
    if code == "s":
        return value[:count] + b"\x00" * max(0, count - len(value))
    if count == 0:
        return b""
    n = min(len(value), count - 1, 255)
    return bytes([n]) + value[:n] + b"\x00" * (count - 1 - n)


def _unpack(steps, data, little):
    out = []
    at = 0
    order = "little" if little else "big"
    for code, n in steps:
        chunk = data[at:at + n]
        at += n
        if code == "x":
            continue
        if code == "s":
            out.append(chunk)
        elif code == "p":
            out.append(chunk[1:1 + min(chunk[0], n - 1)] if n else b"")
        elif code in _INTS:
            out.append(int.from_bytes(chunk, order, signed=code.islower()))
        elif code in _FLOATS:
            out.append(_binary("unpack_float", chunk, little))
        elif code == "?":
            out.append(chunk != b"\x00" * n)
        else:
            out.append(chunk)
    return tuple(out)


def _buffer(buffer):
    if isinstance(buffer, bytearray):
        return bytes(buffer)
    if not isinstance(buffer, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(buffer).__name__}'")
    return buffer


class Struct:
    """A compiled format: `format`, `size`, and the module's functions without it."""

    def __init__(self, format):
        self._steps, self.size, self._little = _compile(format)
        self.format = format.decode("latin-1") if isinstance(format, bytes) else format

    def pack(self, *args):
        if len(args) != _values(self._steps):
            raise error(f"pack expected {_values(self._steps)} items for packing (got {len(args)})")
        return b"".join(self._pieces(args))

    def _pieces(self, args):
        # Each step's bytes in turn, so `pack_into` writes the ones before a bad value, as
        # CPython's does.
        values = list(args)
        for code, n in self._steps:
            if code == "x":
                yield b"\x00" * n
            elif code in "sp":
                yield _pack_text(code, n, values.pop(0))
            else:
                yield _pack_one(code, n, values.pop(0), self._little)

    def pack_into(self, *args):
        if len(args) != _values(self._steps) + 2:
            if not args:
                raise error("pack_into expected buffer argument")
            if len(args) == 1:
                raise error("pack_into expected offset argument")
            raise error(f"pack_into expected {_values(self._steps)} items for packing (got {len(args) - 2})")
        buffer, offset = args[0], args[1]
        if not isinstance(buffer, bytearray):
            raise TypeError(f"argument must be read-write bytes-like object, not {type(buffer).__name__}")
        offset = int(bin(offset), 0)
        size = len(buffer)
        if offset < 0:
            if offset + self.size > 0:
                raise error(f"no space to pack {self.size} bytes at offset {offset}")
            if offset + size < 0:
                raise error(f"offset {offset} out of range for {size}-byte buffer")
            offset += size
        if size - offset < self.size:
            raise error(
                f"pack_into requires a buffer of at least {self.size + offset} bytes for packing "
                + f"{self.size} bytes at offset {offset} (actual buffer size is {size})"
            )
        at = offset
        for piece in self._pieces(args[2:]):
            buffer[at:at + len(piece)] = piece
            at += len(piece)

    def unpack(self, buffer):
        data = _buffer(buffer)
        if len(data) != self.size:
            raise error(f"unpack requires a buffer of {self.size} bytes")
        return _unpack(self._steps, data, self._little)

    def unpack_from(self, buffer, offset=0):
        data = _buffer(buffer)
        if offset < 0:
            offset += len(data)
        if len(data) - offset < self.size:
            raise error(
                f"unpack_from requires a buffer of at least {self.size + offset} bytes for unpacking "
                + f"{self.size} bytes at offset {offset} (actual buffer size is {len(data)})"
            )
        return _unpack(self._steps, data[offset:offset + self.size], self._little)

    def iter_unpack(self, buffer):
        data = _buffer(buffer)
        if self.size == 0:
            raise error("cannot iteratively unpack with a struct of length 0")
        if len(data) % self.size:
            raise error(f"iterative unpacking requires a buffer of a multiple of {self.size} bytes")
        return iter([_unpack(self._steps, data[i:i + self.size], self._little) for i in range(0, len(data), self.size)])


def pack(format, *args):
    return Struct(format).pack(*args)


def pack_into(format, *args):
    return Struct(format).pack_into(*args)


def unpack(format, buffer):
    return Struct(format).unpack(buffer)


def unpack_from(format, buffer, offset=0):
    return Struct(format).unpack_from(buffer, offset)


def iter_unpack(format, buffer):
    return Struct(format).iter_unpack(buffer)


def calcsize(format):
    return Struct(format).size
