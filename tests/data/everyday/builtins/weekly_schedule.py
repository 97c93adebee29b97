DAYS = ("mon", "tue", "wed", "thu", "fri")


def main() -> None:
    slots = {day: [] for day in DAYS}
    meetings = [("standup", "mon", 9), ("review", "wed", 14), ("standup", "wed", 9), ("1:1", "fri", 11), ("retro", "fri", 15), ("standup", "fri", 9)]
    for name, day, hour in meetings:
        slots[day].append((hour, name))
    for day in DAYS:
        entries = sorted(slots[day])
        shown = ", ".join([f"{h:02d}:00 {n}" for h, n in entries]) or "(free)"
        print(f"{day.capitalize():<4}{shown}")
    busiest = max(DAYS, key=lambda d: len(slots[d]))
    free = [d for d in DAYS if not slots[d]]
    print("busiest:", busiest, "free:", free)
    hours = [h for _, _, h in meetings]
    print("earliest:", min(hours), "latest:", max(hours), "distinct:", sorted(set(hours)))
