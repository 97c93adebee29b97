"""`hashlib` for agent programs: the md5, sha1, sha224, sha256, sha384 and sha512 hash objects
(`update`, `digest`, `hexdigest`, `copy`, `name`, `digest_size`, `block_size`) and `new(name)`.
An object keeps the bytes fed to it; the digest is computed natively from them
(`_digest("hash", name, data)`, RustCrypto's implementations)."""

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
    return None


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


def new(name, data=b"", *, usedforsecurity=True):
    if not isinstance(name, str):
        raise TypeError(f"new() argument 'name' must be str, not {type(name).__name__}")
    key = name.lower().replace("-", "")
    if _sizes(key) is None:
        raise ValueError(f"unsupported hash type {name}")
    return _Hash(key, data)


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
