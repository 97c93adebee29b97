"""Discrete-event simulation of a help desk with c agents, seeded, with wait statistics."""
import heapq
import random
import statistics
from collections import deque

ARRIVAL, DEPARTURE = "arrival", "departure"


def simulate(agents: int, arrival_rate: float, service_rate: float, customers: int, seed: int):
    rng = random.Random(seed)
    events = []
    t = 0.0
    for cid in range(customers):
        t += rng.expovariate(arrival_rate)
        heapq.heappush(events, (t, 0, ARRIVAL, cid))
    free = agents
    queue = deque()
    arrived_at = {}
    waits = []
    max_queue = 0
    busy_time = 0.0
    seq = 1
    clock = 0.0
    while events:
        clock, _, kind, cid = heapq.heappop(events)
        if kind == ARRIVAL:
            arrived_at[cid] = clock
            if free:
                free -= 1
                waits.append(0.0)
                service = rng.expovariate(service_rate)
                busy_time += service
                heapq.heappush(events, (clock + service, seq, DEPARTURE, cid))
                seq += 1
            else:
                queue.append(cid)
                max_queue = max(max_queue, len(queue))
        else:
            if queue:
                nxt = queue.popleft()
                waits.append(clock - arrived_at[nxt])
                service = rng.expovariate(service_rate)
                busy_time += service
                heapq.heappush(events, (clock + service, seq, DEPARTURE, nxt))
                seq += 1
            else:
                free += 1
    return {
        "mean_wait": statistics.fmean(waits),
        "p90_wait": statistics.quantiles(waits, n=10)[-1],
        "waited": sum(1 for w in waits if w > 0) / len(waits),
        "max_queue": max_queue,
        "utilisation": busy_time / (clock * agents),
    }


def main():
    print(f"{'agents':>6} {'mean':>7} {'p90':>7} {'waited':>7} {'maxq':>5} {'util':>6}")
    results = {}
    for agents in (1, 2, 3, 4):
        r = simulate(agents, arrival_rate=1.8, service_rate=1.0, customers=400, seed=2024)
        results[agents] = r
        print(f"{agents:>6} {r['mean_wait']:>7.2f} {r['p90_wait']:>7.2f} "
              f"{r['waited']:>7.1%} {r['max_queue']:>5} {r['utilisation']:>6.2f}")
    target = next((a for a, r in results.items() if r["mean_wait"] < 0.25), None)
    print("smallest team with mean wait under 15 min:", target)


if __name__ == "__main__":
    main()
