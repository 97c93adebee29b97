# rejects: class decorator that may return something other than the class
import clauz3


def counted(cls):
    return lambda *args: cls(*args)


@counted
class Invoice:
    def __init__(self, amount):
        self.amount = amount


def main() -> int:
    return Invoice(3).amount
