# `s.split(",", 1, maxsplit=2)` counts the keyword with the positional arguments, as
# Argument Clinic does: three given, at most two taken.
# expect: proved
# inputs: ("",), ("a,b",), ("a,b,c",), (",",)


def main(s: str) -> int:
    try:
        s.split(",", 1, maxsplit=2)
    except TypeError as e:
        assert str(e) == "split() takes at most 2 arguments (3 given)"
        return 1
    return 0
