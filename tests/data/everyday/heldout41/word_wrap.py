TEXT = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
        "liquor jugs! How vexingly quick daft zebras jump; sphinx of black quartz, judge my vow.")


def wrap(text: str, width: int) -> list:
    """Greedy word wrap, like textwrap.wrap for simple input."""
    lines = []
    current = ""
    for word in text.split():
        if not current:
            current = word
        elif len(current) + 1 + len(word) <= width:
            current += " " + word
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def justify(line: str, width: int) -> str:
    words = line.split()
    if len(words) == 1:
        return line.ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    base, extra = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (base + (1 if i < extra else 0))
    return out + words[-1]


def main():
    for width in (20, 32):
        print(f"--- width {width} ---")
        lines = wrap(TEXT, width)
        for line in lines[:-1]:
            print("|" + justify(line, width) + "|")
        print("|" + lines[-1].ljust(width) + "|")
    boxed = wrap(TEXT, 28)
    border = "+" + "-" * 30 + "+"
    print(border)
    for line in boxed:
        print("| %-28s |" % line)
    print(border)
    print(max(map(len, boxed)), len(boxed))


if __name__ == "__main__":
    main()
