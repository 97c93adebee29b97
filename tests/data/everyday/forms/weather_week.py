FORECAST = [("mon", 18, "sun"), ("tue", 21, "sun"), ("wed", 15, "rain"), ("thu", 14, "rain"),
            ("fri", 19, "cloud"), ("sat", 23, "sun"), ("sun", 22, "sun")]


def main() -> None:
    warmest = max(FORECAST, key=lambda d: d[1])
    coldest = min(FORECAST, key=lambda d: d[1])
    print(f"warmest {warmest[0]} {warmest[1]}C, coldest {coldest[0]} {coldest[1]}C")
    by_sky = {}
    for day, temp, sky in FORECAST:
        by_sky.setdefault(sky, []).append(day)
    print(by_sky)
    weekend = FORECAST[-2:]
    if all(sky == "sun" for *_, sky in weekend):
        print("sunny weekend")
    picnic = [d for d, t, s in FORECAST if s == "sun" and 18 <= t <= 22]
    print("picnic days:", picnic)
