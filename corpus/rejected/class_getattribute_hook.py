# rejects: __getattribute__ hook on a class
import clauz3


class Invoice:
    def __getattribute__(self, name):
        return 0


def main() -> int:
    return Invoice().amount
