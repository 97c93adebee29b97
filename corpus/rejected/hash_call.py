# rejects: hash() builtin
import clauz3


def main() -> int:
    key = "order-17"
    return hash(key) % 7
