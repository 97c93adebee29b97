# rejects: a method decorator other than the program's own
from typing import final


class Table:
    @final
    def cell(self, row: int) -> int:
        return row * 2


def main() -> int:
    return Table().cell(2)
