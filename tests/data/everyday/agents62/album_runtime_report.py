"""Summarise an album collection: runtimes, per-artist totals and fitting a 80-minute CD."""
from itertools import groupby
from operator import itemgetter

TRACKS = """
Kind of Blue|Miles Davis|So What|9:22
Kind of Blue|Miles Davis|Freddie Freeloader|9:46
Kind of Blue|Miles Davis|Blue in Green|5:37
Kind of Blue|Miles Davis|All Blues|11:33
Kind of Blue|Miles Davis|Flamenco Sketches|9:26
Blue Train|John Coltrane|Blue Train|10:43
Blue Train|John Coltrane|Moment's Notice|9:10
Blue Train|John Coltrane|Locomotion|7:14
Blue Train|John Coltrane|I'm Old Fashioned|7:58
Blue Train|John Coltrane|Lazy Bird|7:00
Time Out|Dave Brubeck Quartet|Blue Rondo à la Turk|6:44
Time Out|Dave Brubeck Quartet|Strange Meadow Lark|7:22
Time Out|Dave Brubeck Quartet|Take Five|5:24
Time Out|Dave Brubeck Quartet|Three to Get Ready|5:24
Time Out|Dave Brubeck Quartet|Kathy's Waltz|4:48
Time Out|Dave Brubeck Quartet|Everybody's Jumpin'|4:23
Time Out|Dave Brubeck Quartet|Pick Up Sticks|4:16
"""


def seconds(mmss):
    minutes, secs = mmss.split(":")
    return int(minutes) * 60 + int(secs)


def clock(total):
    hours, rest = divmod(total, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def fit(tracks, limit):
    """Best subset of whole tracks under the limit (0/1 knapsack on seconds)."""
    best = {0: ()}
    for i, (_, _, _, length) in enumerate(tracks):
        for used, chosen in list(best.items()):
            total = used + length
            if total <= limit and total not in best:
                best[total] = chosen + (i,)
    top = max(best)
    return top, [tracks[i][2] for i in best[top]]


def main():
    rows = [line.split("|") for line in TRACKS.strip().splitlines()]
    tracks = [(album, artist, title, seconds(t)) for album, artist, title, t in rows]
    for album, group in groupby(tracks, key=itemgetter(0)):
        group = list(group)
        total = sum(t[3] for t in group)
        longest = max(group, key=itemgetter(3))
        print(f"{album:<14} {group[0][1]:<22} {len(group):>2} tracks {clock(total):>8}  longest: {longest[2]} ({clock(longest[3])})")
    all_seconds = [t[3] for t in tracks]
    print(f"collection: {clock(sum(all_seconds))}, average track {clock(sum(all_seconds) // len(all_seconds))}")
    by_length = sorted(tracks, key=itemgetter(3, 2))
    print("shortest three:", [f"{t[2]} {clock(t[3])}" for t in by_length[:3]])
    ties = [t[2] for t in tracks if all_seconds.count(t[3]) > 1]
    print("same length:", ties)
    used, chosen = fit(tracks, 80 * 60)
    print(f"best 80-minute CD: {clock(used)} with {len(chosen)} tracks, {80 * 60 - used}s spare")
    print("  " + "; ".join(chosen))
    blue = [t[2] for t in tracks if "blue" in t[2].lower()]
    print(f"titles with 'blue': {blue}", f"{'À'.lower()}{len('à la')}")
    print(sorted({t[1] for t in tracks}, key=lambda a: a.split()[-1]))


if __name__ == "__main__":
    main()
