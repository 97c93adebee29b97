CORPUS = "the cat sat on the mat the cat ate the rat the dog sat on the log"


def ngrams(tokens, n):
    return [tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1)]


def build(tokens):
    model = {}
    for a, b in ngrams(tokens, 2):
        model.setdefault(a, {})
        model[a][b] = model[a].get(b, 0) + 1
    return model


def most_likely(model, word):
    options = model.get(word)
    if not options:
        return None
    return max(sorted(options), key=options.get)


def main():
    tokens = CORPUS.split()
    model = build(tokens)
    for word in sorted(model):
        nexts = model[word]
        total = sum(nexts.values())
        probs = ", ".join(f"{w}:{c / total:.2f}" for w, c in sorted(nexts.items(), key=lambda kv: (-kv[1], kv[0])))
        print(f"{word:>4} -> {probs}")
    word, sentence = "the", ["the"]
    seen = set()
    while (nxt := most_likely(model, word)) and (word, nxt) not in seen:
        seen.add((word, nxt))
        sentence.append(nxt)
        word = nxt
    print(" ".join(sentence))
    tri = ngrams(tokens, 3)
    repeated = {t for t in tri if tri.count(t) > 1}
    print(sorted(repeated))
    print(len(tri), tri[0], tri[-1])


if __name__ == "__main__":
    main()
