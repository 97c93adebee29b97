# rejects: dict method outside the subset (popitem)
import clauz3


def main() -> int:
    stock = {"bolt": 4, "nut": 2}
    last = stock.popitem()
    return len(stock)
