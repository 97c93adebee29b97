"""Trusted scheduling effects for the `clinic` domain."""
import clauz3

_BOOKINGS: dict[str, tuple[str, str, int, int]] = {}


@clauz3.requires(lambda doctor, day: 1 <= day <= 31, message="day of month 1..31")
@clauz3.ensures(lambda result: len(result) <= 10)
@clauz3.trusted
def open_slots(doctor: str, day: int) -> list[int]:
    taken = {hour for d, _p, dd, hour in _BOOKINGS.values() if d == doctor and dd == day}
    return [h for h in range(8, 18) if h not in taken]


@clauz3.requires(
    lambda patient, doctor, day, hour, dry_run=True: 1 <= day <= 31 and 8 <= hour < 18,
    message="bookings are on a day of the month during opening hours 8..17",
)
@clauz3.trusted
def book(patient: str, doctor: str, day: int, hour: int, dry_run: bool = True) -> str:
    booking_id = f"{doctor[:3]}-{day:02d}-{hour:02d}"
    if not dry_run:
        _BOOKINGS[booking_id] = (doctor, patient, day, hour)
    return booking_id


@clauz3.trusted
def cancel(booking_id: str, reason: str = "") -> bool:
    return _BOOKINGS.pop(booking_id, None) is not None


@clauz3.mock
@clauz3.trusted
def patient_tags(patient: str) -> set[str]:
    return {"adult"}


@clauz3.requires(lambda patient, text: len(text) <= 200, message="notes are at most 200 characters")
@clauz3.trusted
def notify(patient: str, text: str) -> None:
    print(f"[notify {patient}] {text}")


@clauz3.requires(lambda patient, visit_kind: visit_kind in ("checkup", "followup", "urgent"))
@clauz3.ensures(lambda patient, visit_kind, result: result >= 0.0)
@clauz3.trusted
def copay(patient: str, visit_kind: str) -> float:
    return {"checkup": 20.0, "followup": 10.0, "urgent": 45.5}[visit_kind]
