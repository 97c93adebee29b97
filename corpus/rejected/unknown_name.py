# rejects: name that is never bound
import clauz3


def main() -> int:
    total = 10
    return total + shipping_cost
