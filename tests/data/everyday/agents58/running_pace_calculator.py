"""Convert race times to paces, predict other distances (Riegel) and print split tables."""
import re
from dataclasses import dataclass

DISTANCES_KM = {"5K": 5.0, "10K": 10.0, "half": 21.0975, "marathon": 42.195}
TIME_RE = re.compile(r"^(?:(\d+):)?(\d{1,2}):(\d{2})$")


def parse_time(text: str) -> int:
    m = TIME_RE.match(text.strip())
    if not m:
        raise ValueError(f"bad time {text!r}, want [h:]mm:ss")
    h, mnt, s = (int(g) if g else 0 for g in m.groups())
    if mnt >= 60 or s >= 60:
        raise ValueError(f"bad time {text!r}: minutes and seconds must be < 60")
    return h * 3600 + mnt * 60 + s


def fmt_time(seconds: float) -> str:
    seconds = round(seconds)
    h, rest = divmod(seconds, 3600)
    m, s = divmod(rest, 60)
    return f"{h}:{m:02}:{s:02}" if h else f"{m}:{s:02}"


@dataclass
class Race:
    name: str
    km: float
    seconds: int

    @property
    def pace_per_km(self) -> float:
        return self.seconds / self.km

    @property
    def pace_per_mile(self) -> float:
        return self.pace_per_km * 1.609344

    @property
    def speed_kmh(self) -> float:
        return self.km / (self.seconds / 3600)

    def predict(self, km: float, exponent: float = 1.06) -> float:
        return self.seconds * (km / self.km) ** exponent


def main():
    race = Race("10K", DISTANCES_KM["10K"], parse_time("47:30"))
    print(f"{race.name} in {fmt_time(race.seconds)}: {fmt_time(race.pace_per_km)}/km, "
          f"{fmt_time(race.pace_per_mile)}/mi, {race.speed_kmh:.2f} km/h")
    print("predictions:")
    for name, km in DISTANCES_KM.items():
        t = race.predict(km)
        print(f"  {name:<9}{km:>8.3f} km  {fmt_time(t):>8}  ({fmt_time(t / km)}/km)")
    target = parse_time("1:45:00")
    per_km = target / DISTANCES_KM["half"]
    print(f"half-marathon goal {fmt_time(target)} needs {fmt_time(per_km)}/km")
    splits = [5, 10, 15, 20, DISTANCES_KM["half"]]
    print(" | ".join(f"{k:g}k {fmt_time(per_km * k)}" for k in splits))
    for bad in ["47:75", "abc", "1:02:03"]:
        try:
            print(bad, "->", parse_time(bad))
        except ValueError as exc:
            print("error:", exc)


if __name__ == "__main__":
    main()
