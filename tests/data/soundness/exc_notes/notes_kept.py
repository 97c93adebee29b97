# Notes added to a caught exception stay on that one object, in order, and a note that is no
# str is CPython's TypeError before anything is appended.
# expect: proved
# inputs: (0,), (7,), (-2,), (2000000,)
def main(n: int) -> int:
    if abs(n) > 10**6:
        return 0
    try:
        if n > 5:
            raise KeyError(n)
        raise ValueError("small")
    except (KeyError, ValueError) as e:
        e.add_note(f"n={n}")
        try:
            e.add_note(n)
        except TypeError:
            e.add_note("typed")
        assert len(e.__notes__) == 2
        assert e.__notes__[1] == "typed"
        assert e.__notes__[0] == "n=" + str(n)
        return len(e.__notes__)
