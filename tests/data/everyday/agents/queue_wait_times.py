ARRIVALS = [(0, 5), (1, 3), (2, 8), (4, 2), (10, 4), (11, 1), (11, 6), (20, 3)]


def simulate(arrivals, servers):
    free_at = [0] * servers
    waits = []
    timeline = []
    for t, duration in arrivals:
        i = min(range(servers), key=lambda k: (free_at[k], k))
        start = max(t, free_at[i])
        free_at[i] = start + duration
        waits.append(start - t)
        timeline.append((t, i, start, free_at[i]))
    return waits, timeline, max(free_at)


def main():
    for servers in (1, 2, 3):
        waits, timeline, end = simulate(ARRIVALS, servers)
        avg = sum(waits) / len(waits)
        print(f"servers={servers} avg_wait={avg:.3f} max_wait={max(waits)} done_at={end}")
    _, timeline, _ = simulate(ARRIVALS, 2)
    for t, server, start, end in timeline[:4]:
        print(f"  t={t:>2} -> s{server} [{start:>2}, {end:>2})")
    return simulate(ARRIVALS, 2)[2]
