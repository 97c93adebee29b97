import clauz3
from tools.clinic.trusted.effects import book, copay


def score(entry: list[int]) -> int:
    pain, age, waited = entry[1], entry[2], entry[3]
    bonus = 3 if 0 <= age < 5 or age >= 80 else 0
    return pain ** 2 + bonus * 10 + waited // 15


def main() -> list[int]:
    queue = [[101, 7, 34, 40], [102, 3, 82, 95], [103, 9, 2, 5], [104, 5, 45, 130], [105, 7, 61, 0]]
    ranked = sorted(queue, key=score, reverse=True)
    order = [entry[0] for entry in ranked]
    print("scores", [score(e) for e in ranked])
    hour = 9
    charged = 0.0
    for entry in ranked[:3]:
        patient = "walkin-" + str(entry[0])
        booking = book(patient, "dr-er", 15, hour, dry_run=False)
        kind = "urgent" if entry[1] >= 7 else "checkup"
        charged += copay(patient, kind)
        print(booking, kind)
        hour += 1
    later = ranked[3:]
    print("later:", [e[0] for e in later][::-1], "charged", charged)
    return order
