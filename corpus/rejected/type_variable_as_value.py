from typing import TypeVar

T = TypeVar("T")


def main():
    kind = T
    return kind
