import random


class Customer:
    def __init__(self, ident, arrival, service):
        self.ident = ident
        self.arrival = arrival
        self.service = service
        self.start = None

    @property
    def wait(self):
        return self.start - self.arrival


def simulate(customers, tellers):
    free_at = [0] * tellers
    log = []
    for c in customers:
        teller = min(range(tellers), key=lambda t: (free_at[t], t))
        c.start = max(c.arrival, free_at[teller])
        free_at[teller] = c.start + c.service
        log.append((c.ident, teller, c.start, free_at[teller]))
    return log


def main():
    rng = random.Random(42)
    customers = []
    clock = 0
    for i in range(12):
        clock += rng.randint(0, 4)
        customers.append(Customer(f"C{i:02d}", clock, rng.randint(2, 9)))
    for tellers in (1, 2, 3):
        for c in customers:
            c.start = None
        log = simulate(customers, tellers)
        waits = [c.wait for c in customers]
        print(f"tellers={tellers} avg wait={sum(waits) / len(waits):5.2f} max={max(waits):>2} "
              f"done at {max(end for *_, end in log)}")
    for ident, teller, start, end in simulate(customers, 2)[:5]:
        print(f"  {ident} teller#{teller} {start:>3}->{end:<3}")
    sample = rng.sample(range(100), 5)
    deck = list("ABCDEFG")
    rng.shuffle(deck)
    print(sample, deck, rng.choice(deck), round(rng.random(), 6), round(rng.uniform(1, 2), 6))
    return customers[-1].arrival


if __name__ == "__main__":
    main()
