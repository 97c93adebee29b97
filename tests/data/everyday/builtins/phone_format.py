NUMBERS = ("(555) 123-4567", "555.987.6543", "+1 555 222 3333", "5551112222", "12-34")


def digits_only(s: str) -> str:
    return "".join([c for c in s if c.isdigit()])


def main() -> None:
    for raw in NUMBERS:
        d = digits_only(raw)
        if len(d) == 11 and d.startswith("1"):
            d = d[1:]
        if len(d) != 10:
            print(f"{raw!r:>18}: invalid ({len(d)} digits)")
            continue
        pretty = "({}) {}-{}".format(d[:3], d[3:6], d[6:])
        print(f"{raw!r:>18}: {pretty}")
    print("all digits:", "5551112222".isdigit(), "decimal:", "12a".isdecimal(), "numeric:", "½".isnumeric())
