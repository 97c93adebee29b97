"""Closed time intervals with set-like operators, used to find free meeting slots."""


class Interval:
    def __init__(self, start, end):
        if end < start:
            raise ValueError(f"empty interval [{start}, {end}]")
        self.start, self.end = start, end

    def __repr__(self):
        return f"[{self._fmt(self.start)}-{self._fmt(self.end)}]"

    @staticmethod
    def _fmt(minutes):
        return f"{minutes // 60:02d}:{minutes % 60:02d}"

    def __len__(self):
        return self.end - self.start

    def __contains__(self, item):
        if isinstance(item, Interval):
            return self.start <= item.start and item.end <= self.end
        return self.start <= item <= self.end

    def __and__(self, other):
        lo, hi = max(self.start, other.start), min(self.end, other.end)
        return Interval(lo, hi) if lo < hi else None

    def __or__(self, other):
        if self.end < other.start or other.end < self.start:
            raise ValueError(f"{self} and {other} do not touch")
        return Interval(min(self.start, other.start), max(self.end, other.end))

    def __add__(self, shift):
        return Interval(self.start + shift, self.end + shift)

    def __radd__(self, shift):
        return self + shift

    def __lt__(self, other):
        return (self.start, self.end) < (other.start, other.end)

    def __eq__(self, other):
        return isinstance(other, Interval) and (self.start, self.end) == (other.start, other.end)

    def __hash__(self):
        return hash((self.start, self.end))


def hm(text):
    h, m = text.split(":")
    return int(h) * 60 + int(m)


def merge(intervals):
    out = []
    for iv in sorted(intervals):
        if out and iv.start <= out[-1].end:
            out[-1] = out[-1] | iv
        else:
            out.append(iv)
    return out


def free_slots(day, busy, minimum):
    cursor = day.start
    slots = []
    for iv in merge(busy):
        if iv.start - cursor >= minimum:
            slots.append(Interval(cursor, iv.start))
        cursor = max(cursor, iv.end)
    if day.end - cursor >= minimum:
        slots.append(Interval(cursor, day.end))
    return slots


def main():
    day = Interval(hm("09:00"), hm("17:30"))
    calendars = {
        "ana": [("09:30", "10:15"), ("12:00", "13:00"), ("16:00", "17:00")],
        "ben": [("09:00", "09:45"), ("10:00", "11:30"), ("15:45", "16:30")],
        "cho": [("13:00", "13:30"), ("11:15", "12:10")],
    }
    busy = [Interval(hm(a), hm(b)) for slots in calendars.values() for a, b in slots]
    print("merged:", merge(busy))
    for need in (30, 60, 120):
        slots = free_slots(day, busy, need)
        print(f"{need:>3} min:", slots, [len(s) for s in slots])
    lunch = Interval(hm("12:00"), hm("13:00"))
    print(hm("12:30") in lunch, Interval(hm("12:10"), hm("12:20")) in lunch, 30 + lunch)
    print(lunch & Interval(hm("12:45"), hm("14:00")), lunch & Interval(hm("13:00"), hm("14:00")))
    print(len({lunch, Interval(720, 780), lunch + 0}))
    for make in [lambda: lunch | Interval(800, 900), lambda: Interval(5, 1)]:
        try:
            print(make())
        except ValueError as exc:
            print("error:", exc)


if __name__ == "__main__":
    main()
