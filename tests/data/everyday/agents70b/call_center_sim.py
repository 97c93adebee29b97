"""Discrete-event call centre simulation with a seeded RNG, agents and a hold queue."""
import heapq
import random
from collections import deque
from statistics import mean, median


class Agent:
    def __init__(self, name, skill):
        self.name = name
        self.skill = skill
        self.busy_until = 0
        self.handled = 0

    def __repr__(self):
        return f"Agent({self.name}, handled={self.handled})"


def simulate(seed, n_calls, agents, patience):
    rng = random.Random(seed)
    events = []
    t = 0
    for cid in range(n_calls):
        t += rng.randint(1, 4)
        duration = rng.choice([3, 5, 8, 13])
        heapq.heappush(events, (t, 0, "arrive", cid, duration))
    queue = deque()
    waits = []
    abandoned = []
    free = list(agents)
    while events:
        now, _, kind, cid, duration = heapq.heappop(events)
        if kind == "arrive":
            queue.append((cid, now, duration))
        elif kind == "done":
            agent = next(a for a in agents if a.name == duration)
            free.append(agent)
        while queue and queue[0][1] + patience < now:
            lost = queue.popleft()
            abandoned.append(lost[0])
        while queue and free:
            free.sort(key=lambda a: (-a.skill, a.name))
            agent = free.pop(0)
            cid2, arrived, dur = queue.popleft()
            waits.append(now - arrived)
            agent.handled += 1
            service = max(1, round(dur / agent.skill))
            heapq.heappush(events, (now + service, 1, "done", cid2, agent.name))
    return waits, abandoned


def main():
    results = {}
    for n_agents in (1, 2, 3):
        agents = [Agent(name, skill) for name, skill in [("ava", 1.5), ("ben", 1.0), ("cal", 0.8)][:n_agents]]
        waits, abandoned = simulate(seed=42, n_calls=30, agents=agents, patience=10)
        results[n_agents] = (waits, abandoned)
        print(f"{n_agents} agent(s): answered {len(waits)}, abandoned {len(abandoned)}")
        if waits:
            print(f"   wait mean {mean(waits):.2f} median {median(waits)} max {max(waits)}")
        print("  ", agents)
    rng = random.Random(7)
    sample = [rng.random() for _ in range(3)]
    print([round(x, 6) for x in sample], rng.sample(range(100), 5), rng.uniform(1, 2) < 2)
    deck = list("ABCDEFGH")
    rng.shuffle(deck)
    print("".join(deck), rng.choices("xyz", weights=[5, 1, 1], k=8))
    return len(results[1][1])


if __name__ == "__main__":
    main()
