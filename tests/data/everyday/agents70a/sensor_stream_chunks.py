"""Read a stream of sensor frames with generators, walrus and chunking."""
from itertools import islice, takewhile, dropwhile, count
from typing import Iterator, Iterable

FRAMES = """\
# header: device=th-01 units=C
t=0 temp=21.5 hum=40
t=5 temp=21.7 hum=41
t=10 temp=ERR hum=41
t=15 temp=22.4 hum=43
t=20 temp=23.9 hum=47
t=25 temp=24.1 hum=52
t=30 temp=24.0 hum=55
t=35 temp=22.2 hum=50
END
t=40 temp=99.9 hum=99
"""


def records(lines: Iterable[str]) -> Iterator[dict[str, str]]:
    body = dropwhile(lambda l: l.startswith("#"), lines)
    for line in takewhile(lambda l: l != "END", body):
        yield dict(pair.split("=", 1) for pair in line.split())


def valid(recs: Iterable[dict[str, str]]) -> Iterator[tuple[int, float, int]]:
    for r in recs:
        try:
            yield int(r["t"]), float(r["temp"]), int(r["hum"])
        except ValueError:
            print(f"  dropped frame at t={r['t']}")


def chunked(it: Iterable, size: int):
    it = iter(it)
    while chunk := list(islice(it, size)):
        yield chunk


def main():
    lines = FRAMES.splitlines()
    header = dict(kv.split("=") for kv in lines[0].split(": ", 1)[1].split())
    print("header:", header)
    data = list(valid(records(lines)))
    print(f"{len(data)} frames")
    for n, chunk in zip(count(1), chunked(data, 3)):
        temps = [t for _, t, _ in chunk]
        print(f"chunk {n}: t={chunk[0][0]}..{chunk[-1][0]} avg={sum(temps) / len(temps):.2f} max={max(temps)}")
    rising = [(a[0], b[0]) for a, b in zip(data, data[1:]) if (delta := b[1] - a[1]) > 1.0]
    print("fast rises:", rising)
    if (peak := max(data, key=lambda d: d[2]))[2] > 50:
        print(f"humidity alert at t={peak[0]}: {peak[2]}%")
    squares = (h * h for _, _, h in data)
    print("sum of squares:", sum(squares), "any > 24C:", any(t > 24 for _, t, _ in data))
    gen = (x for x in range(3))
    print(next(gen), next(gen), next(gen), next(gen, "done"))
    return len(data)


if __name__ == "__main__":
    main()
