def main() -> None:
    words = "the cat the dog".split()
    counts = {}
    for w in words:
        counts[w] = counts.get(w, 0) + 1
    for k in sorted(counts):
        print(k, counts[k])
    print(f"{len(words):>5}|{3.14159:.2f}")
