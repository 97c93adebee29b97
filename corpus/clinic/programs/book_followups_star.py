# The follow-up booking of `book_followups.py`, importing the clinic's effects with a wildcard.
import clauz3
from tools.clinic.trusted.effects import *


def main() -> list[str]:
    followups = [("p-1042", "dr-okafor", 12), ("p-2210", "dr-lindqvist", 12), ("p-0007", "dr-okafor", 13)]
    earliest_hour = 10
    booked = []
    for patient, doctor, day in followups:
        slots = open_slots(doctor, day)
        chosen = None
        i = 0
        while i < len(slots):
            if slots[i] >= earliest_hour:
                chosen = slots[i]
                break
            i += 1
        if chosen is None:
            notify(patient, f"No follow-up slot with {doctor} on day {day}; we will call you.")
        else:
            booking_id = book(patient, doctor, day, chosen, dry_run=False)
            booked.append(booking_id)
            notify(patient, f"Follow-up booked: {booking_id} at {chosen}:00")
    print(f"booked {len(booked)} of {len(followups)}")
    return booked
