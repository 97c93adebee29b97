from typing import Deque

Numbers = Deque[int]


def main():
    kind = Numbers
    return kind
