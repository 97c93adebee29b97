TEXT = """The quick brown fox jumps over the lazy dog. The dog sleeps; the fox runs!
A fox, a dog, and a cat walk into the barn."""


def tokens(text):
    out = []
    word = ""
    for ch in text.lower():
        if ch.isalpha():
            word += ch
        elif word:
            out.append(word)
            word = ""
    if word:
        out.append(word)
    return out


def main():
    words = tokens(TEXT)
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
    for w, n in ranked[:5]:
        print(f"{w:>6} {'#' * n} {n}")
    lengths = [len(w) for w in words]
    print("avg length", round(sum(lengths) / len(lengths), 3))
    print("longest", max(words, key=len), "unique", len(set(words)))
    first_seen = list(dict.fromkeys(words))
    print(first_seen[:6])
    return len(words)
