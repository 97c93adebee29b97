import clauz3
from tools.clinic.trusted.effects import notify, patient_tags

SEASON = "flu-2024"


def main() -> int:
    patients = ["p-0007", "p-1042", "p-2210", "p-3391"]
    contacted = set()
    skipped = {}
    for patient in patients:
        tags = patient_tags(patient)
        at_risk = tags.intersection({"senior", "asthma", "pregnant"})
        if SEASON in tags:
            skipped[patient] = "already vaccinated"
        elif not at_risk:
            skipped[patient] = "not in a risk group"
        else:
            reasons = ", ".join(sorted(at_risk))
            notify(patient, f"You are eligible for the {SEASON} vaccine ({reasons}). Book at the front desk.")
            contacted.add(patient)
    everyone = contacted.union(set(skipped.keys()))
    assert everyone == set(patients), "every patient is either contacted or skipped"
    for patient, why in skipped.items():
        print(f"{patient}: {why}")
    return len(contacted)
