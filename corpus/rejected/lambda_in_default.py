# rejects: lambda as a parameter default
import clauz3


def total(prices: list[int], adjust=lambda cents: cents) -> int:
    return sum(prices)


def main() -> int:
    return total([100, 250], None)
