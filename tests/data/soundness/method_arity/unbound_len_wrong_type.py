# `str.__len__` given an int: CPython's descriptor `TypeError` for every input, never a length.
# expect: failed
# inputs: (0,), (3,), (-1,), (10,)


def main(n: int) -> int:
    try:
        return str.__len__(n)
    except TypeError as e:
        assert str(e) != "descriptor '__len__' requires a 'str' object but received a 'int'"
        return -1
