"""Order-2 Markov chain name generator with a seeded RNG and filtering."""
import random
from collections import defaultdict, Counter

NAMES = """aldric brenna cedric dorian elowen fenris galen halvar isolde jorah kaelen
lyra maelis nerys orin perrin quilla rowan sable theron ulric vesna wren xander yara zephyr
aric bryn corin delia eryn faelan gwen hollis ilsa jasper""".split()


class MarkovModel:
    START = "^"
    END = "$"

    def __init__(self, order=2):
        self.order = order
        self.table = defaultdict(Counter)

    def train(self, words):
        for w in words:
            padded = self.START * self.order + w + self.END
            for i in range(len(padded) - self.order):
                ctx = padded[i:i + self.order]
                self.table[ctx][padded[i + self.order]] += 1
        return self

    def next_char(self, ctx, rng):
        options = self.table[ctx]
        chars = sorted(options)
        weights = [options[c] for c in chars]
        return rng.choices(chars, weights=weights)[0]

    def generate(self, rng, max_len=10):
        ctx = self.START * self.order
        out = []
        while len(out) < max_len:
            ch = self.next_char(ctx, rng)
            if ch == self.END:
                break
            out.append(ch)
            ctx = ctx[1:] + ch
        return "".join(out)

    def probability(self, word):
        p = 1.0
        padded = self.START * self.order + word + self.END
        for i in range(len(padded) - self.order):
            ctx = padded[i:i + self.order]
            total = sum(self.table[ctx].values())
            if total == 0:
                return 0.0
            p *= self.table[ctx][padded[i + self.order]] / total
        return p


def main():
    model = MarkovModel(2).train(NAMES)
    print("contexts:", len(model.table))
    print("after 'ar':", sorted(model.table["ar"].items()))
    rng = random.Random(2024)
    seen = set(NAMES)
    fresh = []
    attempts = 0
    while len(fresh) < 8 and attempts < 200:
        attempts += 1
        name = model.generate(rng)
        if 4 <= len(name) <= 8 and name not in seen:
            seen.add(name)
            fresh.append(name.capitalize())
    print(fresh, attempts)
    for w in ("aric", "wren", "zzz"):
        print(f"P({w}) = {model.probability(w):.6f}")
    common = Counter(n[0] for n in NAMES).most_common(3)
    print(common)
    return len(fresh)


if __name__ == "__main__":
    main()
