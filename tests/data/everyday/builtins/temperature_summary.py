READINGS = "mon:21.5,tue:23.0,wed:19.8,thu:25.1,fri:24.4,sat:18.9,sun:20.0"


def main() -> None:
    pairs = [item.split(":") for item in READINGS.split(",")]
    temps = {day: float(t) for day, t in pairs}
    hottest = max(temps, key=temps.get)
    coldest = min(temps, key=temps.get)
    mean = sum(temps.values()) / len(temps)
    print(f"hottest: {hottest.capitalize()} ({temps[hottest]:.1f}C)")
    print(f"coldest: {coldest.capitalize()} ({temps[coldest]:.1f}C)")
    print(f"mean: {mean:.2f}C")
    above = list(filter(lambda d: temps[d] > mean, temps))
    print("above mean:", ", ".join(map(str.upper, above)))
    fahrenheit = {d: round(t * 9 / 5 + 32, 1) for d, t in temps.items()}
    print(sorted(fahrenheit.items(), key=lambda kv: kv[1], reverse=True)[:3])
