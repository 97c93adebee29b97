"""Inspect re's flags as enum members: names, membership, combinations and complements."""
import enum
import re


def describe(flags):
    names = [member.name for member in flags]
    return f"{flags!r} value={flags.value} name={flags.name} members={names} count={len(flags)}"


def main():
    print(type(re.I), type(re.I | re.M), type(re.I + 0), re.RegexFlag, re.RegexFlag.__name__)
    print(isinstance(re.I, int), isinstance(re.I, enum.IntFlag), isinstance(re.I, enum.Flag),
          isinstance(re.I, re.RegexFlag), isinstance(2, re.RegexFlag), issubclass(re.RegexFlag, int))
    print(re.IGNORECASE is re.I, re.RegexFlag.I is re.I, re.RegexFlag(8) is re.M, re.RegexFlag["DOTALL"])
    print(list(re.RegexFlag))
    print(len(re.RegexFlag), len(re.RegexFlag.__members__), list(re.RegexFlag.__members__)[:5])
    for flags in (re.NOFLAG, re.I, re.I | re.M, re.I | re.S | re.X, re.I ^ re.I, re.M & (re.M | re.S)):
        print(describe(flags))
    print(~re.I)
    print(~(re.I | re.M), repr(~re.NOFLAG))
    print(re.I | 1024, repr(re.RegexFlag(1024)), re.RegexFlag(3), re.RegexFlag(-1).value)
    print(re.I in re.I | re.M, re.S in re.I | re.M, bool(re.NOFLAG), bool(re.A))
    try:
        print(2 in re.I | re.M)
    except TypeError as err:
        print("TypeError", err)
    for bad in ("i", 1.5, None):
        try:
            re.compile("x", bad)
        except TypeError as err:
            print("TypeError", err)
    try:
        re.RegexFlag["NOPE"]
    except KeyError as err:
        print("KeyError", err)


if __name__ == "__main__":
    main()
