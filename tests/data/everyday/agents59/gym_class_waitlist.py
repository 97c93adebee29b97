"""Manage gym class bookings with capacity, a FIFO waitlist, cancellations and no-show strikes."""
from collections import deque, OrderedDict
from enum import Enum, auto


class Outcome(Enum):
    BOOKED = auto()
    WAITLISTED = auto()
    DUPLICATE = auto()
    SUSPENDED = auto()
    PROMOTED = auto()
    CANCELLED = auto()


class GymClass:
    def __init__(self, name, capacity):
        self.name = name
        self.capacity = capacity
        self.roster = OrderedDict()
        self.waitlist = deque()

    def __len__(self):
        return len(self.roster)

    def __contains__(self, member):
        return member in self.roster or member in self.waitlist

    def __repr__(self):
        return f"<{self.name} {len(self)}/{self.capacity} wait={len(self.waitlist)}>"

    @property
    def full(self):
        return len(self.roster) >= self.capacity


class Studio:
    STRIKE_LIMIT = 2

    def __init__(self):
        self.classes = {}
        self.strikes = {}
        self.events = []

    def add_class(self, name, capacity):
        self.classes[name] = GymClass(name, capacity)

    def book(self, member, name):
        c = self.classes[name]
        if self.strikes.get(member, 0) >= self.STRIKE_LIMIT:
            result = Outcome.SUSPENDED
        elif member in c:
            result = Outcome.DUPLICATE
        elif c.full:
            c.waitlist.append(member)
            result = Outcome.WAITLISTED
        else:
            c.roster[member] = "booked"
            result = Outcome.BOOKED
        self.events.append((member, name, result))
        return result

    def cancel(self, member, name):
        c = self.classes[name]
        if member in c.waitlist:
            c.waitlist.remove(member)
        elif c.roster.pop(member, None) is not None and c.waitlist:
            nxt = c.waitlist.popleft()
            c.roster[nxt] = "promoted"
            self.events.append((nxt, name, Outcome.PROMOTED))
        self.events.append((member, name, Outcome.CANCELLED))

    def attendance(self, name, showed_up):
        c = self.classes[name]
        for member in c.roster:
            if member not in showed_up:
                self.strikes[member] = self.strikes.get(member, 0) + 1
        return [m for m in c.roster if m not in showed_up]


def main():
    s = Studio()
    s.add_class("Mon spin", 3)
    s.add_class("Wed yoga", 2)
    for who in ["amy", "bob", "cara", "dan", "eve", "bob"]:
        print(f"{who:>5} -> Mon spin: {s.book(who, 'Mon spin').name}")
    s.cancel("bob", "Mon spin")
    s.cancel("eve", "Mon spin")
    print(s.classes["Mon spin"], list(s.classes["Mon spin"].roster.items()))
    no_shows = s.attendance("Mon spin", {"amy"})
    print("no-shows:", no_shows)
    s.attendance("Mon spin", {"amy", "dan"})
    print("strikes:", dict(sorted(s.strikes.items())))
    for who in ["cara", "dan", "amy", "fay"]:
        print(f"{who:>5} -> Wed yoga: {s.book(who, 'Wed yoga').name}")
    print(s.classes["Wed yoga"], "dan" in s.classes["Wed yoga"])
    tally = {}
    for _, _, outcome in s.events:
        tally[outcome] = tally.get(outcome, 0) + 1
    for outcome in Outcome:
        print(f"{outcome.name.lower():<11}{tally.get(outcome, 0)}")


if __name__ == "__main__":
    main()
