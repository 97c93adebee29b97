"""`sys` for agent programs: the constants they test, `exit`, the recursion limit they raise, the
exception being handled (`exc_info`, `exception`), and the two text streams they write to.
`sys.stdout` and `sys.stderr` are classes whose static methods stand for the stream objects'
methods, since a module may define classes but not module-level instances."""

from typing import NamedTuple

maxsize = 9223372036854775807
maxunicode = 1114111
byteorder = "little"
platform = "linux"


class version_info(NamedTuple):
    # CPython's `sys.version_info`: a tuple programs compare (`>= (3, 8)`) with named fields
    # (`.minor`), written as CPython writes it, of a class CPython names as the value.
    major: int
    minor: int
    micro: int
    releaselevel: str
    serial: int

    def __repr__(self):
        return (
            f"sys.version_info(major={self.major!r}, minor={self.minor!r}, micro={self.micro!r}, "
            f"releaselevel={self.releaselevel!r}, serial={self.serial!r})"
        )


_VersionInfo = version_info


class _Kept:
    # `version_info`, made at its first read and kept for the run: one object, as CPython's.
    version_info = []


def _version_info():
    if not _Kept.version_info:
        # The CPython release clauz3 follows.
        _Kept.version_info.append(_VersionInfo(3, 11, 7, "final", 0))
    return _Kept.version_info[0]


version_info = _version_info()
# `sys.argv` is the evaluator's (`<argv>`): one list per run, the program's file as the
# command line named it, then the arguments `clauz3 dry-run` was given after `--`.


def exception():
    # The exception being handled where this is called (new in 3.11), else None.
    return _handling()


def exc_info():
    # The exception being handled as `(type, value, traceback)`, else three Nones.
    handled = _handling()
    if handled is None:
        return (None, None, None)
    return (type(handled), handled, handled.__traceback__)


def exit(*status):
    # `sys.exit()` and `sys.exit(None)` both end with status 0; their exceptions' `args` differ.
    if len(status) > 1:
        raise TypeError(f"exit expected at most 1 argument, got {len(status)}")
    raise SystemExit(*status)


class _Recursion:
    # The limit a program set, which `getrecursionlimit` reads back. How deep a run may call
    # stays clauz3's own depth limit (`--max-depth`, 1000 by default; past it the run stops
    # with a `limit` diagnostic), so a limit below CPython's default, under which CPython
    # would raise `RecursionError` sooner, is refused as unsupported rather than ignored.
    limit = [1000]


def getrecursionlimit():
    return _Recursion.limit[0]


def setrecursionlimit(limit):
    if not isinstance(limit, int):
        raise TypeError(f"'{type(limit).__name__}' object cannot be interpreted as an integer")
    if not -2147483648 <= limit <= 2147483647:
        raise OverflowError("Python int too large to convert to C int")
    if limit < 1:
        raise ValueError("recursion limit must be greater or equal than 1")
    if limit < 1000:
        _unmodelled(
            f"`sys.setrecursionlimit({limit})`: a recursion limit below 1000 is not modelled (clauz3 keeps its own depth limit, `--max-depth`)"
        )
    _Recursion.limit[0] = limit


def _checked(text):
    if not isinstance(text, str):
        raise TypeError(f"write() argument must be str, not {type(text).__name__}")
    return text


class _TextStream:
    # The methods of both streams; each stream says where its text goes.
    @classmethod
    def write(cls, text):
        cls._emit(_checked(text))
        return len(text)

    @classmethod
    def writelines(cls, lines):
        for line in lines:
            cls.write(line)

    @staticmethod
    def flush():
        return None

    @staticmethod
    def isatty():
        return False


class stdout(_TextStream):
    @staticmethod
    def _emit(text):
        print(text, end="")


class stderr(_TextStream):
    @staticmethod
    def _emit(text):
        _stderr(text)
