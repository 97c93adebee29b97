ARRIVALS = [(0, 4), (1, 3), (2, 1), (6, 2), (7, 5), (8, 1), (15, 2)]


def main():
    clock = 0
    waits = []
    timeline = []
    for customer, (arrive, service) in enumerate(ARRIVALS, 1):
        start = max(clock, arrive)
        wait = start - arrive
        clock = start + service
        waits.append(wait)
        timeline.append((customer, arrive, start, clock))
    print(" id  arrive  start  end  wait")
    for (cid, arrive, start, end), wait in zip(timeline, waits):
        print(f"{cid:>3} {arrive:>7} {start:>6} {end:>4} {wait:>5}")
    idle = 0
    prev_end = 0
    for _, arrive, start, end in timeline:
        idle += max(0, start - prev_end)
        prev_end = end
    print(f"avg wait {sum(waits) / len(waits):.2f}, max wait {max(waits)}, idle {idle}")
    return [cid for cid, w in zip(range(1, len(waits) + 1), waits) if w == 0]
