MINUTES_PER_HOUR = 60
SHIFT_HOURS = 8
SHIFT_MINUTES = SHIFT_HOURS * MINUTES_PER_HOUR
STAFF = ["noor", "ben", "ada", "liu"]
ROSTER = tuple(sorted(STAFF))
INITIALS = {name: name[0].upper() for name in ROSTER}
HEADER = "name" + " | " + "minutes"
WIDTH = max(len(n) for n in STAFF) + 2
RATE_TABLE = [(h, round(h * 17.5, 2)) for h in range(1, 4)]


def overtime(minutes):
    return max(0, minutes - SHIFT_MINUTES)


LIMIT = overtime(600)


def main():
    worked = {"noor": 510, "ben": 420, "ada": 600, "liu": 480}
    print(HEADER)
    for name in ROSTER:
        extra = overtime(worked[name])
        print(f"{name:<{WIDTH}}| {worked[name]:>4} {INITIALS[name]} +{extra}")
    print(SHIFT_MINUTES, LIMIT, RATE_TABLE)
    STAFF.append("eve")
    print(len(STAFF), len(ROSTER))
    return sum(overtime(m) for m in worked.values())
