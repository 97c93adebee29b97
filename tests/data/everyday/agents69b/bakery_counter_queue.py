"""Customers queue at a bakery with two servers; we track waits and walkouts."""
from collections import deque
from dataclasses import dataclass
from statistics import mean, median


@dataclass
class Customer:
    cid: int
    arrived: int
    items: int
    patience: int
    started: int = -1
    finished: int = -1

    @property
    def wait(self) -> int:
        return self.started - self.arrived


class Server:
    def __init__(self, name: str, speed: int):
        self.name = name
        self.speed = speed
        self.current = None
        self.busy_until = 0
        self.served = []

    def free(self, now: int) -> bool:
        return self.current is None or now >= self.busy_until

    def take(self, customer: Customer, now: int) -> None:
        customer.started = now
        duration = max(1, (customer.items + self.speed - 1) // self.speed)
        self.busy_until = now + duration
        customer.finished = self.busy_until
        self.current = customer
        self.served.append(customer)


def arrivals():
    # deterministic pseudo-random stream (linear congruential)
    state = 17
    t = 0
    for cid in range(1, 19):
        state = (state * 1103515245 + 12345) % 2**31
        t += state % 3
        items = 1 + (state >> 8) % 6
        patience = 3 + (state >> 4) % 5
        yield Customer(cid, t, items, patience)


def main():
    pending = deque(arrivals())
    line = deque()
    servers = [Server("Ana", 1), Server("Ben", 2)]
    walked = []
    max_line = 0
    now = 0
    while pending or line or any(not s.free(now) for s in servers):
        while pending and pending[0].arrived == now:
            line.append(pending.popleft())
        for c in list(line):
            if now - c.arrived > c.patience:
                line.remove(c)
                walked.append(c)
        for s in servers:
            if s.free(now) and line:
                s.take(line.popleft(), now)
        max_line = max(max_line, len(line))
        now += 1
        if now > 200:
            break

    served = [c for s in servers for c in s.served]
    served.sort(key=lambda c: c.cid)
    for c in served[:6]:
        print(f"#{c.cid:02d} arrived {c.arrived:>2} waited {c.wait} done {c.finished}")
    print("...")
    waits = [c.wait for c in served]
    print(f"served={len(served)} walked={len(walked)} max_line={max_line} closed_at={now}")
    print(f"mean wait {mean(waits):.2f}, median {median(waits)}")
    for s in servers:
        items = sum(c.items for c in s.served)
        print(f"{s.name}: {len(s.served)} customers, {items} items")
    print("walkouts:", [c.cid for c in walked])


if __name__ == "__main__":
    main()
