TEXT = ("The quick brown fox jumps over the lazy dog while the cat watches "
        "from a sunny windowsill, unimpressed by the whole affair.")


def wrap(words, width):
    lines, current = [], []
    for word in words:
        length = sum(len(w) for w in current) + len(current) + len(word)
        if current and length > width:
            lines.append(current)
            current = []
        current.append(word)
    if current:
        lines.append(current)
    return lines


def justify(line, width):
    if len(line) == 1:
        return line[0].ljust(width)
    gaps = len(line) - 1
    spaces = width - sum(len(w) for w in line)
    even, extra = divmod(spaces, gaps)
    out = ""
    for i, word in enumerate(line[:-1]):
        out += word + " " * (even + (1 if i < extra else 0))
    return out + line[-1]


def main():
    words = TEXT.split()
    for width in (30, 22):
        print(f"+{'-' * width}+")
        lines = wrap(words, width)
        for i, line in enumerate(lines):
            body = " ".join(line).ljust(width) if i == len(lines) - 1 else justify(line, width)
            print(f"|{body}|")
        print(f"+{'-' * width}+")
    print(TEXT[:20].center(30, "~"))
    print(TEXT[-12:].rjust(20, "."))
    print("|".join(w.capitalize() for w in words[:5]), TEXT.count("the"), TEXT.find("cat"))
    return len(wrap(words, 40))


if __name__ == "__main__":
    main()
