"""Analyse marathon 5 km splits: pace, negative split, fade, and projected finish."""
from datetime import timedelta
import statistics

MARATHON_KM = 42.195


def parse_clock(text: str) -> timedelta:
    parts = [int(p) for p in text.split(":")]
    while len(parts) < 3:
        parts.insert(0, 0)
    h, m, s = parts
    return timedelta(hours=h, minutes=m, seconds=s)


def fmt(td: timedelta) -> str:
    total = int(round(td.total_seconds()))
    h, rem = divmod(total, 3600)
    m, s = divmod(rem, 60)
    return f"{h}:{m:02d}:{s:02d}" if h else f"{m}:{s:02d}"


def pace(td: timedelta, km: float) -> str:
    return fmt(td / km) + "/km"


def main():
    runners = {
        "Kim": ["24:10", "48:05", "1:12:02", "1:36:30", "2:01:15", "2:26:40", "2:52:55", "3:20:01", "3:32:10"],
        "Raj": ["22:30", "45:20", "1:08:35", "1:32:20", "1:56:40", "2:22:05", "2:49:10", "3:19:30", "3:33:40"],
        "Lou": ["26:00", "51:40", "1:17:05", "1:42:00", "2:06:30", "2:30:45", "2:54:40", "3:18:10", "3:28:20"],
    }
    marks = [5, 10, 15, 20, 25, 30, 35, 40, MARATHON_KM]
    summary = []
    for name, clocks in runners.items():
        times = [parse_clock(c) for c in clocks]
        splits = [b - a for a, b in zip([timedelta()] + times, times)]
        lengths = [b - a for a, b in zip([0] + marks, marks)]
        paces = [s.total_seconds() / d for s, d in zip(splits, lengths)]
        half_time = times[3] + splits[4] * (1.0975 / 5)
        second_half = times[-1] - half_time
        negative = second_half < half_time
        fade = (statistics.mean(paces[-3:]) - statistics.mean(paces[:3])) / statistics.mean(paces[:3])
        print(f"{name}: finish {fmt(times[-1])} avg {pace(times[-1], MARATHON_KM)}")
        print("   5k splits:", " ".join(fmt(s) for s in splits[:-1]), "| last", fmt(splits[-1]))
        print(f"   halves {fmt(half_time)} / {fmt(second_half)} -> {'negative' if negative else 'positive'} split")
        print(f"   fade {fade:+.1%}, pace stdev {statistics.stdev(paces):.1f} s/km")
        fastest = min(range(len(paces)), key=paces.__getitem__)
        print(f"   fastest segment ends at {marks[fastest]} km ({fmt(timedelta(seconds=paces[fastest]))}/km)")
        summary.append((times[-1], name))
    print("results:")
    winner_time = min(summary)[0]
    for place, (finish, name) in enumerate(sorted(summary), 1):
        gap = finish - winner_time
        print(f"  {place}. {name} {fmt(finish)}" + (f" (+{fmt(gap)})" if gap else ""))
    goal = parse_clock("3:30:00")
    print("needed pace for 3:30:", pace(goal, MARATHON_KM), "| 10k equivalent", fmt(goal / MARATHON_KM * 10))
    print(timedelta(seconds=12725), timedelta(minutes=-5), repr(timedelta(hours=1, seconds=1.5)))


if __name__ == "__main__":
    main()
