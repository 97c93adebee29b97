import clauz3
from tools.clinic.trusted.effects import book, open_slots

DOCTORS = ("dr-okafor", "dr-amari", "dr-lindqvist")


def free_count(entry: tuple[str, list[int]]) -> int:
    return len(entry[1])


def main() -> dict[str, int]:
    day = 9
    availability = [(doctor, open_slots(doctor, day)) for doctor in DOCTORS]
    ranked = sorted(availability, key=free_count, reverse=True)
    new_patients = ["p-9001", "p-9002", "p-9003", "p-9004", "p-9005", "p-9006", "p-9007"]
    assigned = {doctor: 0 for doctor in DOCTORS}
    for n, patient in enumerate(new_patients):
        doctor, slots = ranked[n % len(ranked)]
        taken = assigned[doctor]
        if taken < len(slots):
            book(patient, doctor, day, slots[taken])
            assigned[doctor] = taken + 1
        else:
            print(f"{patient}: {doctor} is full, giving the slot to the colleague with the most openings")
            fallback = ranked[0][0]
            book(patient, fallback, day, ranked[0][1][assigned[fallback]])
            assigned[fallback] += 1
    loads = list(assigned.values())
    print("loads", loads, "min", min(loads), "max", max(loads), "order", [d for d, _ in ranked])
    return assigned
