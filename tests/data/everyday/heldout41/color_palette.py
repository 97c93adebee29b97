PALETTE = {"crimson": "#DC143C", "teal": "#008080", "gold": "#FFD700", "slate": "#708090", "ivory": "#FFFFF0"}


def hex_to_rgb(h: str) -> tuple:
    h = h.lstrip("#")
    return tuple(int(h[i:i + 2], 16) for i in (0, 2, 4))


def rgb_to_hex(rgb) -> str:
    return "#" + "".join(f"{max(0, min(255, c)):02x}" for c in rgb)


def luminance(rgb):
    r, g, b = (c / 255 for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def blend(a, b, t=0.5):
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b))


def main():
    for name, h in sorted(PALETTE.items(), key=lambda kv: luminance(hex_to_rgb(kv[1]))):
        rgb = hex_to_rgb(h)
        lum = luminance(rgb)
        text = "black" if lum > 0.5 else "white"
        print(f"{name:<8}{h:>8} rgb{rgb!s:<16} lum={lum:.3f} text={text}")
    a, b = hex_to_rgb(PALETTE["crimson"]), hex_to_rgb(PALETTE["teal"])
    steps = [rgb_to_hex(blend(a, b, i / 4)) for i in range(5)]
    print(" -> ".join(steps))
    inverted = {n: rgb_to_hex(tuple(255 - c for c in hex_to_rgb(h))) for n, h in PALETTE.items()}
    print(inverted)
    grays = [n for n, h in PALETTE.items() if len(set(hex_to_rgb(h))) == 1]
    print("grays:", grays)
    print(rgb_to_hex((300, -5, 128)), hex_to_rgb("#abc123"), "%02X%02X%02X" % (1, 171, 255))


if __name__ == "__main__":
    main()
