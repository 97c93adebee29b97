# rejects: dict method outside the subset (has_key, gone since Python 3)
import clauz3


def main() -> int:
    stock = {"bolt": 4, "nut": 2}
    if stock.has_key("bolt"):
        return 1
    return len(stock)
