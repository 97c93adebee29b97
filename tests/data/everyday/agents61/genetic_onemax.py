"""A seeded genetic algorithm: evolve bit strings toward a target with tournament selection."""
import random
from statistics import mean

TARGET = [int(c) for c in "1011001110001111010110011100101101"]
POP, GENERATIONS, MUTATION = 40, 60, 0.02


def fitness(genome):
    return sum(g == t for g, t in zip(genome, TARGET))


def tournament(rng, pop, k=3):
    return max(rng.sample(pop, k), key=fitness)


def crossover(rng, a, b):
    point = rng.randrange(1, len(a))
    return a[:point] + b[point:], b[:point] + a[point:]


def mutate(rng, genome):
    return [1 - g if rng.random() < MUTATION else g for g in genome]


def evolve(seed):
    rng = random.Random(seed)
    pop = [[rng.randint(0, 1) for _ in TARGET] for _ in range(POP)]
    history = []
    for gen in range(GENERATIONS):
        scores = [fitness(g) for g in pop]
        best = max(scores)
        history.append((gen, best, mean(scores)))
        if best == len(TARGET):
            break
        elite = sorted(pop, key=fitness, reverse=True)[:2]
        children = [g[:] for g in elite]
        while len(children) < POP:
            c1, c2 = crossover(rng, tournament(rng, pop), tournament(rng, pop))
            children.extend([mutate(rng, c1), mutate(rng, c2)])
        pop = children[:POP]
    champion = max(pop, key=fitness)
    return champion, history


def main():
    print(f"target length {len(TARGET)}, population {POP}")
    for seed in (1, 42):
        champ, history = evolve(seed)
        last_gen, best, avg = history[-1]
        print(f"seed {seed}: best {best}/{len(TARGET)} at generation {last_gen}, mean {avg:.1f}")
        for gen, b, a in history[::10]:
            bar = "#" * b
            print(f"   gen {gen:2d} best {b:2d} mean {a:5.2f} {bar}")
        print("   champion:", "".join(map(str, champ)))
        wrong = [i for i, (g, t) in enumerate(zip(champ, TARGET)) if g != t]
        print("   wrong bits:", wrong)
    rng = random.Random(0)
    print(rng.randint(1, 10), rng.choice("abc"), round(rng.uniform(0, 1), 6), rng.getrandbits(8))


if __name__ == "__main__":
    main()
