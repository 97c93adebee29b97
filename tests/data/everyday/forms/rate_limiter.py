REQUESTS = [0, 1, 1, 2, 2, 2, 3, 7, 7, 8, 8, 8, 8]
LIMIT, WINDOW = 3, 2


def decisions(times, *, limit=LIMIT, window=WINDOW):
    recent = []
    for t in times:
        recent = [r for r in recent if r > t - window]
        if len(recent) < limit:
            recent.append(t)
            yield t, True
        else:
            yield t, False


def main() -> None:
    out = list(decisions(REQUESTS))
    print(" ".join(f"{t}{'+' if ok else '-'}" for t, ok in out))
    dropped = [t for t, ok in out if not ok]
    print("dropped:", dropped)
    print("strict:", sum(ok for _, ok in decisions(REQUESTS, limit=1)))
