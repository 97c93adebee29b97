"""A shift roster: frozen ordered dataclasses for shifts, a plain class with __slots__ and a
late __hash__ = None, range arithmetic for slot numbers, and exceptions carrying context."""
from dataclasses import dataclass, replace, astuple
from datetime import time, timedelta, datetime


class RosterError(Exception):
    def __init__(self, who, reason):
        super().__init__(f"{who}: {reason}")
        self.who = who


@dataclass(frozen=True, order=True)
class Shift:
    start: time
    hours: int
    person: str

    def end(self):
        moment = datetime(2024, 1, 1, self.start.hour, self.start.minute) + timedelta(hours=self.hours)
        return moment.time()

    def label(self):
        return f"{self.person:<6}{self.start:%H:%M}-{self.end():%H:%M} ({self.hours}h)"


class Slot:
    __slots__ = ("index", "taken")

    def __init__(self, index):
        self.index = index
        self.taken = []

    def __eq__(self, other):
        return isinstance(other, Slot) and other.index == self.index


Slot.__hash__ = None

SLOT_STARTS = range(6, 24, 3)


def slot_of(start):
    try:
        return SLOT_STARTS.index(start.hour)
    except ValueError:
        raise RosterError("slot", f"{start:%H:%M} is not a slot start") from None


def main():
    shifts = [
        Shift(time(6), 6, "ana"),
        Shift(time(9), 3, "bo"),
        Shift(time(15), 6, "cy"),
        Shift(time(10, 30), 4, "dee"),
        Shift(time(21), 3, "ed"),
    ]
    slots = {i: Slot(i) for i in range(len(SLOT_STARTS))}
    for s in sorted(shifts):
        try:
            slots[slot_of(s.start)].taken.append(s.person)
            print(s.label())
        except RosterError as e:
            print(f"skip {s.person}: {e} (cause={e.__cause__}, suppressed={e.__suppress_context__})")
    print([(SLOT_STARTS[i], slot.taken) for i, slot in slots.items() if slot.taken])
    try:
        {Slot(1)}
    except TypeError as e:
        print("TypeError:", e)
    try:
        Slot(2).extra = 1
    except AttributeError as e:
        print("AttributeError:", e)
    late = replace(shifts[0], person="ana2", hours=8)
    print(astuple(late)[1:], late > shifts[0], late.end(), SLOT_STARTS.count(12), SLOT_STARTS.count(13))
    try:
        shifts[0].hours = 1
    except Exception as e:
        print(type(e).__name__, e)
    return [s.person for s in sorted(shifts, key=lambda s: (s.end(), s.person))]
