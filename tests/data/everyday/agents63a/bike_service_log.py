"""Keep a bike-shop service log with namedtuples: update, group, and export records."""
from collections import namedtuple, defaultdict
from operator import attrgetter, itemgetter
from datetime import date

Service = namedtuple("Service", "ticket bike owner job parts labour done", defaults=(None,))
Part = namedtuple("Part", ["name", "price"])

LOG = [
    Service(1, "Brompton M6L", "Priya", "gear tune", (Part("cable", 4.5),), 15.0),
    Service(2, "Trek FX2", "Marco", "brake bleed", (Part("mineral oil", 6.0), Part("pads", 18.0)), 30.0),
    Service(3, "Brompton M6L", "Priya", "new tyres", (Part("tyre", 32.0), Part("tyre", 32.0)), 12.0, date(2024, 5, 2)),
    Service(4, "Cube Stereo", "Hana", "full service", (), 85.0),
    Service(5, "Trek FX2", "Marco", "chain", (Part("chain", 24.99),), 10.0, date(2024, 5, 6)),
]


def total(s):
    return round(sum(p.price for p in s.parts) + s.labour, 2)


def main():
    print(Service._fields, Service._field_defaults)
    first = LOG[0]
    print(first)
    print("as dict:", first._asdict())
    finished = first._replace(done=date(2024, 5, 3), labour=first.labour + 5)
    print("replaced:", finished.done, finished.labour, "original unchanged:", first.done)
    log = [finished if s.ticket == 1 else s for s in LOG]
    open_jobs = [s for s in log if s.done is None]
    print("open tickets:", [s.ticket for s in open_jobs])
    by_owner = defaultdict(list)
    for s in log:
        by_owner[s.owner].append(s)
    for owner, items in sorted(by_owner.items()):
        print(f"{owner:<6} {len(items)} job(s), {sum(map(total, items)):8.2f}")
    ranked = sorted(log, key=lambda s: (-total(s), s.ticket))
    print("by value:", [(s.ticket, total(s)) for s in ranked])
    print("by bike then ticket:", [s.ticket for s in sorted(log, key=attrgetter("bike", "ticket"))])
    getter = itemgetter(0, 3)
    print("itemgetter on tuple:", [getter(s) for s in log[:2]])
    made = Service._make([6, "Cargo", "Lee", "wheel true", (), 20.0, None])
    print("made:", made.ticket, made.job, made == Service(6, "Cargo", "Lee", "wheel true", (), 20.0))
    ticket, bike, *rest = made
    print("unpacked:", ticket, bike, len(rest))
    parts = sorted({p for s in log for p in s.parts}, key=attrgetter("price"), reverse=True)
    print("distinct parts:", [f"{p.name}@{p.price:.2f}" for p in parts])
    print("is tuple:", isinstance(first, tuple), len(first), first[2], first.count("Priya"))
    try:
        first._replace(colour="red")
    except ValueError as exc:
        print("error:", exc)
    return sum(total(s) for s in log)


if __name__ == "__main__":
    main()
