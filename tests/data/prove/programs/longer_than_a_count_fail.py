import clauz3


def main(s: str, n: int) -> None:
    assert not (n > 1000 and len(s) > n)
