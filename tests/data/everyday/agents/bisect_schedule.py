SLOTS = ["08:00", "08:30", "09:15", "10:00", "11:45", "13:00", "14:30", "16:00"]


def minutes(hhmm):
    h, m = hhmm.split(":")
    return int(h) * 60 + int(m)


def bisect_left(xs, x):
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) // 2
        if xs[mid] < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def main():
    times = [minutes(s) for s in SLOTS]
    for q in ["07:59", "08:30", "09:00", "12:00", "16:01"]:
        i = bisect_left(times, minutes(q))
        nxt = SLOTS[i] if i < len(SLOTS) else "none"
        prev = SLOTS[i - 1] if i > 0 else "none"
        print(f"{q}: before={prev:<5} next={nxt}")
    gaps = [(b - a, SLOTS[k]) for k, (a, b) in enumerate(zip(times, times[1:]))]
    longest = max(gaps)
    print("longest gap", longest, f"{longest[0] // 60}h{longest[0] % 60:02d}m")
    inserted = sorted(SLOTS + ["12:15", "07:45"], key=minutes)
    print(inserted[:3], inserted[-2:])
    return len(inserted)
