PARAGRAPH = ("Agents often need to format text for terminals and emails, wrapping long lines "
             "at a fixed width while keeping words intact and optionally justifying each line.")


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
    for width in (30, 44):
        lines = wrap(PARAGRAPH, width)
        print(f"-- width {width}: {len(lines)} lines")
        for words in lines[:-1]:
            print("|" + justify(words, width) + "|")
        print("|" + " ".join(lines[-1]).ljust(width) + "|")
    print(PARAGRAPH[:20].center(30, "*"))
    print(PARAGRAPH.title()[:24], PARAGRAPH.count("ing"), PARAGRAPH.rfind("line"))
    return len(wrap(PARAGRAPH, 20))
