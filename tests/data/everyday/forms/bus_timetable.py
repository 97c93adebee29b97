DEPARTURES = {"7": ["06:10", "06:40", "07:10"], "12": ["06:25", "07:25"], "42": ["06:05", "06:35", "07:05", "07:35"]}


def to_min(t):
    h, m = (int(x) for x in t.split(":"))
    return h * 60 + m


def next_buses(now, *, limit=3):
    upcoming = sorted((to_min(t), line, t) for line, times in DEPARTURES.items() for t in times if to_min(t) >= to_min(now))
    for _, line, t in upcoming[:limit]:
        yield line, t


def main() -> None:
    for line, t in next_buses("06:30"):
        print(f"bus {line:>2} at {t}")
    print(list(next_buses("07:30", limit=5)))
    busiest = max(DEPARTURES, key=lambda l: len(DEPARTURES[l]))
    print("busiest line:", busiest)
