"""A game leaderboard: bisect-kept rankings, heapq top-N, and percentile ranks."""
import bisect
import heapq
from collections import defaultdict


class Leaderboard:
    def __init__(self):
        self._scores = {}          # player -> best score
        self._sorted = []          # ascending list of (score, player)

    def submit(self, player, score):
        old = self._scores.get(player)
        if old is not None and old >= score:
            return False
        if old is not None:
            idx = bisect.bisect_left(self._sorted, (old, player))
            self._sorted.pop(idx)
        self._scores[player] = score
        bisect.insort(self._sorted, (score, player))
        return True

    def rank(self, player):
        score = self._scores[player]
        # Players with a strictly higher score come first.
        higher = len(self._sorted) - bisect.bisect_right(self._sorted, (score, chr(0x10FFFF)))
        return higher + 1

    def percentile(self, player):
        score = self._scores[player]
        below = bisect.bisect_left(self._sorted, (score, ""))
        return 100.0 * below / len(self._sorted)

    def top(self, n):
        return heapq.nlargest(n, self._scores.items(), key=lambda kv: (kv[1], kv[0]))

    def bracket(self, lo, hi):
        i = bisect.bisect_left(self._sorted, (lo, ""))
        j = bisect.bisect_right(self._sorted, (hi, chr(0x10FFFF)))
        return [p for _, p in self._sorted[i:j]]


def main():
    board = Leaderboard()
    events = [
        ("zoe", 1200), ("max", 950), ("ana", 1200), ("kim", 700), ("max", 1300),
        ("lee", 880), ("zoe", 1100), ("raj", 1010), ("kim", 1010), ("ana", 1250),
    ]
    improved = defaultdict(int)
    for player, score in events:
        if board.submit(player, score):
            improved[player] += 1
    print("top 3:", board.top(3))
    for player in sorted(board._scores):
        print(f"  {player:<4} best {board._scores[player]:>5}  rank {board.rank(player)}  "
              f"pct {board.percentile(player):5.1f}  improvements {improved[player]}")
    print("1000-1250:", board.bracket(1000, 1250))
    tiers = ["bronze", "silver", "gold", "platinum"]
    cuts = [900, 1100, 1250]
    for player, score in sorted(board._scores.items(), key=lambda kv: -kv[1]):
        print(f"{player}: {tiers[bisect.bisect_right(cuts, score)]}")
    merged = list(heapq.merge([1, 4, 9], [2, 3, 10], [5]))
    print("merged:", merged, "smallest 2:", heapq.nsmallest(2, board._scores.values()))


if __name__ == "__main__":
    main()
