from typing import Iterable

Numbers = Iterable[int]


def main():
    kind = Numbers
    return kind
