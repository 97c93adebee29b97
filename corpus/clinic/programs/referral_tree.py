import clauz3
from tools.clinic.trusted.effects import book, notify, patient_tags


def count_chain(referrals: dict[str, str], patient: str) -> int:
    parent = referrals.get(patient)
    if parent is None:
        return 0
    return 1 + count_chain(referrals, parent)


def main() -> dict[str, int]:
    referrals = {"p-0300": "p-0200", "p-0200": "p-0100", "p-0400": "p-0100", "p-0500": "p-0300"}
    specialist = "dr-farouk"

    def label(patient: str) -> str:
        return patient.lstrip("p-0") + "@" + specialist.rstrip("k")

    depths = {patient: count_chain(referrals, patient) for patient in sorted(referrals.keys())}
    depths["p-0100"] = count_chain(referrals, "p-0100")
    hour = 8
    for patient in depths:
        tags = patient_tags(patient)
        priority = "vip" in tags or depths[patient] >= 3
        if priority and 8 <= hour < 18:
            booking = book(patient, specialist, 5, hour)
            notify(patient, f"Referral confirmed ({label(patient)}): {booking}")
            hour += 1
        elif "do-not-contact" not in tags:
            notify(patient, "Your referral is on the standard waiting list.")
    roots = [p for p in depths if depths[p] == 0]
    print("depths", depths, "roots", roots, "deepest", max(list(depths.values())))
    return depths
