def col_name(n: int) -> str:
    name = ""
    while n > 0:
        n, rem = divmod(n - 1, 26)
        name = chr(ord("A") + rem) + name
    return name


def col_number(name: str) -> int:
    total = 0
    for ch in name.upper():
        total = total * 26 + (ord(ch) - ord("A") + 1)
    return total


def main() -> None:
    for n in (1, 26, 27, 52, 702, 703, 16384):
        name = col_name(n)
        print(f"{n:>6} -> {name:<4} -> {col_number(name)}")
    print([col_name(n) for n in range(24, 30)], col_number("zz"), col_number("AAA") - col_number("ZZ"))
