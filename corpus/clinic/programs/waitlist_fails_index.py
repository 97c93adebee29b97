import clauz3
from tools.clinic.trusted.effects import book, notify, open_slots


def main() -> list[str]:
    waitlist = ["p-5501", "p-5502", "p-5503"]
    doctor = "dr-nakamura"
    day = 20
    slots = open_slots(doctor, day)
    print(f"{len(slots)} open slots for {len(waitlist)} waiting patients")
    # The agent assumed there is a slot for everyone on the waitlist.
    bookings = []
    for n, patient in enumerate(waitlist):
        hour = slots[n]
        booking_id = book(patient, doctor, day, hour)
        bookings.append(booking_id)
        notify(patient, f"Good news: a slot opened up at {hour}:00 on day {day} ({booking_id}).")
    return bookings
