"""Sessionize a click stream (30-minute inactivity gap) and compute funnel metrics."""
from itertools import groupby, accumulate, pairwise, chain
from collections import Counter
from datetime import datetime, timedelta

EVENTS = [
    ("u1", "2024-02-01 09:00", "/"), ("u1", "2024-02-01 09:02", "/products"),
    ("u1", "2024-02-01 09:10", "/cart"), ("u1", "2024-02-01 09:45", "/"),
    ("u1", "2024-02-01 09:47", "/checkout"), ("u2", "2024-02-01 10:00", "/"),
    ("u2", "2024-02-01 10:01", "/products"), ("u2", "2024-02-01 10:03", "/products/7"),
    ("u3", "2024-02-01 11:30", "/products"), ("u3", "2024-02-01 11:31", "/cart"),
    ("u3", "2024-02-01 11:33", "/checkout"), ("u3", "2024-02-01 11:34", "/thanks"),
    ("u2", "2024-02-01 12:15", "/cart"), ("u2", "2024-02-01 12:16", "/checkout"),
    ("u2", "2024-02-01 12:20", "/thanks"),
]
GAP = timedelta(minutes=30)
FUNNEL = ["/products", "/cart", "/checkout", "/thanks"]


def sessions_for(clicks):
    """Split one user's time-ordered clicks into sessions."""
    breaks = [0] + [1 if b[0] - a[0] > GAP else 0 for a, b in pairwise(clicks)]
    session_ids = list(accumulate(breaks))
    return [[c for _, c in grp] for _, grp in groupby(zip(session_ids, clicks), key=lambda p: p[0])]


def funnel_depth(paths):
    depth = 0
    for path in paths:
        if depth < len(FUNNEL) and path == FUNNEL[depth]:
            depth += 1
    return depth


def main():
    parsed = sorted((u, datetime.strptime(t, "%Y-%m-%d %H:%M"), p) for u, t, p in EVENTS)
    all_sessions = []
    for user, rows in groupby(parsed, key=lambda r: r[0]):
        clicks = [(ts, path) for _, ts, path in rows]
        for n, sess in enumerate(sessions_for(clicks), 1):
            all_sessions.append((user, n, sess))

    for user, n, sess in all_sessions:
        duration = sess[-1][0] - sess[0][0]
        paths = [p for _, p in sess]
        print(f"{user} s{n}: {sess[0][0]:%H:%M} {len(sess)} clicks {int(duration.total_seconds() // 60):>2}min  "
              + " > ".join(paths))

    depths = Counter(funnel_depth([p for _, p in s]) for _, _, s in all_sessions)
    reached = list(accumulate(depths[d] for d in range(len(FUNNEL), 0, -1)))[::-1]
    print("\nfunnel:")
    for step, count in zip(FUNNEL, reached):
        print(f"  {step:<10}{count:>3} {'█' * count}")
    rates = [f"{b / a:.0%}" if a else "n/a" for a, b in pairwise(reached)]
    print("  step conversion:", rates)

    pages = Counter(chain.from_iterable((p for _, p in s) for _, _, s in all_sessions))
    print("\npage views:", pages.most_common(3))
    entry = Counter(s[0][1] for _, _, s in all_sessions)
    exits = Counter(s[-1][1] for _, _, s in all_sessions)
    print("entry pages:", sorted(entry.items()))
    print("exit pages:", sorted(exits.items(), key=lambda kv: (-kv[1], kv[0])))
    avg = sum(len(s) for _, _, s in all_sessions) / len(all_sessions)
    print(f"{len(all_sessions)} sessions, {avg:.2f} clicks/session")
    return len(all_sessions)


if __name__ == "__main__":
    main()
