import math
from collections import UserDict


def main():
    print(math.gamma(4.5))
    print(UserDict({"a": 1}))


main()
