TICKETS = [("AB-123", "07:45", "09:10"), ("XY-987", "08:00", "18:30"), ("JK-555", "12:05", "12:20"),
           ("LM-222", "22:40", "23:59"), ("QR-000", "09:00", "09:00")]
FREE_MINUTES = 15
HOURLY = 2.5
DAILY_CAP = 18.0


def mins(t):
    h, m = t.split(":")
    return int(h) * 60 + int(m)


def fee(start, end):
    stay = mins(end) - mins(start)
    if stay <= FREE_MINUTES:
        return stay, 0.0
    hours = -(-stay // 60)
    return stay, min(hours * HOURLY, DAILY_CAP)


def main():
    total = 0.0
    for plate, start, end in TICKETS:
        stay, cost = fee(start, end)
        total += cost
        h, m = divmod(stay, 60)
        print(f"{plate} {start}-{end} {h}h{m:02d}m {'FREE' if cost == 0 else f'${cost:.2f}'}")
    capped = [p for p, s, e in TICKETS if fee(s, e)[1] == DAILY_CAP]
    print(f"total ${total:.2f}; capped: {capped}")
    return round(total / len(TICKETS), 3)
