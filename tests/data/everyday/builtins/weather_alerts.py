FORECAST = "Mon 31C 10% | Tue 35C 0% | Wed 28C 80% | Thu 22C 95% | Fri 38C 5%"


def main() -> None:
    days = []
    for chunk in FORECAST.split("|"):
        day, temp, rain = chunk.split()
        days.append((day, int(temp.rstrip("C")), int(rain.removesuffix("%"))))
    alerts = []
    for day, temp, rain in days:
        if temp >= 35:
            alerts.append(f"{day}: heat warning ({temp}C)")
        if rain >= 80:
            alerts.append(f"{day}: storm likely ({rain}%)")
    print("\n".join(alerts) if alerts else "no alerts")
    hottest = max(days, key=lambda d: d[1])
    wettest = max(days, key=lambda d: d[2])
    print("hottest:", hottest[0], "wettest:", wettest[0])
    print("avg temp: %.1f, dry days: %d" % (sum([d[1] for d in days]) / len(days), len([d for d in days if d[2] < 20])))
