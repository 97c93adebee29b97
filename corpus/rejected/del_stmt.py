# rejects: del statement
import clauz3


def main() -> int:
    stock = {"bolt": 4, "nut": 0}
    del stock["nut"]
    return len(stock)
