ARRIVALS = [(0, 3), (1, 5), (2, 2), (6, 4), (7, 1), (8, 6), (15, 2)]


def simulate(arrivals, servers):
    free_at = [0] * servers
    waits = []
    timeline = []
    for t, duration in arrivals:
        idx = min(range(servers), key=lambda i: (free_at[i], i))
        start = max(t, free_at[idx])
        free_at[idx] = start + duration
        waits.append(start - t)
        timeline.append((t, idx, start, free_at[idx]))
    return waits, timeline


def main():
    for servers in (1, 2, 3):
        waits, timeline = simulate(ARRIVALS, servers)
        avg = sum(waits) / len(waits)
        print(f"servers={servers} avg wait={avg:.3f} max={max(waits)} idle-free={waits.count(0)}")
        if servers == 2:
            for arrive, idx, start, end in timeline:
                print(f"  t={arrive:>2} server#{idx} {start:>2}-{end:<2} {'.' * (start - arrive)}{'#' * (end - start)}")
    best = min((sum(simulate(ARRIVALS, s)[0]), s) for s in range(1, 5))
    print("fewest total wait:", best)


if __name__ == "__main__":
    main()
