def main() -> None:
    readings = ["72F", "22.5C", "300K", "-40F", "100C", "abc", "0K"]
    for r in readings:
        unit = r[-1:].upper()
        number = r[:-1]
        if unit not in "CFK" or not number.lstrip("-").replace(".", "", 1).isdigit():
            print(f"{r:>6}: cannot parse")
            continue
        value = float(number)
        celsius = {"C": value, "F": (value - 32) * 5 / 9, "K": value - 273.15}[unit]
        print(f"{r:>6}: {celsius:8.2f}C {celsius * 9 / 5 + 32:8.2f}F {celsius + 273.15:8.2f}K")
    print("same at -40:", round((-40 - 32) * 5 / 9) == -40, "abs zero F: %.2f" % (-273.15 * 9 / 5 + 32))
