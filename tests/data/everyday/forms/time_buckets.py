EVENTS = [("09:05", "login"), ("09:17", "click"), ("09:44", "click"), ("10:02", "logout"), ("10:30", "login"), ("11:59", "click")]


def hour_of(stamp):
    return int(stamp.split(":")[0])


def main() -> None:
    per_hour = {}
    for stamp, kind in EVENTS:
        per_hour.setdefault(hour_of(stamp), []).append(kind)
    for hour in range(9, 12):
        kinds = per_hour.get(hour, [])
        print(f"{hour:02d}:00 {len(kinds):>2} {' '.join(kinds)}")
    quiet = [h for h in range(9, 12) if len(per_hour.get(h, [])) < 2]
    print("quiet hours:", quiet)
    first_logout = next_index = 0
    for i, (_, kind) in enumerate(EVENTS):
        if kind == "logout":
            first_logout = i
            break
    print("events before first logout:", first_logout, next_index)
