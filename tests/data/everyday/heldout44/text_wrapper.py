PARAGRAPH = ("Agents often need to format text for terminals with a fixed width, "
             "so they write a small greedy wrapper that breaks lines at spaces and "
             "never splits a word unless it is longer than the whole line: supercalifragilisticexpialidocious.")


def wrap(text, width):
    lines, current = [], ""
    for word in text.split():
        while len(word) > width:
            if current:
                lines.append(current)
                current = ""
            lines.append(word[:width])
            word = word[width:]
        candidate = f"{current} {word}" if current else word
        if len(candidate) <= width:
            current = candidate
        else:
            lines.append(current)
            current = word
    if current:
        lines.append(current)
    return lines


def justify(line, width):
    words = line.split()
    if len(words) == 1:
        return line.ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(map(len, words))
    q, r = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (q + (1 if i < r else 0))
    return out + words[-1]


def main():
    for width in (30, 18):
        print(f"--- width {width} ---")
        lines = wrap(PARAGRAPH, width)
        for line in lines[:-1]:
            print("|" + justify(line, width) + "|")
        print("|" + lines[-1].ljust(width) + "|")
    print("lines:", len(wrap(PARAGRAPH, 40)), "longest:", max(map(len, wrap(PARAGRAPH, 40))))
    box = ["alpha", "beta", "gamma"]
    w = max(map(len, box)) + 2
    print("+" + "-" * w + "+")
    for item in box:
        print("|" + item.center(w) + "|")
    print("+" + "-" * w + "+")


if __name__ == "__main__":
    main()
