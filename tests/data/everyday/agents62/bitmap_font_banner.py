"""Render banners in a 5-row bitmap font, with scaling, shadows and mirroring."""
FONT = {
    "A": [" ### ", "#   #", "#####", "#   #", "#   #"],
    "B": ["#### ", "#   #", "#### ", "#   #", "#### "],
    "C": [" ####", "#    ", "#    ", "#    ", " ####"],
    "D": ["#### ", "#   #", "#   #", "#   #", "#### "],
    "E": ["#####", "#    ", "#### ", "#    ", "#####"],
    "H": ["#   #", "#   #", "#####", "#   #", "#   #"],
    "I": ["#####", "  #  ", "  #  ", "  #  ", "#####"],
    "L": ["#    ", "#    ", "#    ", "#    ", "#####"],
    "O": [" ### ", "#   #", "#   #", "#   #", " ### "],
    "K": ["#   #", "#  # ", "###  ", "#  # ", "#   #"],
    "!": ["  #  ", "  #  ", "  #  ", "     ", "  #  "],
    " ": ["   ", "   ", "   ", "   ", "   "],
}


def banner(text, ink="#", gap=1):
    unknown = sorted({ch for ch in text.upper() if ch not in FONT})
    if unknown:
        raise KeyError(f"no glyph for {''.join(unknown)!r}")
    glyphs = [FONT[ch] for ch in text.upper()]
    rows = [(" " * gap).join(g[r] for g in glyphs) for r in range(5)]
    return [row.replace("#", ink).rstrip() for row in rows]


def scale(rows, sx=2, sy=1):
    out = []
    for row in rows:
        wide = "".join(ch * sx for ch in row)
        out.extend([wide] * sy)
    return out


def shadow(rows):
    width = max(map(len, rows)) + 1
    grid = [list(row.ljust(width)) for row in rows] + [[" "] * width]
    for r in range(len(rows) - 1, -1, -1):
        for c in range(width - 1, -1, -1):
            if grid[r][c] == "#" and grid[r + 1][c + 1] == " ":
                grid[r + 1][c + 1] = "."
    return ["".join(row).rstrip() for row in grid]


def boxed(rows, pad=1):
    width = max(len(r) for r in rows) + 2 * pad
    top = "+" + "-" * width + "+"
    return [top] + [f"|{' ' * pad}{r:<{width - 2 * pad}}{' ' * pad}|" for r in rows] + [top]


def main():
    for line in banner("Hello"):
        print(line)
    print()
    for line in boxed(banner("OK!", ink="@")):
        print(line)
    print()
    for line in shadow(banner("DICE")):
        print(line)
    print()
    for line in scale(banner("HI"), sx=2, sy=1):
        print(line)
    mirrored = [row[::-1] for row in banner("BAD")]
    print("\n".join(mirrored))
    ink = sum(row.count("#") for row in banner("HELLO BOOK"))
    print(f"ink used: {ink} pixels, width {max(len(r) for r in banner('HELLO BOOK'))}")
    try:
        banner("Hello, world?")
    except KeyError as exc:
        print("error:", exc)
    density = {ch: sum(r.count("#") for r in rows) for ch, rows in FONT.items() if ch.strip()}
    print(sorted(density.items(), key=lambda kv: (-kv[1], kv[0]))[:4])


if __name__ == "__main__":
    main()
