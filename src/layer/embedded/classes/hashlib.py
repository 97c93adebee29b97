"""`hashlib` for agent programs: the md5, sha1, sha224, sha256, sha384, sha512 and SHA-3 hash
objects (`update`, `digest`, `hexdigest`, `copy`, `name`, `digest_size`, `block_size`), the
SHAKE ones whose `digest(length)` is as long as asked, `new(name)` (with OpenSSL's spellings
`sha3-256`, `SHA-256`, `shake128`), `algorithms_guaranteed`/`algorithms_available`, and
the `blake2b`/`blake2s` classes with all of CPython's parameters. An object keeps the bytes fed
to it; the digest is computed natively from them (`_digest("hash", name, data)`, RustCrypto's
implementations; `_digest("blake2", ...)` from the parameter block built here)."""

def _sizes(name):
    # (digest_size, block_size) of a supported algorithm, else None.
    if name == "md5":
        return (16, 64)
    if name == "sha1":
        return (20, 64)
    if name == "sha224":
        return (28, 64)
    if name == "sha256":
        return (32, 64)
    if name == "sha384":
        return (48, 128)
    if name == "sha512":
        return (64, 128)
    if name == "sha3_224":
        return (28, 144)
    if name == "sha3_256":
        return (32, 136)
    if name == "sha3_384":
        return (48, 104)
    if name == "sha3_512":
        return (64, 72)
    if name == "shake_128":
        return (0, 168)
    if name == "shake_256":
        return (0, 136)
    return None


# What every CPython has; OpenSSL's other digests (`ripemd160`, `sha512_256`, ...) are not
# modelled, so the names `new` accepts are these.
algorithms_guaranteed = {
    "blake2b",
    "blake2s",
    "md5",
    "sha1",
    "sha224",
    "sha256",
    "sha384",
    "sha3_224",
    "sha3_256",
    "sha3_384",
    "sha3_512",
    "sha512",
    "shake_128",
    "shake_256",
}
algorithms_available = set(algorithms_guaranteed)

# OpenSSL's names for the SHA-3 family, which `new` also takes (lower-cased first).
_OPENSSL_NAMES = {
    "sha3-224": "sha3_224",
    "sha3-256": "sha3_256",
    "sha3-384": "sha3_384",
    "sha3-512": "sha3_512",
    "shake128": "shake_128",
    "shake256": "shake_256",
}


def _data(data):
    if isinstance(data, str):
        raise TypeError("Strings must be encoded before hashing")
    if isinstance(data, bytearray):
        return bytes(data)
    if not isinstance(data, bytes):
        raise TypeError("object supporting the buffer API required")
    return data


class _Hash:
    def __init__(self, name, data):
        self.name = name
        self.digest_size, self.block_size = _sizes(name)
        self._data = _data(data)

    def update(self, data):
        self._data = self._data + _data(data)

    def digest(self):
        return _digest("hash", self.name, self._data)

    def hexdigest(self):
        return self.digest().hex()

    def copy(self):
        return _Hash(self.name, self._data)

    def __repr__(self):
        return f"<{self.name} _hashlib.HASH object>"


# The default of SHAKE's `length`, which CPython requires (a default must be a literal here).
_NO_LENGTH = "\x00<no length>"


class _HashXOF(_Hash):
    # SHAKE: an output as long as asked for.
    def digest(self, length=_NO_LENGTH):
        return self._output(length, "digest")

    def hexdigest(self, length=_NO_LENGTH):
        return self._output(length, "hexdigest").hex()

    def _output(self, length, method):
        if isinstance(length, str) and length == _NO_LENGTH:
            raise TypeError(f"{method}() missing required argument 'length' (pos 1)")
        if not isinstance(length, int):
            raise TypeError(f"'{type(length).__name__}' object cannot be interpreted as an integer")
        if length < 0:
            if method == "hexdigest":
                # CPython's hexdigest allocates its buffer before it looks at the sign.
                raise MemoryError()
            raise SystemError("Negative size passed to PyBytes_FromStringAndSize")
        if length >= 1 << 63:
            raise OverflowError("Python int too large to convert to C ssize_t")
        if length > 1 << 28:
            # CPython would allocate it; clauz3 refuses to hold an output this long.
            raise MemoryError()
        return _digest("shake", self.name, self._data, int(length))

    def copy(self):
        return _HashXOF(self.name, self._data)

    def __repr__(self):
        return f"<{self.name} _hashlib.HASHXOF object>"


def _index(value):
    if not isinstance(value, int):
        raise TypeError(f"'{type(value).__name__}' object cannot be interpreted as an integer")
    return int(value)


def _buffer(value):
    if isinstance(value, (bytes, bytearray)):
        return bytes(value)
    raise TypeError(f"a bytes-like object is required, not '{type(value).__name__}'")


def _in_range(name, value, low, high, message=None):
    value = _index(value)
    if not low <= value <= high:
        raise ValueError(message or f"{name} must be between {low} and {high}")
    return value


def _unsigned(name, value, bits):
    # CPython reads a 64-bit field as a C `unsigned long long`, whose own overflow it reports.
    value = _index(value)
    if value < 0:
        raise ValueError("value must be positive")
    if value >= 1 << bits:
        raise OverflowError("int too big to convert" if bits == 64 else f"{name} is too large")
    return value


