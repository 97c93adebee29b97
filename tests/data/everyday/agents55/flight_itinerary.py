"""Build flight itineraries with connections, layover checks and time zones."""
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

TZ = {"LHR": 0, "JFK": -5, "SFO": -8, "NRT": 9, "CDG": 1}


@dataclass
class Flight:
    code: str
    origin: str
    dest: str
    depart: str
    minutes: int

    def dep_dt(self):
        naive = datetime.strptime(self.depart, "%Y-%m-%d %H:%M")
        return naive.replace(tzinfo=timezone(timedelta(hours=TZ[self.origin])))

    def arr_dt(self):
        arr = self.dep_dt() + timedelta(minutes=self.minutes)
        return arr.astimezone(timezone(timedelta(hours=TZ[self.dest])))


FLIGHTS = [
    Flight("BA117", "LHR", "JFK", "2024-09-10 08:25", 480),
    Flight("AF22", "CDG", "JFK", "2024-09-10 10:00", 500),
    Flight("UA535", "JFK", "SFO", "2024-09-10 13:05", 385),
    Flight("DL101", "JFK", "SFO", "2024-09-10 11:00", 390),
    Flight("NH7", "SFO", "NRT", "2024-09-10 23:59", 660),
    Flight("JL1", "SFO", "NRT", "2024-09-11 11:30", 670),
]

MIN_LAYOVER = timedelta(minutes=60)


def routes(origin, dest, after=None, path=()):
    for f in FLIGHTS:
        if f.origin != origin or any(p.dest == f.dest for p in path):
            continue
        if after is not None and f.dep_dt() - after < MIN_LAYOVER:
            continue
        new_path = path + (f,)
        if f.dest == dest:
            yield new_path
        else:
            yield from routes(f.dest, dest, f.arr_dt(), new_path)


def fmt(td):
    hours, rem = divmod(int(td.total_seconds()) // 60, 60)
    return f"{hours}h{rem:02d}m"


def main():
    options = sorted(routes("LHR", "NRT"), key=lambda p: p[-1].arr_dt() - p[0].dep_dt())
    for n, path in enumerate(options, 1):
        total = path[-1].arr_dt() - path[0].dep_dt()
        print(f"Option {n}: {' -> '.join(f.code for f in path)} ({fmt(total)})")
        for prev, f in zip((None,) + path, path):
            if prev:
                print(f"   layover at {f.origin}: {fmt(f.dep_dt() - prev.arr_dt())}")
            print(f"   {f.code:<6}{f.origin}->{f.dest} dep {f.dep_dt():%d %b %H:%M} arr {f.arr_dt():%d %b %H:%M %z}")


if __name__ == "__main__":
    main()
