"""Only a string of more than sys.maxsize characters could fail these: CPython has none."""


def main(s: str, n: int) -> None:
    assert min(len(s), 10**20) < 10**20
    if len(s) - 9 == 4 * 9223372036854775807:
        assert n > 0
