"""`hmac` for agent programs, written from RFC 2104 and the module's documentation: keyed
digests over the modelled `hashlib` (`new`, `digest`, the `HMAC` object's `update`, `copy`,
`digest`, `hexdigest`, `name`, `digest_size`, `block_size`) and `compare_digest`. The digest
may be named (`"sha256"`) or given as a constructor (`hashlib.sha256`); a module as the digest
is not modelled."""

from hashlib import new as _new_hash


def _hash_of(digestmod):
    # A fresh hash object of the algorithm `digestmod` names or makes.
    if isinstance(digestmod, str):
        return _new_hash(digestmod)
    return digestmod()


def _key_bytes(key):
    if isinstance(key, bytearray):
        return bytes(key)
    if not isinstance(key, bytes):
        raise TypeError(f"key: expected bytes or bytearray, but got {type(key).__name__!r}")
    return key


def _xor(key, pad):
    return bytes(b ^ pad for b in key)


class HMAC:
    """The inner hash is fed the message as it comes; the outer one is made at each digest."""

    def __init__(self, key, msg=None, digestmod=""):
        key = _key_bytes(key)
        if not digestmod:
            raise TypeError("Missing required parameter 'digestmod'.")
        self._digestmod = digestmod
        inner = _hash_of(digestmod)
        outer = _hash_of(digestmod)
        self.digest_size = inner.digest_size
        self.block_size = inner.block_size
        self.name = "hmac-" + inner.name
        if len(key) > self.block_size:
            long_key = _hash_of(digestmod)
            long_key.update(key)
            key = long_key.digest()
        key = key + bytes(self.block_size - len(key))
        inner.update(_xor(key, 0x36))
        outer.update(_xor(key, 0x5C))
        self._inner = inner
        self._outer = outer
        if msg is not None:
            self.update(msg)

    def update(self, msg):
        self._inner.update(msg)

    def copy(self):
        other = HMAC(b"", None, self._digestmod)
        other._inner = self._inner.copy()
        other._outer = self._outer.copy()
        return other

    def digest(self):
        outer = self._outer.copy()
        outer.update(self._inner.digest())
        return outer.digest()

    def hexdigest(self):
        return self.digest().hex()


def new(key, msg=None, digestmod=""):
    return HMAC(key, msg, digestmod)


def digest(key, msg, digest):
    return HMAC(key, msg, digest).digest()


def compare_digest(a, b):
    # Whether `a == b`, for two ASCII strs or two bytes-like values, as CPython compares them
    # (in time independent of where they differ, which a model need not reproduce).
    if isinstance(a, str) and isinstance(b, str):
        if not (a.isascii() and b.isascii()):
            raise TypeError("comparing strings with non-ASCII characters is not supported")
        return a == b
    a_bytes = isinstance(a, (bytes, bytearray))
    b_bytes = isinstance(b, (bytes, bytearray))
    if not (a_bytes or b_bytes):
        raise TypeError(
            f"unsupported operand types(s) or combination of types: '{type(a).__name__}' and '{type(b).__name__}'"
        )
    if not a_bytes:
        raise TypeError(f"a bytes-like object is required, not '{type(a).__name__}'")
    if not b_bytes:
        raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'")
    return bytes(a) == bytes(b)
