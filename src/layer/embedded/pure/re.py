"""`re` for agent programs: Python's regular-expression dialect matched by a native
backtracking matcher that tries alternatives in CPython's order (`_re`); patterns and matches
are native objects with CPython's methods. A function as the replacement of `sub` is called
here, on the matches `finditer` gives.

The flags below are the ints CPython's `RegexFlag` members stand for, for trusted layers,
which hold functions only: a program importing `re` sees the class half's `RegexFlag`
members under the same names instead (`classes/re.py`), written as CPython writes them."""

NOFLAG = 0
ASCII = 256
A = 256
IGNORECASE = 2
I = 2
LOCALE = 4
L = 4
MULTILINE = 8
M = 8
DOTALL = 16
S = 16
UNICODE = 32
U = 32
VERBOSE = 64
X = 64
DEBUG = 128


def _flags(flags):
    # The int a flag stands for (a `RegexFlag` of the class half, or any int); anything else
    # is left to the matcher, which refuses it as CPython does.
    if isinstance(flags, int):
        return int(flags)
    return flags


def compile(pattern, flags=0):
    return _re("compile", pattern, _flags(flags))


def search(pattern, string, flags=0):
    return _re("compile", pattern, _flags(flags)).search(string)


def match(pattern, string, flags=0):
    return _re("compile", pattern, _flags(flags)).match(string)


def fullmatch(pattern, string, flags=0):
    return _re("compile", pattern, _flags(flags)).fullmatch(string)


def findall(pattern, string, flags=0):
    return _re("compile", pattern, _flags(flags)).findall(string)


def finditer(pattern, string, flags=0):
    return _re("compile", pattern, _flags(flags)).finditer(string)


def split(pattern, string, maxsplit=0, flags=0):
    return _re("compile", pattern, _flags(flags)).split(string, maxsplit)


def _sub_calling(p, repl, string, count):
    # `sub` with a function: the text between matches kept, each match replaced by what the
    # function returns for it (`None` adds nothing), joined as CPython joins them.
    pieces = []
    last = 0
    n = 0
    for m in p.finditer(string):
        if count and n >= count:
            break
        if last < m.start():
            pieces.append(string[last : m.start()])
        piece = repl(m)
        if piece is not None:
            pieces.append(piece)
        last = m.end()
        n += 1
    if last < len(string):
        pieces.append(string[last:])
    return "".join(pieces), n


def sub(pattern, repl, string, count=0, flags=0):
    p = _re("compile", pattern, _flags(flags))
    if callable(repl):
        return _sub_calling(p, repl, string, count)[0]
    return p.sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    p = _re("compile", pattern, _flags(flags))
    if callable(repl):
        return _sub_calling(p, repl, string, count)
    return p.subn(repl, string, count)


def escape(pattern):
    return _re("escape", pattern)


def purge():
    return None
