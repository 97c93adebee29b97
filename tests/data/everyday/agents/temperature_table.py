CITIES = {
    "Oslo": [-4.3, -3.8, 0.1, 4.5, 10.8, 15.2, 16.4, 15.6, 11.2, 6.3, 1.1, -2.8],
    "Cairo": [14.0, 15.3, 17.7, 21.5, 25.1, 27.4, 28.0, 27.9, 26.2, 23.5, 19.1, 15.5],
    "Lima": [22.4, 23.2, 22.8, 20.9, 19.0, 17.6, 16.8, 16.6, 17.0, 17.9, 19.2, 20.9],
}
MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()


def main():
    print("city   " + " ".join(f"{m:>5}" for m in MONTHS[::3]) + "   mean  range")
    summary = []
    for city, temps in sorted(CITIES.items()):
        mean = sum(temps) / 12
        lo, hi = min(temps), max(temps)
        summary.append((hi - lo, city))
        picks = " ".join(f"{t:5.1f}" for t in temps[::3])
        print(f"{city:<7}{picks} {mean:6.2f} {hi - lo:6.1f}")
    warmest = {m: max(CITIES, key=lambda c: CITIES[c][i]) for i, m in enumerate(MONTHS)}
    print(warmest["Jan"], warmest["Jul"], sorted(summary)[-1][1])
    fahrenheit = [round(t * 9 / 5 + 32) for t in CITIES["Oslo"]]
    print(fahrenheit)
    below = sum(1 for temps in CITIES.values() for t in temps if t < 0)
    return below
