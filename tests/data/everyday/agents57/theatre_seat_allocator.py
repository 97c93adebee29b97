"""Allocate theatre seats for group bookings, keeping groups together in one row."""
from itertools import groupby
import string

ROWS = "ABCDEFG"
SEATS_PER_ROW = 12
AISLE_AFTER = 6
PRICES = {"A": 85, "B": 85, "C": 65, "D": 65, "E": 65, "F": 40, "G": 40}


class Hall:
    def __init__(self, taken):
        self.free = {r: [True] * SEATS_PER_ROW for r in ROWS}
        for code in taken:
            self.free[code[0]][int(code[1:]) - 1] = False

    def runs(self, row):
        """Maximal runs of free seats as (start, length), not crossing the aisle."""
        out = []
        for block_start in (0, AISLE_AFTER):
            block = self.free[row][block_start:block_start + AISLE_AFTER]
            i = 0
            for is_free, grp in groupby(block):
                n = len(list(grp))
                if is_free:
                    out.append((block_start + i, n))
                i += n
        return out

    def allocate(self, size, max_price=None):
        rows = [r for r in ROWS if max_price is None or PRICES[r] <= max_price]
        best = None
        for r in rows:
            for start, n in self.runs(r):
                if n >= size:
                    centre = abs((start + size / 2) - SEATS_PER_ROW / 2)
                    cand = (n - size, centre, ROWS.index(r), r, start)
                    best = min(best, cand) if best else cand
        if best is None:
            return None
        *_, r, start = best
        for s in range(start, start + size):
            self.free[r][s] = False
        return [f"{r}{s + 1}" for s in range(start, start + size)]

    def render(self):
        lines = []
        for r in ROWS:
            seats = "".join("." if f else "x" for f in self.free[r])
            lines.append(f"{r} {seats[:AISLE_AFTER]} {seats[AISLE_AFTER:]} ${PRICES[r]}")
        return "\n".join(lines)


def main():
    hall = Hall(["A5", "A6", "A7", "C1", "C2", "C3", "C10", "D6", "D7", "F1", "F12", "G6", "G7"])
    groups = [("Okafor", 4, None), ("Lind", 2, 65), ("Schmidt", 6, None), ("Park", 5, 40),
              ("Costa", 3, 85), ("Ito", 7, None), ("Mehta", 6, 40)]
    revenue = 0
    for name, size, budget in groups:
        seats = hall.allocate(size, budget)
        if seats:
            cost = sum(PRICES[s[0]] for s in seats)
            revenue += cost
            print(f"{name:<8} {size} -> {', '.join(seats)} (${cost})")
        else:
            print(f"{name:<8} {size} -> waitlist" + (f" (budget ${budget})" if budget else ""))
    print(hall.render())
    free = sum(row.count(True) for row in hall.free.values())
    print(f"revenue ${revenue:,}; {free} seats left; rows with a 4-run: "
          f"{[r for r in ROWS if any(n >= 4 for _, n in hall.runs(r))]}")
    print(string.ascii_uppercase.index("G"), list(ROWS).index("C"))


if __name__ == "__main__":
    main()
