TEXT = """the quick brown fox jumps over the lazy dog
the dog barks and the fox runs"""
STOP = {"the", "and", "over"}


def tokens(text):
    for line in text.split("\n"):
        yield from line.split()


def main() -> None:
    counts = {}
    for w in tokens(TEXT):
        if w in STOP:
            continue
        counts[w] = counts.get(w, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    first, second, *others = ranked
    print("most common:", first, second)
    print("others:", len(others))
    print(", ".join(f"{w}={n}" for w, n in ranked if n > 1))
