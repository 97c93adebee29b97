MEETINGS = [("standup", "09:00", "09:15"), ("design", "09:10", "10:00"), ("lunch", "12:00", "13:00"),
            ("1:1", "13:00", "13:30"), ("review", "12:45", "13:15"), ("retro", "16:00", "17:00")]


def minutes(hhmm):
    h, m = map(int, hhmm.split(":"))
    return h * 60 + m


def fmt(total):
    return f"{total // 60:02d}:{total % 60:02d}"


def main():
    spans = sorted((minutes(a), minutes(b), name) for name, a, b in MEETINGS)
    clashes = []
    for i in range(len(spans)):
        for j in range(i + 1, len(spans)):
            if spans[j][0] < spans[i][1]:
                clashes.append((spans[i][2], spans[j][2], spans[i][1] - spans[j][0]))
    for a, b, overlap in clashes:
        print(f"{a} overlaps {b} by {overlap} min")
    busy = []
    for start, end, _ in spans:
        if busy and start <= busy[-1][1]:
            busy[-1][1] = max(busy[-1][1], end)
        else:
            busy.append([start, end])
    print("busy:", ", ".join(f"{fmt(s)}-{fmt(e)}" for s, e in busy))
    free = [(busy[k][1], busy[k + 1][0]) for k in range(len(busy) - 1)]
    longest = max(free, key=lambda p: p[1] - p[0])
    print("longest free block:", fmt(longest[0]), "to", fmt(longest[1]))
    return len(clashes)
