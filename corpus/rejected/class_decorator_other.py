# rejects: class decorator other than @dataclass
import clauz3


def registered(cls):
    return cls


@registered
class Invoice:
    def __init__(self, amount):
        self.amount = amount


def main() -> int:
    return Invoice(3).amount
