"""Read account numbers drawn in seven-segment ASCII and validate their checksum."""

GLYPHS = {
    " _ | ||_|": "0", "     |  |": "1", " _  _||_ ": "2", " _  _| _|": "3",
    "   |_|  |": "4", " _ |_  _|": "5", " _ |_ |_|": "6", " _   |  |": "7",
    " _ |_||_|": "8", " _ |_| _|": "9",
}
REVERSE = {digit: glyph for glyph, digit in GLYPHS.items()}


def render(number: str) -> list[str]:
    rows = ["", "", ""]
    for ch in number:
        glyph = REVERSE[ch]
        for r in range(3):
            rows[r] += glyph[r * 3:r * 3 + 3]
    return rows


def read(rows: list[str]) -> str:
    width = max(len(r) for r in rows)
    rows = [r.ljust(width) for r in rows]
    out = []
    for col in range(0, width, 3):
        glyph = "".join(r[col:col + 3] for r in rows)
        out.append(GLYPHS.get(glyph, "?"))
    return "".join(out)


def checksum_ok(account: str) -> bool:
    return sum((9 - i) * int(d) for i, d in enumerate(account)) % 11 == 0


def neighbours(glyph: str):
    """Glyphs one segment away (one character flipped between ' ' and '_' or '|')."""
    for i, ch in enumerate(glyph):
        for repl in " _|":
            if repl != ch:
                candidate = glyph[:i] + repl + glyph[i + 1:]
                if candidate in GLYPHS:
                    yield GLYPHS[candidate]


def repair(rows: list[str]) -> list[str]:
    digits = read(rows)
    fixes = []
    for pos in range(len(digits)):
        glyph = "".join(r[pos * 3:pos * 3 + 3] for r in rows)
        for alt in neighbours(glyph):
            candidate = digits[:pos] + alt + digits[pos + 1:]
            if "?" not in candidate and checksum_ok(candidate):
                fixes.append(candidate)
    return sorted(set(fixes))


def status(account: str) -> str:
    if "?" in account:
        return "ILL"
    return "" if checksum_ok(account) else "ERR"


def main():
    scans = [render("345882865"), render("123456789"), render("490067715"), render("111111111")]
    broken = render("457508000")
    broken[1] = broken[1][:3] + " _ " + broken[1][6:]
    scans.append(broken)
    for rows in scans:
        for r in rows:
            print("   |" + r + "|")
        account = read(rows)
        flag = status(account)
        line = f"{account} {flag}".rstrip()
        if flag:
            options = repair(rows)
            if len(options) == 1:
                line = f"{options[0]} (repaired from {account})"
            elif options:
                line += " AMB " + str(options)
        print(" ->", line)


if __name__ == "__main__":
    main()
