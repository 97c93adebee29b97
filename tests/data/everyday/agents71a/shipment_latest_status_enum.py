"""Derive each parcel's latest status from carrier scan events using an Enum."""
from enum import Enum, auto
from datetime import datetime
from collections import Counter, defaultdict


class Status(Enum):
    LABEL_CREATED = auto()
    PICKED_UP = auto()
    IN_TRANSIT = auto()
    OUT_FOR_DELIVERY = auto()
    DELIVERED = auto()
    EXCEPTION = auto()

    @property
    def terminal(self) -> bool:
        return self in (Status.DELIVERED, Status.EXCEPTION)

    def label(self) -> str:
        return self.name.replace("_", " ").title()


SCANS = """
PKG-1|2024-04-02 08:00|label_created|Portland
PKG-2|2024-04-02 09:15|label_created|Austin
PKG-1|2024-04-02 17:40|picked_up|Portland
PKG-3|2024-04-02 10:05|label_created|Denver
PKG-1|2024-04-03 06:10|in_transit|Sacramento
PKG-2|2024-04-03 12:00|picked_up|Austin
PKG-3|2024-04-03 11:30|picked_up|Denver
PKG-1|2024-04-04 07:55|out_for_delivery|San Jose
PKG-3|2024-04-04 02:20|exception|Denver
PKG-1|2024-04-04 14:02|delivered|San Jose
PKG-2|2024-04-04 15:45|in_transit|Dallas
PKG-4|2024-04-04 16:00|lost_in_space|Nowhere
PKG-2|2024-04-03 23:00|in_transit|Waco
"""


def parse(text):
    events = defaultdict(list)
    unknown = []
    for line in text.strip().splitlines():
        pkg, ts, code, place = line.split("|")
        try:
            status = Status[code.upper()]
        except KeyError:
            unknown.append((pkg, code))
            continue
        events[pkg].append((datetime.strptime(ts, "%Y-%m-%d %H:%M"), status, place))
    return events, unknown


def main():
    events, unknown = parse(SCANS)
    latest = {}
    for pkg, evs in sorted(events.items()):
        evs.sort(key=lambda e: e[0])
        ts, status, place = evs[-1]
        latest[pkg] = status
        hops = " -> ".join(dict.fromkeys(p for _, _, p in evs))
        elapsed = ts - evs[0][0]
        state = "done" if status.terminal else "active"
        print(f"{pkg}: {status.label():<17} at {place:<9} [{state}] {elapsed.total_seconds() / 3600:5.1f}h  {hops}")
        regressions = [(a[1].name, b[1].name) for a, b in zip(evs, evs[1:]) if b[1].value < a[1].value]
        if regressions:
            print("   out-of-order scans:", regressions)

    counts = Counter(latest.values())
    print("\nsummary:")
    for status in Status:
        print(f"  {status.value}. {status.label():<17}{counts.get(status, 0)}")
    print("unknown codes:", unknown)
    print("members:", [s.name for s in Status if not s.terminal])
    print("lookup by value:", Status(4), Status(4).name, Status["DELIVERED"].value)
    print("identity:", Status.DELIVERED is Status(5), Status.DELIVERED == 5, repr(Status.EXCEPTION))
    return sum(s.terminal for s in latest.values())


if __name__ == "__main__":
    main()
