"""A daily time series supporting integer, slice and label indexing plus __contains__."""
from datetime import date, timedelta


class Series:
    def __init__(self, start, values, name="value"):
        self.start = start
        self.values = list(values)
        self.name = name

    def _index_of(self, day):
        offset = (day - self.start).days
        if not 0 <= offset < len(self.values):
            raise KeyError(day.isoformat())
        return offset

    def __len__(self):
        return len(self.values)

    def __getitem__(self, key):
        if isinstance(key, slice):
            start, stop, step = key.start, key.stop, key.step
            if isinstance(start, date) or isinstance(stop, date):
                lo = 0 if start is None else self._index_of(start)
                hi = len(self) if stop is None else self._index_of(stop) + 1
                key = slice(lo, hi, step)
            lo, hi, st = key.indices(len(self))
            if st != 1:
                raise ValueError("series slices must be contiguous")
            return Series(self.start + timedelta(days=lo), self.values[key], self.name)
        if isinstance(key, date):
            return self.values[self._index_of(key)]
        if isinstance(key, int):
            return self.values[key]
        raise TypeError(f"series indices must be int, date or slice, not {type(key).__name__}")

    def __setitem__(self, key, value):
        if isinstance(key, date):
            key = self._index_of(key)
        self.values[key] = value

    def __contains__(self, day):
        return isinstance(day, date) and 0 <= (day - self.start).days < len(self)

    def __iter__(self):
        for i, v in enumerate(self.values):
            yield self.start + timedelta(days=i), v

    def __reversed__(self):
        return reversed(list(self))

    def rolling(self, window):
        for i in range(window - 1, len(self)):
            chunk = self.values[i - window + 1:i + 1]
            yield sum(chunk) / window

    def __repr__(self):
        end = self.start + timedelta(days=len(self) - 1)
        return f"Series({self.name}, {self.start}..{end}, n={len(self)})"


def main():
    temps = Series(date(2024, 1, 1), [3, 5, 4, -1, -3, 0, 2, 6, 7, 5], name="temp")
    print(temps, temps[0], temps[-1], temps[date(2024, 1, 4)])
    week = temps[date(2024, 1, 2):date(2024, 1, 8)]
    print(week, week.values)
    print(temps[2:5], temps[2:5].values, temps[-3:].start, temps[:0])
    print(date(2024, 1, 10) in temps, date(2024, 1, 11) in temps, "2024-01-01" in temps)
    print([round(x, 2) for x in temps.rolling(3)])
    cold = [d.strftime("%a %d") for d, v in temps if v < 0]
    print(cold, max(temps, key=lambda dv: dv[1])[0])
    temps[date(2024, 1, 5)] = -4
    temps[0] = 2
    print(temps.values[:5], next(iter(reversed(temps))))
    for bad in [lambda: temps[date(2023, 12, 31)], lambda: temps[::2], lambda: temps["x"],
                lambda: temps[20], lambda: temps[date(2024, 1, 3):date(2024, 2, 1)]]:
        try:
            print(bad())
        except (KeyError, ValueError, TypeError, IndexError) as exc:
            print(type(exc).__name__, exc)


if __name__ == "__main__":
    main()
