# rejects: lambda expression
import clauz3


def main() -> int:
    prices = [120, 340, 99]
    discounted = lambda cents: cents - cents // 10
    return sum([discounted(p) for p in prices])
