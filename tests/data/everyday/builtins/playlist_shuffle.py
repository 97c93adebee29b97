SONGS = ("Intro|1:05", "Rise|3:45", "Fall|4:10", "Echo|2:58", "Outro|1:30", "Bonus|6:02")


def seconds(t: str) -> int:
    m, s = t.split(":")
    return int(m) * 60 + int(s)


def main() -> None:
    tracks = [(name, seconds(t)) for name, t in [s.split("|") for s in SONGS]]
    seed = 7
    order = list(range(len(tracks)))
    for i in range(len(order) - 1, 0, -1):
        seed = (seed * 1103515245 + 12345) % 2**31
        j = seed % (i + 1)
        order[i], order[j] = order[j], order[i]
    shuffled = [tracks[i] for i in order]
    total = 0
    for name, secs in shuffled:
        total += secs
        print(f"{name:<6}{secs // 60}:{secs % 60:02d}  running {total // 60:>2}:{total % 60:02d}")
    print("fits in 15 min:", [n for n, s in tracks if s <= 15 * 60 - sum([x for _, x in tracks]) + s][:2], "longest:", max(tracks, key=lambda t: t[1])[0])
