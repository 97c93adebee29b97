PARAGRAPH = ("The quick brown fox jumps over the lazy dog while the five boxing wizards "
             "jump quickly and a wizard's job is to vex chumps quickly in fog.")


def wrap(text, width):
    lines, current = [], []
    for word in text.split():
        if current and len(" ".join(current + [word])) > width:
            lines.append(current)
            current = []
        current.append(word)
    if current:
        lines.append(current)
    return lines


def justify(words, width):
    if len(words) == 1:
        return words[0].ljust(width)
    gaps = len(words) - 1
    spaces = width - sum(len(w) for w in words)
    base, extra = divmod(spaces, gaps)
    out = ""
    for i, w in enumerate(words[:-1]):
        out += w + " " * (base + (1 if i < extra else 0))
    return out + words[-1]


def main():
    width = 28
    lines = wrap(PARAGRAPH, width)
    print("+" + "-" * width + "+")
    for i, words in enumerate(lines):
        text = justify(words, width) if i < len(lines) - 1 else " ".join(words).ljust(width)
        print("|" + text + "|")
    print("+" + "-" * width + "+")
    print(" ".join(w.center(5, ".") for w in ["a", "bb", "ccc"]))
    return len(lines)
