"""Check colour pairs against WCAG 2.1 contrast ratios and suggest a darker accessible shade."""
import colorsys
import re

HEX = re.compile(r"^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")


def parse_hex(text: str) -> tuple[int, int, int]:
    m = HEX.match(text)
    if not m:
        raise ValueError(f"not a hex colour: {text!r}")
    digits = m.group(1)
    if len(digits) == 3:
        digits = "".join(c * 2 for c in digits)
    return tuple(int(digits[i:i + 2], 16) for i in (0, 2, 4))


def to_hex(rgb) -> str:
    return "#" + "".join(f"{max(0, min(255, round(c))):02x}" for c in rgb)


def channel(c: int) -> float:
    s = c / 255
    return s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4


def luminance(rgb) -> float:
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def grade(ratio: float) -> str:
    if ratio >= 7:
        return "AAA"
    if ratio >= 4.5:
        return "AA"
    if ratio >= 3:
        return "AA large"
    return "fail"


def darken_until(fg, bg, target=4.5):
    h, l, s = colorsys.rgb_to_hls(*(c / 255 for c in fg))
    steps = 0
    while contrast(fg, bg) < target and l > 0:
        l = max(0.0, l - 0.02)
        fg = tuple(c * 255 for c in colorsys.hls_to_rgb(h, l, s))
        steps += 1
    return to_hex(fg), steps


def main():
    pairs = [
        ("#777", "#fff"), ("#595959", "#ffffff"), ("1a73e8", "fff"), ("#ff9900", "#ffffff"),
        ("#000", "#fff"), ("#e0e0e0", "#f5f5f5"), ("#0f0", "#000"), ("#zzz", "#fff"),
    ]
    for fg_text, bg_text in pairs:
        try:
            fg, bg = parse_hex(fg_text), parse_hex(bg_text)
        except ValueError as err:
            print("skip:", err)
            continue
        ratio = contrast(fg, bg)
        line = f"{to_hex(fg)} on {to_hex(bg)}: {ratio:5.2f}:1 {grade(ratio)}"
        if ratio < 4.5:
            better, steps = darken_until(fg, bg)
            line += f" -> try {better} ({steps} steps, {contrast(parse_hex(better), bg):.2f}:1)"
        print(line)
    print("luminance white/black:", luminance((255, 255, 255)), luminance((0, 0, 0)))
    h, s, v = colorsys.rgb_to_hsv(26 / 255, 115 / 255, 232 / 255)
    print(f"hsv of #1a73e8: {h * 360:.0f}deg {s:.0%} {v:.0%}")
    print(colorsys.hsv_to_rgb(0.5, 0.5, 0.5), colorsys.rgb_to_yiq(1.0, 0.0, 0.0))


if __name__ == "__main__":
    main()
