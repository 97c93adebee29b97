import math
from collections import Counter


def main():
    print(math.gamma(4.5))
    print(Counter("abc"))


main()
