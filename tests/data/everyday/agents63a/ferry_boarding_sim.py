"""Seeded simulation of vehicles boarding a ferry with limited lane metres."""
import random
import statistics

VEHICLES = {"car": (4.5, 0.70), "van": (6.0, 0.15), "lorry": (16.5, 0.10), "motorbike": (2.2, 0.05)}
LANES = 4
LANE_LENGTH = 60.0


def arrivals(rng, count):
    kinds = list(VEHICLES)
    weights = [VEHICLES[k][1] for k in kinds]
    t = 0.0
    for n in range(count):
        t += rng.expovariate(1 / 0.8)
        kind = rng.choices(kinds, weights=weights)[0]
        yield n, round(t, 2), kind, VEHICLES[kind][0] + round(rng.uniform(-0.3, 0.3), 2)


def load(rng, count):
    lanes = [0.0] * LANES
    boarded, left = [], []
    for n, t, kind, length in arrivals(rng, count):
        fits = [i for i in range(LANES) if lanes[i] + length + 0.5 <= LANE_LENGTH]
        if not fits:
            left.append((n, kind))
            continue
        lane = min(fits, key=lambda i: (lanes[i], i)) if kind != "lorry" else fits[0]
        lanes[lane] += length + 0.5
        boarded.append((n, t, kind, lane))
    return lanes, boarded, left


def main():
    rng = random.Random(2024)
    lanes, boarded, left = load(rng, 60)
    print(f"boarded {len(boarded)}, left behind {len(left)}")
    for i, used in enumerate(lanes):
        bar = "#" * int(used / 2)
        print(f"lane {i}: {used:5.1f} m {bar}")
    kinds = {}
    for _, _, kind, _ in boarded:
        kinds[kind] = kinds.get(kind, 0) + 1
    print("by kind:", dict(sorted(kinds.items())))
    print("first left behind:", left[:3])
    last_time = boarded[-1][1]
    print(f"last vehicle boarded at t={last_time:.2f} min")
    fills = []
    for seed in range(20):
        lanes, boarded, _ = load(random.Random(seed), 60)
        fills.append(sum(lanes) / (LANES * LANE_LENGTH))
    print(f"fill over 20 sailings: mean {statistics.mean(fills):.3f}, min {min(fills):.3f}, max {max(fills):.3f}")
    random.seed(7)
    deck = list(range(1, 11))
    random.shuffle(deck)
    print("shuffle:", deck, "sample:", random.sample(range(100), 4), "randint:", random.randint(1, 6))
    print("choice:", random.choice("ABCDEF"), "random:", round(random.random(), 6), "gauss:", round(random.gauss(0, 1), 6))
    print("randrange:", [random.randrange(0, 100, 5) for _ in range(5)], "getrandbits:", random.getrandbits(16))
    return len(left)


if __name__ == "__main__":
    main()
