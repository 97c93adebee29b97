# The text of a flag and of flags combined is the module's names (`re.IGNORECASE|re.MULTILINE`),
# while arithmetic, `==`, `in`, `hash`, a format spec and `Pattern.flags` see the int.
# expect: proved
# inputs: (0,), (1,), (7,), (-2,)
import re


def main(n: int) -> None:
    if n > 0:
        flags = re.I | re.M
    else:
        flags = re.I
    text = f"{flags}"
    if n > 0:
        assert text == "re.IGNORECASE|re.MULTILINE" and repr(flags) == text
        assert flags == 10 and f"{flags:d}" == "10" and flags + 1 == 11
    else:
        assert text == "re.IGNORECASE" and hash(flags) == 2 and flags in (2, 8)
        assert str(~flags).startswith("re.ASCII|re.LOCALE|")
    assert type(re.compile("a", flags).flags) is int and re.compile("a", flags).flags == flags | 32
    assert isinstance(flags, re.RegexFlag) and type(flags) is re.RegexFlag
    assert issubclass(re.RegexFlag, int) and isinstance(flags, int)
