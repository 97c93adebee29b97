# Dict counting of words from a generated text.

WORDS = ("alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta",
         "iota", "kappa", "lambda", "mu", "nu", "xi", "omicron", "pi", "rho",
         "sigma", "tau", "upsilon", "phi", "chi", "psi", "omega")
COUNT = 500000


def generate(count: int, seed: int) -> str:
    parts = []
    for _ in range(count):
        seed = (seed * 1103515245 + 12345) % 2147483648
        w = WORDS[(seed >> 16) % len(WORDS)]
        if (seed >> 8) % 5 == 0:
            w = w.upper()
        parts.append(w)
    return " ".join(parts)


def main() -> int:
    text = generate(COUNT, 42)
    counts = {}
    for w in text.split():
        counts[w] = counts.get(w, 0) + 1
    by_len = {}
    for w in text.split(" "):
        bucket = by_len.setdefault(len(w), [])
        bucket.append(w)
    lowered = {}
    for w, c in counts.items():
        key = w.lower()
        lowered[key] = lowered.get(key, 0) + c
    top = ""
    top_count = 0
    for w in sorted(lowered.keys()):
        if lowered[w] > top_count:
            top = w
            top_count = lowered[w]
    sizes = 0
    for k, v in by_len.items():
        sizes += k * len(v)
    print(f"distinct {len(counts)} lowered {len(lowered)} top {top} {top_count}")
    return top_count * 1000 + sizes % 1000 + len(counts)
