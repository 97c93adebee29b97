"""The text of an int holds only `-` and digits, so no letter is ever found in it."""


def main(n: int, m: int) -> None:
    # CPython writes no int of more than 4300 digits (a ValueError): keep them small.
    if abs(n) >= 10**12 or abs(m) >= 10**12:
        return
    assert not str(min(n, m)).endswith("ab")
    assert "a" not in f"{n // 3}-{m}"
    label = f"{n}:{m}"
    assert label != "x"
