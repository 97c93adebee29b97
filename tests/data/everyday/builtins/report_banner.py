def banner(title: str, width: int) -> str:
    inner = f" {title} ".center(width - 2, "=")
    return "+" + inner + "+"


def main() -> None:
    for w in (20, 21, 15, 9):
        print(banner("Q3 Sales", w))
    rows = (("north", 1520.5), ("south", 987.25), ("east", 2210.0), ("west", 45.125))
    for region, amount in rows:
        print("|" + region.capitalize().ljust(10, ".") + "{:>9.2f}".format(amount) + "|")
    print("|" + "total".upper().ljust(10) + format(sum([a for _, a in rows]), ">9.2f") + "|")
    print("{:^21}".format("*"), "{:*^21}".format(" end "))
    print("zfill:", "7".zfill(3), "-7".zfill(4), "+12".zfill(6), "abc".zfill(2))
