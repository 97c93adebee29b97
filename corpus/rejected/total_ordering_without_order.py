# rejects: @total_ordering on a class with no ordering method (CPython raises ValueError)
import functools

import clauz3


@functools.total_ordering
class Invoice:
    def __init__(self, amount):
        self.amount = amount


def main() -> int:
    return Invoice(3).amount
