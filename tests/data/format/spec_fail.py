"""A width is a minimum: a longer string is not cut."""


def main(s: str) -> None:
    assert len(f"{s:>5}") == 5
