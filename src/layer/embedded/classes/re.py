"""`re`'s flags as CPython 3.11 has them: members of the `IntFlag` `RegexFlag`, written as the
module's names (`re.IGNORECASE|re.MULTILINE`) by `str` and `repr` alike, and as ints by
arithmetic and by a format spec. The functions that take them are the pure half's, which
hands the matcher the int a flag stands for."""

from enum import IntFlag as _IntFlag


class RegexFlag(_IntFlag):
    NOFLAG = 0
    ASCII = 256
    A = 256
    IGNORECASE = 2
    I = 2
    LOCALE = 4
    L = 4
    UNICODE = 32
    U = 32
    MULTILINE = 8
    M = 8
    DOTALL = 16
    S = 16
    VERBOSE = 64
    X = 64
    TEMPLATE = 1
    T = 1
    DEBUG = 128

    def __repr__(self):
        # `enum.global_flag_repr`: each member's name under the module's, bits no member
        # holds as the hex number the name already has; no member at all as a call.
        if self._name_ is None:
            return f"re.RegexFlag({self._value_!r})"
        return "|".join([part if part[0].isdigit() else "re." + part for part in self._name_.split("|")])

    __str__ = __repr__

    def __format__(self, spec):
        # `int.__format__`: an empty spec is `str(self)`, any other formats the number.
        if spec == "":
            return str(self)
        return format(self._value_, spec)

    @classmethod
    def _flag_number(cls, bits):
        # CPython's `_numeric_repr_ = hex` of `RegexFlag`.
        return hex(bits)


NOFLAG = RegexFlag.NOFLAG
ASCII = RegexFlag.ASCII
A = RegexFlag.A
IGNORECASE = RegexFlag.IGNORECASE
I = RegexFlag.I
LOCALE = RegexFlag.LOCALE
L = RegexFlag.L
UNICODE = RegexFlag.UNICODE
U = RegexFlag.U
MULTILINE = RegexFlag.MULTILINE
M = RegexFlag.M
DOTALL = RegexFlag.DOTALL
S = RegexFlag.S
VERBOSE = RegexFlag.VERBOSE
X = RegexFlag.X
DEBUG = RegexFlag.DEBUG
