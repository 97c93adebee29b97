from datetime import timedelta
import re
import statistics

RACE = {
    "Okafor": "1:12.40 1:11.95 1:13.02 1:10.88 1:09.71",
    "Lindqvist": "1:11.80 1:12.10 1:12.45 1:12.90 1:11.02",
    "Moreau": "1:13.55 1:12.00 1:11.20 1:10.40 1:09.95",
    "Tanaka": "1:12.00 1:12.00 DNF",
}

LAP = re.compile(r"(?P<m>\d+):(?P<s>\d{2})\.(?P<cs>\d{2})")


def parse_lap(text: str) -> timedelta | None:
    m = LAP.fullmatch(text)
    if not m:
        return None
    return timedelta(minutes=int(m["m"]), seconds=int(m["s"]), milliseconds=int(m["cs"]) * 10)


def fmt(td: timedelta) -> str:
    total_cs = round(td.total_seconds() * 100)
    minutes, rest = divmod(total_cs, 6000)
    seconds, cs = divmod(rest, 100)
    return f"{minutes}:{seconds:02d}.{cs:02d}"


def main():
    results = {}
    dnf = []
    for name, laps_text in RACE.items():
        laps = [parse_lap(t) for t in laps_text.split()]
        if any(lap is None for lap in laps):
            dnf.append(name)
            continue
        results[name] = laps
    standings = sorted(results.items(), key=lambda kv: sum(kv[1], timedelta()))
    leader_total = sum(standings[0][1], timedelta())
    print(f"{'Pos':<4}{'Driver':<11}{'Total':>9}{'Gap':>8}{'Best':>9}{'Stdev':>7}")
    for pos, (name, laps) in enumerate(standings, 1):
        total = sum(laps, timedelta())
        gap = total - leader_total
        best = min(laps)
        spread = statistics.stdev(l.total_seconds() for l in laps)
        gap_txt = "-" if not gap else f"+{gap.total_seconds():.2f}"
        print(f"{pos:<4}{name:<11}{fmt(total):>9}{gap_txt:>8}{fmt(best):>9}{spread:>7.3f}")
    for name in dnf:
        print(f"{'DNF':<4}{name}")
    fastest = min((lap, name, i) for name, laps in results.items() for i, lap in enumerate(laps, 1))
    print(f"fastest lap: {fmt(fastest[0])} by {fastest[1]} on lap {fastest[2]}")
    for name, laps in results.items():
        deltas = [b - a for a, b in zip(laps, laps[1:])]
        improving = sum(d < timedelta(0) for d in deltas)
        print(f"{name}: improved on {improving}/{len(deltas)} laps; "
              f"last vs first {(laps[-1] - laps[0]).total_seconds():+.2f}s")


if __name__ == "__main__":
    main()
