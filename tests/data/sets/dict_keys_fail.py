import clauz3


def main(a: str, b: str) -> None:
    counts = {a: 1, b: 2}
    assert counts[a] == 1
