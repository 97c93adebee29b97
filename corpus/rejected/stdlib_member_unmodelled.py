import math
from collections import ChainMap


def main():
    print(math.gamma(4.5))
    print(ChainMap({"a": 1}))


main()
