# rejects: a method decorator other than @staticmethod, @classmethod and @property
from functools import lru_cache


class Table:
    @lru_cache(maxsize=None)
    def cell(self, row: int) -> int:
        return row * 2


def main() -> int:
    return Table().cell(2)
