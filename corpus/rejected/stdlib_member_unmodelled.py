import string
from collections import UserDict


def main():
    print(string.Formatter().format("{0}", 4.5))
    print(UserDict({"a": 1}))


main()
