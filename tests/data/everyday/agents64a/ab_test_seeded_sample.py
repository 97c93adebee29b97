"""Assign users to A/B buckets deterministically and draw a seeded audit sample."""
import hashlib
import random
from collections import Counter

USERS = [f"user{n:03d}" for n in range(1, 61)]
VARIANTS = {"control": 50, "blue_button": 30, "green_button": 20}


def bucket(user_id, experiment="checkout-2024"):
    digest = hashlib.sha256(f"{experiment}:{user_id}".encode()).hexdigest()
    point = int(digest[:8], 16) % 100
    edge = 0
    for name, weight in VARIANTS.items():
        edge += weight
        if point < edge:
            return name
    raise AssertionError("weights must sum to 100")


def main():
    assignment = {u: bucket(u) for u in USERS}
    counts = Counter(assignment.values())
    for name in VARIANTS:
        print(f"{name:13} {counts[name]:3} {'*' * counts[name]}")

    rng = random.Random(2024)
    audit = rng.sample(USERS, 5)
    print("audit sample:", audit)
    print("one:", rng.choice(USERS), "int:", rng.randint(1, 6), "range:", rng.randrange(0, 100, 5))
    print("weighted:", rng.choices(list(VARIANTS), weights=list(VARIANTS.values()), k=6))
    deck = list(range(10))
    rng.shuffle(deck)
    print("shuffled:", deck)
    print("floats:", [round(rng.random(), 4) for _ in range(3)], round(rng.uniform(1, 2), 4))
    print("gauss:", round(rng.gauss(0, 1), 4), round(rng.normalvariate(10, 2), 4), rng.getrandbits(16))
    state = rng.getstate()
    first = rng.random()
    rng.setstate(state)
    print("replay equal:", first == rng.random())
    random.seed(7)
    print(random.randint(1, 100), random.sample(range(1000), 3), random.choice("abc"))
    try:
        rng.sample(USERS, 100)
    except ValueError as err:
        print("ValueError:", err)
    try:
        rng.choice([])
    except IndexError as err:
        print("IndexError:", err)


if __name__ == "__main__":
    main()
