# rejects: __getattr__ hook on a class
import clauz3


class Invoice:
    def __getattr__(self, name):
        return 0


def main() -> int:
    return Invoice().amount
