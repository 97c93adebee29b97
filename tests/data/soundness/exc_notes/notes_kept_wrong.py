# The wrong twin: the note that is no str is refused, so only two notes are kept, and the
# third one asserted fails.
# expect: failed
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
        assert len(e.__notes__) == 3
        return len(e.__notes__)