class _Blake2:
    """BLAKE2 of one size (`_WORD` bytes a word): the parameter block made once, the bytes fed
    kept, the digest computed natively."""

    def __init__(self, data=b"", *, digest_size=None, key=b"", salt=b"", person=b"", fanout=1, depth=1,
                 leaf_size=0, node_offset=0, node_depth=0, inner_size=0, last_node=False, usedforsecurity=True):
        w = self._WORD
        if digest_size is None:
            digest_size = 8 * w
        digest_size = _in_range("digest_size", digest_size, 1, 8 * w,
                                f"digest_size must be between 1 and {8 * w} bytes")
        key, salt, person = _buffer(key), _buffer(salt), _buffer(person)
        if len(salt) > 2 * w:
            raise ValueError(f"maximum salt length is {2 * w} bytes")
        if len(person) > 2 * w:
            raise ValueError(f"maximum person length is {2 * w} bytes")
        fanout = _in_range("fanout", fanout, 0, 255)
        depth = _in_range("depth", depth, 1, 255)
        leaf_size = _unsigned("leaf_size", leaf_size, 32)
        node_offset = _unsigned("node_offset", node_offset, 64 if w == 8 else 48)
        node_depth = _in_range("node_depth", node_depth, 0, 255)
        inner_size = _in_range("inner_size", inner_size, 0, 8 * w,
                               f"inner_size must be between 0 and is {8 * w}")
        if len(key) > 8 * w:
            raise ValueError(f"maximum key length is {8 * w} bytes")
        offset_bytes = 8 if w == 8 else 6
        self._param = (bytes([digest_size, len(key), fanout, depth]) + leaf_size.to_bytes(4, "little")
                       + node_offset.to_bytes(offset_bytes, "little") + bytes([node_depth, inner_size])
                       + bytes(4 * w - 10 - offset_bytes) + salt.ljust(2 * w, b"\0") + person.ljust(2 * w, b"\0"))
        self._key = key
        self._last_node = bool(last_node)
        self._data = _data(data)
        self.digest_size = digest_size
        self.block_size = 16 * w

    def update(self, data):
        self._data = self._data + _data(data)

    def digest(self):
        return _digest("blake2", self.name, self._param, self._key, self._last_node, self._data)

    def hexdigest(self):
        return self.digest().hex()

    def copy(self):
        twin = type(self)()
        twin._param, twin._key, twin._last_node = self._param, self._key, self._last_node
        twin._data, twin.digest_size = self._data, self.digest_size
        return twin


class blake2b(_Blake2):
    _WORD = 8
    name = "blake2b"
    SALT_SIZE = 16
    PERSON_SIZE = 16
    MAX_KEY_SIZE = 64
    MAX_DIGEST_SIZE = 64


class blake2s(_Blake2):
    _WORD = 4
    name = "blake2s"
    SALT_SIZE = 8
    PERSON_SIZE = 8
    MAX_KEY_SIZE = 32
    MAX_DIGEST_SIZE = 32


def new(name, data=b"", **kwargs):
    if not isinstance(name, str):
        raise TypeError("name must be a string")
    if name == "blake2b":
        return blake2b(data, **kwargs)
    if name == "blake2s":
        return blake2s(data, **kwargs)
    for word in kwargs:
        if word != "usedforsecurity":
            raise TypeError(f"'{word}' is an invalid keyword argument for new()")
    key = name.lower()
    if key in _OPENSSL_NAMES:
        key = _OPENSSL_NAMES[key]
    elif key.startswith("sha3") or key.startswith("shake"):
        # OpenSSL knows these only in lower case with `_`, or with `-`.
        key = name
    else:
        key = key.replace("-", "")
    if _sizes(key) is None:
        raise ValueError(f"unsupported hash type {name}")
    return _HashXOF(key, data) if key.startswith("shake") else _Hash(key, data)


def md5(data=b"", *, usedforsecurity=True):
    return _Hash("md5", data)


def sha1(data=b"", *, usedforsecurity=True):
    return _Hash("sha1", data)


def sha224(data=b"", *, usedforsecurity=True):
    return _Hash("sha224", data)


def sha256(data=b"", *, usedforsecurity=True):
    return _Hash("sha256", data)


def sha384(data=b"", *, usedforsecurity=True):
    return _Hash("sha384", data)


def sha512(data=b"", *, usedforsecurity=True):
    return _Hash("sha512", data)


def sha3_224(data=b"", *, usedforsecurity=True):
    return _Hash("sha3_224", data)


def sha3_256(data=b"", *, usedforsecurity=True):
    return _Hash("sha3_256", data)


def sha3_384(data=b"", *, usedforsecurity=True):
    return _Hash("sha3_384", data)


def sha3_512(data=b"", *, usedforsecurity=True):
    return _Hash("sha3_512", data)


def shake_128(data=b"", *, usedforsecurity=True):
    return _HashXOF("shake_128", data)


def shake_256(data=b"", *, usedforsecurity=True):
    return _HashXOF("shake_256", data)
