def dot(a: dict, b: dict) -> float:
    if len(a) > len(b):
        a, b = b, a
    return sum(v * b.get(k, 0) for k, v in a.items())


def add(*vectors, scale=1):
    out = {}
    for vec in vectors:
        for k, v in vec.items():
            out[k] = out.get(k, 0) + v * scale
    return {k: v for k, v in out.items() if v != 0}


def norm(v):
    return sum(x * x for x in v.values()) ** 0.5


def cosine(a, b):
    na, nb = norm(a), norm(b)
    return dot(a, b) / (na * nb) if na and nb else 0.0


def vectorize(text):
    v = {}
    for w in text.lower().split():
        w = w.strip(".,!?")
        v[w] = v.get(w, 0) + 1
    return v


def main():
    a = {"x": 1, "y": 2, "z": 3}
    b = {"y": -2, "w": 5}
    print(dot(a, b), add(a, b), add(a, a, scale=2), add())
    print(f"{norm(a):.5f} {cosine(a, a):.3f} {cosine(a, b):.4f}")
    docs = ["The cat sat on the mat.", "A dog sat on the log!", "Cats and dogs, oh my?", "the mat the cat the end"]
    vecs = [vectorize(d) for d in docs]
    for i, d in enumerate(docs):
        sims = [(round(cosine(vecs[i], vecs[j]), 3), j) for j in range(len(docs)) if j != i]
        best = max(sims)
        print(f"{i}: {d!r:<28} best match {best[1]} ({best[0]})")
    vocab = sorted(set().union(*vecs))
    print(len(vocab), vocab[:6])
    matrix = [[v.get(w, 0) for w in vocab[:5]] for v in vecs]
    for row in matrix:
        print(*row)


if __name__ == "__main__":
    main()
