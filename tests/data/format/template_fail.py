"""A width in a `str.format` field is a minimum: a longer string is not cut."""


def main(s: str) -> None:
    assert len("{:>5}".format(s)) == 5
