ARRIVALS = [(0, 5), (1, 3), (2, 8), (4, 2), (10, 4), (11, 1), (12, 6)]


def simulate(arrivals, servers=2):
    free_at = [0] * servers
    log = []
    for cid, (arrive, service) in enumerate(arrivals):
        idx = min(range(servers), key=lambda i: (free_at[i], i))
        start = max(arrive, free_at[idx])
        end = start + service
        free_at[idx] = end
        log.append({"id": cid, "server": idx, "arrive": arrive, "start": start, "end": end, "wait": start - arrive})
    return log


def main():
    for servers in (1, 2, 3):
        log = simulate(ARRIVALS, servers)
        waits = [r["wait"] for r in log]
        makespan = max(r["end"] for r in log)
        print(f"servers={servers}: avg wait {sum(waits) / len(waits):.2f}, max wait {max(waits)}, done at t={makespan}")
    log = simulate(ARRIVALS)
    print("id srv arrive start end wait")
    for r in log:
        print("{id:>2} {server:>3} {arrive:>6} {start:>5} {end:>3} {wait:>4}".format(**r))
    per_server = {}
    for r in log:
        per_server[r["server"]] = per_server.get(r["server"], 0) + (r["end"] - r["start"])
    print(per_server)
    queue = list(range(5))
    served = []
    while queue:
        served.append(queue.pop(0))
        if len(served) == 2:
            queue.append(99)
    print(served)


if __name__ == "__main__":
    main()
