"""Point-in-time price lookups with bisect, plus ranges and percentile buckets."""
import bisect
from dataclasses import dataclass
from datetime import date, timedelta


@dataclass(frozen=True, order=True)
class PriceChange:
    effective: date
    price_cents: int


class PriceHistory:
    def __init__(self, sku):
        self.sku = sku
        self._dates = []
        self._changes = []

    def set_price(self, effective, cents):
        if cents <= 0:
            raise ValueError(f"price must be positive, got {cents}")
        i = bisect.bisect_left(self._dates, effective)
        if i < len(self._dates) and self._dates[i] == effective:
            self._changes[i] = PriceChange(effective, cents)
            return "replaced"
        self._dates.insert(i, effective)
        self._changes.insert(i, PriceChange(effective, cents))
        return "inserted"

    def price_on(self, day):
        i = bisect.bisect_right(self._dates, day)
        if i == 0:
            raise LookupError(f"{self.sku} had no price on {day.isoformat()}")
        return self._changes[i - 1].price_cents

    def changes_between(self, start, end):
        lo = bisect.bisect_left(self._dates, start)
        hi = bisect.bisect_right(self._dates, end)
        return self._changes[lo:hi]

    def __len__(self):
        return len(self._changes)


def money(cents):
    return f"${cents // 100}.{cents % 100:02d}"


BREAKPOINTS = [500, 1000, 2500, 5000]
LABELS = ["budget", "standard", "premium", "luxury", "ultra"]


def tier(cents):
    return LABELS[bisect.bisect(BREAKPOINTS, cents)]


def main():
    hist = PriceHistory("LAMP-01")
    start = date(2024, 1, 1)
    for offset, cents in [(0, 1999), (45, 2199), (20, 1899), (90, 2499), (45, 2149), (150, 5299)]:
        action = hist.set_price(start + timedelta(days=offset), cents)
        print(f"{(start + timedelta(days=offset)).isoformat()} {money(cents):>7} {action}")
    print("versions:", len(hist))
    for probe in [date(2023, 12, 31), date(2024, 1, 1), date(2024, 1, 30), date(2024, 2, 14),
                  date(2024, 3, 31), date(2024, 6, 1)]:
        try:
            cents = hist.price_on(probe)
            print(f"on {probe:%d %b %Y}: {money(cents)} ({tier(cents)})")
        except LookupError as exc:
            print("lookup:", exc)
    window = hist.changes_between(date(2024, 1, 15), date(2024, 4, 1))
    print("changes in window:", [(c.effective.strftime("%m-%d"), c.price_cents) for c in window])
    try:
        hist.set_price(date(2024, 7, 1), 0)
    except ValueError as exc:
        print("rejected:", exc)
    scores = sorted([72, 88, 95, 61, 79, 83, 90, 55, 68, 99])
    for s in (60, 80, 95, 100):
        below = bisect.bisect_left(scores, s)
        print(f"{s}: {below} scores below, {len(scores) - bisect.bisect_right(scores, s)} above")
    insort_demo = []
    for item in [(3, "c"), (1, "a"), (2, "b"), (1, "z")]:
        bisect.insort(insort_demo, item)
    print(insort_demo, bisect.bisect_left([1, 2, 2, 3], 2, lo=2), bisect.bisect([10, 20], 15, hi=1))
    print(max(hist.changes_between(date.min, date.max)), min(hist._changes).effective.year)


if __name__ == "__main__":
    main()
