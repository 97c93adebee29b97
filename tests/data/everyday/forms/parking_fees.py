RATES = ((60, 0.0), (180, 2.5), (1440, 1.5))
STAYS = {"AB-123": 45, "CD-456": 130, "EF-789": 600, "GH-012": 1500}


def fee(minutes):
    total, prev = 0.0, 0
    for limit, per_hour in RATES:
        span = min(minutes, limit) - prev
        if span <= 0:
            break
        total += span / 60 * per_hour
        prev = limit
    else:
        if minutes > prev:
            total += 30.0
    return round(total, 2)


def main() -> None:
    for plate, mins in sorted(STAYS.items(), key=lambda kv: kv[1]):
        print(f"{plate} {mins:>5} min {fee(mins):>7.2f}")
    print("free stays:", [p for p, m in STAYS.items() if fee(m) == 0])
