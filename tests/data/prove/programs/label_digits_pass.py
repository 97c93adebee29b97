import clauz3


def label(n: int, suffix: str) -> str:
    return str(-n) + "-" + suffix


def main(n: int, suffix: str) -> str:
    # CPython writes no int of more than 4300 digits (a ValueError): keep them small.
    if abs(n) >= 10**12:
        return ""
    tag = label(n, suffix)
    # str() of an int starts with a digit or a minus sign, never with a letter.
    assert not tag.startswith("xy")
    return tag
