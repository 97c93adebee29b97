"""The text of an int holds only `-` and digits, so no letter is ever found in it."""


def main(n: int, m: int) -> None:
    assert not str(min(n, m)).endswith("ab")
    assert "a" not in f"{n // 3}-{m}"
    label = f"{n}:{m}"
    assert label != "x"
