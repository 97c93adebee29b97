import string
from collections import UserString


def main():
    print(string.Formatter().format("{0}", 4.5))
    print(UserString("abc").upper())


main()
