# rejects: an exception class with an __init__
import clauz3


class Declined(ValueError):
    def __init__(self, amount: int) -> None:
        self.amount = amount


def main() -> int:
    raise Declined(5)
