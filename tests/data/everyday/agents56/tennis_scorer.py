"""Tennis match scorer: points, games, sets and tie-breaks, driven by a point log."""
from enum import Enum, auto

POINT_NAMES = ["0", "15", "30", "40"]


class Phase(Enum):
    REGULAR = auto()
    TIEBREAK = auto()
    FINISHED = auto()


class Match:
    def __init__(self, a: str, b: str, best_of: int = 3):
        self.names = (a, b)
        self.points = [0, 0]
        self.games = [0, 0]
        self.sets: list[tuple[int, int]] = []
        self.best_of = best_of
        self.phase = Phase.REGULAR

    def sets_won(self, who: int) -> int:
        return sum(1 for s in self.sets if s[who] > s[1 - who])

    def point(self, who: int) -> None:
        if self.phase is Phase.FINISHED:
            raise RuntimeError("match is over")
        self.points[who] += 1
        p, q = self.points[who], self.points[1 - who]
        need = 7 if self.phase is Phase.TIEBREAK else 4
        if p >= need and p - q >= 2:
            self._game(who)

    def _game(self, who: int) -> None:
        self.points = [0, 0]
        self.games[who] += 1
        g, h = self.games[who], self.games[1 - who]
        if self.phase is Phase.TIEBREAK or (g >= 6 and g - h >= 2):
            self.sets.append(tuple(self.games))
            self.games = [0, 0]
            self.phase = Phase.REGULAR
            if self.sets_won(who) > self.best_of // 2:
                self.phase = Phase.FINISHED
        elif g == 6 and h == 6:
            self.phase = Phase.TIEBREAK

    def game_score(self) -> str:
        p, q = self.points
        if self.phase is Phase.TIEBREAK:
            return f"{p}-{q} (tb)"
        if p >= 3 and q >= 3:
            if p == q:
                return "deuce"
            leader = self.names[0] if p > q else self.names[1]
            return f"advantage {leader}"
        return f"{POINT_NAMES[p]}-{POINT_NAMES[q]}"

    def __str__(self) -> str:
        done = " ".join(f"{a}-{b}" for a, b in self.sets)
        if self.phase is Phase.FINISHED:
            winner = self.names[0] if self.sets_won(0) > self.sets_won(1) else self.names[1]
            return f"{done} -> {winner} wins"
        return f"{done} | games {self.games[0]}-{self.games[1]} | {self.game_score()}".strip(" |")


def log_for_set(pattern: str) -> str:
    return "".join(ch * 4 for ch in pattern)


def main():
    m = Match("Iga", "Coco")
    first_set = log_for_set("ABABABABABAA")
    m2_log = "AAABBBAB"
    for ch in first_set:
        m.point(0 if ch == "A" else 1)
    print("after set 1:", m)
    for ch in m2_log:
        m.point(0 if ch == "A" else 1)
        print(f"  point {ch}: {m.game_score()}")
    m.point(0)
    print("game done:", m)
    # second set goes to a tie-break
    m2 = Match("Rafa", "Novak")
    for ch in log_for_set("AB" * 6):
        m2.point(0 if ch == "A" else 1)
    print("phase:", m2.phase.name, "|", m2)
    for ch in "ABABABABAA":
        m2.point(0 if ch == "A" else 1)
    print("after tie-break:", m2)
    for ch in log_for_set("A" * 6):
        m2.point(0)
    print("final:", m2)
    try:
        m2.point(1)
    except RuntimeError as e:
        print("refused:", e)


if __name__ == "__main__":
    main()
