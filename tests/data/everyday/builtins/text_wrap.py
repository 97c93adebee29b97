TEXT = "The quick brown fox jumps over the lazy dog while the cat watches from a comfortable windowsill nearby."


def wrap(text: str, width: int) -> list:
    lines = []
    current = ""
    for word in text.split():
        if current and len(current) + 1 + len(word) > width:
            lines.append(current)
            current = word
        else:
            current = (current + " " + word).lstrip()
    if current:
        lines.append(current)
    return lines


def main() -> None:
    for width in (20, 32):
        print(f"--- width {width} ---")
        for i, line in enumerate(wrap(TEXT, width), start=1):
            print(f"{i:>2}| {line.ljust(width)} |")
    justified = [line.center(32, ".") for line in wrap(TEXT, 28)[:2]]
    print("\n".join(justified))
