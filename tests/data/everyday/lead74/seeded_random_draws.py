import random
import string


def make_id(rng, n=8):
    return "".join(rng.choice(string.ascii_lowercase + string.digits) for _ in range(n))


def main():
    rng = random.Random(1234)
    ids = [make_id(rng) for _ in range(3)]
    print(ids)
    deck = [f"{r}{s}" for s in "SHDC" for r in "A23456789TJQK"]
    rng.shuffle(deck)
    print(deck[:5])
    print(rng.sample(range(100), 5), rng.randint(1, 6), round(rng.random(), 6))
    random.seed(7)
    print([random.randrange(0, 50, 5) for _ in range(4)], random.choice("xyz"))
    weights = [random.choices(["a", "b", "c"], weights=[5, 1, 1])[0] for _ in range(10)]
    print("".join(weights))
    print(round(random.uniform(1.5, 2.5), 4), round(random.gauss(0, 1), 4))
