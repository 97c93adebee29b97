import clauz3
from tools.clinic.trusted.effects import book, cancel, notify


def parse_booking(booking_id: str) -> tuple[str, int, int]:
    doctor, day, hour = booking_id.split("-")
    return doctor, int(day), int(hour)


def main() -> int:
    affected = {"oka-14-09": "p-1042", "oka-14-11": "p-3391", "oka-14-16": "p-0007"}
    moved = 0
    for booking_id, patient in affected.items():
        doctor, day, hour = parse_booking(booking_id)
        was_cancelled = cancel(booking_id, reason="doctor on sick leave")
        if not was_cancelled:
            print(f"{booking_id} was already gone")
        else:
            new_day = day + 1 if day < 31 else 1
            new_id = book(patient=patient, doctor="dr-" + doctor, day=new_day, hour=hour)
            notify(patient, f"Moved from day {day} to day {new_day}, same time ({hour:02d}:00). Ref {new_id!r}.")
            moved += 1
    return moved
