# rejects: class defined inside a function whose dataclass field default reads the function's variables
from dataclasses import dataclass

import clauz3


def main() -> int:
    rate = 3

    @dataclass
    class Invoice:
        amount: int = rate

    return Invoice().amount
