"""`zlib`'s compression for agent programs: `compress`, `decompress`, `compressobj` and
`decompressobj` with CPython 3.11's arguments and `zlib.error` messages, done by the system
zlib natively (`_binary`), so the bytes are python3's. A `Compress` or `Decompress` object
keeps the calls made on it and replays them on a fresh stream at each call (zlib is
deterministic): plain data both engines hold. The checksums and constants are the pure half's."""

from math import _index


class error(Exception):
    pass


def _args(name, args, kwargs, params, defaults, positional):
    # The arguments of a function CPython's Argument Clinic parses: the parameters without
    # one of the `defaults` (which are the last ones') needed, the first `positional` by
    # position only, the others by position or by name; CPython's messages for a wrong call.
    required = len(params) - len(defaults)
    most = len(params)
    given = len(args) + len(kwargs)
    if given > most:
        plural = "" if most == 1 else "s"
        raise TypeError(f"{name}() takes at most {most} argument{plural} ({given} given)")
    if len(args) < required:
        how = "exactly" if required == most else "at least"
        plural = "" if required == 1 else "s"
        raise TypeError(f"{name}() takes {how} {required} positional argument{plural} ({len(args)} given)")
    for key in kwargs:
        if key in params[positional : len(args)]:
            position = params.index(key) + 1
            raise TypeError(f"argument for {name}() given by name ('{key}') and position ({position})")
        if key not in params[max(positional, len(args)) :]:
            raise TypeError(f"'{key}' is an invalid keyword argument for {name}()")
    return list(args) + [kwargs.get(params[k], defaults[k - required]) for k in range(len(args), most)]


def _no_args(args):
    # `copy()`: CPython 3.11 refuses positional arguments and passes over keywords.
    if args:
        raise TypeError("copy() takes no arguments")


def _int(n):
    # A C `int` argument: by `__index__`, CPython's `OverflowError` past 32 bits.
    n = _index(n)
    if not -2147483648 <= n <= 2147483647:
        raise OverflowError("Python int too large to convert to C int")
    return n


def _ssize(n):
    # A C `Py_ssize_t` argument: by `__index__`, CPython's `OverflowError` past 64 bits.
    n = _index(n)
    if not -9223372036854775808 <= n <= 9223372036854775807:
        raise OverflowError("Python int too large to convert to C ssize_t")
    return n


def _data(data):
    if isinstance(data, bytearray):
        return bytes(data)
    if not isinstance(data, bytes):
        raise TypeError(f"a bytes-like object is required, not '{type(data).__name__}'")
    return data


def _result(r):
    # `_binary` answers a failure as [kind, message], for the exception raised here.
    if isinstance(r, list):
        kind, message = r
        if kind == "zlib":
            raise error(message)
        if kind == "ValueError":
            raise ValueError(message)
        if kind == "MemoryError":
            raise MemoryError(message)
        raise SystemError(message)
    return r


def compress(*args, **kwargs):
    data, level, wbits = _args("compress", args, kwargs, ("data", "level", "wbits"), (-1, 15), 1)
    data = _data(data)
    level = _int(level)
    wbits = _int(wbits)
    return _result(_binary("zlib_compress", data, level, wbits))


def decompress(*args, **kwargs):
    data, wbits, bufsize = _args("decompress", args, kwargs, ("data", "wbits", "bufsize"), (15, 16384), 1)
    data = _data(data)
    wbits = _int(wbits)
    bufsize = _ssize(bufsize)
    if bufsize < 0:
        raise ValueError("bufsize must be non-negative")
    return _result(_binary("zlib_decompress", data, wbits))


class Compress:
    """A compression stream: `compress(data)` gives what zlib has written so far, `flush(mode)`
    the rest (`Z_FINISH`, the default, ends the stream)."""

    def __init__(self, settings, calls):
        self._settings = settings
        self._calls = calls

    def _run(self, call):
        # A call that raises is kept: zlib's stream changed as CPython's did.
        self._calls = self._calls + (call,)
        return _result(_binary("zlib_deflate", self._settings, self._calls))

    def compress(self, *args, **kwargs):
        (data,) = _args("compress", args, kwargs, ("data",), (), 1)
        return self._run((_data(data), 0))

    def flush(self, *args, **kwargs):
        (mode,) = _args("flush", args, kwargs, ("mode",), (4,), 1)
        mode = _int(mode)
        if mode == 0:
            return b""
        return self._run((None, mode))

    def copy(self, *args, **kwargs):
        _no_args(args)
        if self._ended():
            raise ValueError("Inconsistent stream state")
        return Compress(self._settings, self._calls)

    def _ended(self):
        # A `flush(Z_FINISH)` that returned ended the stream.
        return any([data is None and mode == 4 for data, mode in self._calls])


def compressobj(*args, **kwargs):
    params = ("level", "method", "wbits", "memLevel", "strategy", "zdict")
    level, method, wbits, mem_level, strategy, zdict = _args("compressobj", args, kwargs, params, (-1, 8, 15, 8, 0, None), 0)
    settings = (
        _int(level),
        _int(method),
        _int(wbits),
        _int(mem_level),
        _int(strategy),
    )
    if zdict is not None:
        settings += (_data(zdict),)
    _result(_binary("zlib_deflate", settings, ()))
    return Compress(settings, ())


class Decompress:
    """A decompression stream: `decompress(data, max_length)` gives what the data decodes to
    (at most `max_length` bytes, the input left over in `unconsumed_tail`), `flush()` the
    rest; past the end of the compressed stream, input goes to `unused_data`."""

    def __init__(self, settings, calls, state):
        self._settings = settings
        self._calls = calls
        self._state = state

    def _run(self, call):
        # A call that raises is kept, with the input it saved: zlib's stream changed as
        # CPython's did.
        self._calls = self._calls + (call,)
        self._state = _result(_binary("zlib_inflate", self._settings, self._calls))
        if self._state[5] is not None:
            _result(list(self._state[5]))
        return self._state[0]

    @property
    def unused_data(self):
        return self._state[1]

    @property
    def unconsumed_tail(self):
        return self._state[2]

    @property
    def eof(self):
        return self._state[3]

    def decompress(self, *args, **kwargs):
        data, max_length = _args("decompress", args, kwargs, ("data", "max_length"), (0,), 1)
        data = _data(data)
        max_length = _ssize(max_length)
        if max_length < 0:
            raise ValueError("max_length must be non-negative")
        return self._run(("d", data, max_length))

    def flush(self, *args, **kwargs):
        (length,) = _args("flush", args, kwargs, ("length",), (16384,), 1)
        length = _ssize(length)
        if length <= 0:
            raise ValueError("length must be greater than zero")
        return self._run(("f", b"", length))

    def copy(self, *args, **kwargs):
        _no_args(args)
        if not self._state[4]:
            raise ValueError("Inconsistent stream state")
        return Decompress(self._settings, self._calls, self._state)


def decompressobj(*args, **kwargs):
    wbits, zdict = _args("decompressobj", args, kwargs, ("wbits", "zdict"), (15, None), 0)
    settings = (_int(wbits),)
    # Not given is not `b''`: CPython sets even an empty `zdict` given where zlib asks for one.
    if len(args) > 1 or "zdict" in kwargs:
        if not isinstance(zdict, (bytes, bytearray)):
            raise TypeError("zdict argument must support the buffer protocol")
        settings += (bytes(zdict),)
    state = _result(_binary("zlib_inflate", settings, ()))
    return Decompress(settings, (), state)
