COLORS = ("#ff0000", "#00FF7f", "#123", "#abcdef", "nothex", "#7f7f7f")


def parse(code: str):
    code = code.strip().lstrip("#")
    if len(code) == 3:
        code = "".join([c * 2 for c in code])
    if len(code) != 6 or not all([c in "0123456789abcdefABCDEF" for c in code]):
        return None
    return tuple([int(code[i:i + 2], 16) for i in (0, 2, 4)])


def main() -> None:
    for c in COLORS:
        rgb = parse(c)
        if rgb is None:
            print(f"{c:<9} invalid")
            continue
        r, g, b = rgb
        brightness = round((299 * r + 587 * g + 114 * b) / 1000)
        hexed = "#" + "".join([format(v, "02x") for v in rgb])
        print(f"{c:<9} rgb{rgb} {hexed} {'light' if brightness > 127 else 'dark'} {brightness}")
    print("grey?", [parse(c) is not None and len(set(parse(c))) == 1 for c in COLORS])
