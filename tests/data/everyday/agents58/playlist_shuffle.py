"""Build a seeded shuffled playlist that avoids back-to-back artists and fits a time budget."""
import random
from collections import Counter, deque


SONGS = [
    ("Blue Train", "Coltrane", "10:43"), ("Naima", "Coltrane", "4:21"),
    ("So What", "Davis", "9:22"), ("Blue in Green", "Davis", "5:37"),
    ("Take Five", "Brubeck", "5:24"), ("Moanin'", "Blakey", "9:35"),
    ("Footprints", "Shorter", "7:29"), ("Round Midnight", "Monk", "5:56"),
    ("Straight No Chaser", "Monk", "4:40"), ("Freddie Freeloader", "Davis", "9:46"),
]


def seconds(mmss: str) -> int:
    m, s = mmss.split(":")
    return int(m) * 60 + int(s)


def fmt(total: int) -> str:
    h, rem = divmod(total, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def spaced_shuffle(songs, rng):
    pool = songs[:]
    rng.shuffle(pool)
    result = []
    waiting = deque()
    while pool or waiting:
        placed = False
        for i, song in enumerate(pool):
            if not result or result[-1][1] != song[1]:
                result.append(pool.pop(i))
                placed = True
                break
        if not placed:
            if not pool:
                break
            result.append(pool.pop(0))
    return result


def fit_budget(songs, budget):
    chosen, used = [], 0
    for song in songs:
        length = seconds(song[2])
        if used + length <= budget:
            chosen.append(song)
            used += length
    return chosen, used


def main():
    rng = random.Random(42)
    playlist = spaced_shuffle(SONGS, rng)
    back_to_back = sum(1 for a, b in zip(playlist, playlist[1:]) if a[1] == b[1])
    chosen, used = fit_budget(playlist, 45 * 60)
    for n, (title, artist, length) in enumerate(chosen, start=1):
        print(f"{n:>2}. {title:<20} {artist:<9} {length:>6}")
    print(f"total {fmt(used)} of {fmt(45 * 60)}, back-to-back artists: {back_to_back}")
    print("artists:", dict(Counter(a for _, a, _ in chosen).most_common()))
    print("full album length:", fmt(sum(seconds(s[2]) for s in SONGS)))
    print(rng.randint(1, 100), rng.choice("abc"))


if __name__ == "__main__":
    main()
