TEXT = """The quick brown fox jumps over the lazy dog. The dog barks;
the fox runs!  A quick end."""


def main() -> None:
    table = str.maketrans("", "", ".,;!?")
    words = TEXT.translate(table).casefold().split()
    freq = {}
    for w in words:
        freq[w] = freq.get(w, 0) + 1
    top = sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:5]
    width = max(map(len, [w for w, _ in top]))
    for word, n in top:
        print(f"{word.rjust(width)} {'#' * n} ({n})")
    print("distinct:", len(freq), "total:", sum(freq.values()))
    longest = max(words, key=len)
    print("longest:", longest, "upper:", longest.upper())
