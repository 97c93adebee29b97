import re


def main():
    scanner = re.Scanner([(r"\d+", lambda s, tok: int(tok)), (r"\s+", None)])
    print(scanner.scan("12 34"))


main()
