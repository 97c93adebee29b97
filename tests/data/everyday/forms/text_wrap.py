PARAGRAPH = ("Generators let a program produce values lazily, one at a time, "
             "which keeps memory small and lets the consumer stop early when it has enough.")
WIDTH = 28


def wrap(text, width):
    line = []
    length = 0
    for word in text.split():
        if line and length + 1 + len(word) > width:
            yield " ".join(line)
            line, length = [], 0
        length += len(word) + (1 if line else 0)
        line.append(word)
    if line:
        yield " ".join(line)


def main() -> None:
    lines = list(wrap(PARAGRAPH, WIDTH))
    for i, line in zip(range(1, len(lines) + 1), lines):
        print(f"{i:2d} |{line:<{WIDTH}}|")
    print("longest:", max(len(l) for l in lines))
