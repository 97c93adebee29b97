from typing import ChainMap

Numbers = ChainMap[str, int]


def main():
    kind = Numbers
    return kind
