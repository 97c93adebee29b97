# rejects: type() builtin
import clauz3


def main() -> str:
    amount = 12.5
    kind = type(amount)
    return "float"
