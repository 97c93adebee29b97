ARRIVALS = [0, 1, 1, 3, 4, 4, 4, 8]
SERVICE = 2


def simulate(arrivals, servers=1):
    free_at = [0] * servers
    for t in arrivals:
        i = min(range(servers), key=lambda k: free_at[k])
        start = max(t, free_at[i])
        free_at[i] = start + SERVICE
        yield t, start, start - t


def main() -> None:
    for servers in (1, 2):
        waits = [w for _, _, w in simulate(ARRIVALS, servers)]
        print(f"servers={servers} waits={waits} max={max(waits)} avg={sum(waits) / len(waits):.2f}")
    t, start, wait = list(simulate(ARRIVALS))[-1]
    print("last customer:", t, start, wait)
