import calendar
from datetime import datetime
from fractions import Fraction
from itertools import groupby
from math import gcd

PHOTOS = [
    {"file": "IMG_0001.jpg", "taken": "2023:12:24 18:02:11", "w": 4032, "h": 3024, "exposure": "1/60", "f": 1.8, "iso": 400},
    {"file": "IMG_0002.jpg", "taken": "2023:12:24 18:05:40", "w": 3024, "h": 4032, "exposure": "1/30", "f": 1.8, "iso": 800},
    {"file": "DSC_1044.NEF", "taken": "2024:01:01 00:00:03", "w": 6000, "h": 4000, "exposure": "1/250", "f": 8.0, "iso": 100},
    {"file": "DSC_1045.NEF", "taken": "2024:01:01 00:00:04", "w": 6000, "h": 4000, "exposure": "1/250", "f": 8.0, "iso": 100},
    {"file": "PXL_2040.jpg", "taken": "2024:02:29 12:30:00", "w": 1920, "h": 1080, "exposure": "1/1000", "f": 2.2, "iso": 50},
    {"file": "PXL_2041.jpg", "taken": "2024:02:29 12:31:00", "w": 1080, "h": 1080, "exposure": "2", "f": 16.0, "iso": 100},
    {"file": "scan_old.tif", "taken": None, "w": 2550, "h": 3300, "exposure": None, "f": None, "iso": None},
]


def aspect(w: int, h: int) -> str:
    g = gcd(w, h)
    return f"{w // g}:{h // g}"


def exposure_value(exposure: str, f_number: float) -> float:
    import math
    t = Fraction(exposure)
    return math.log2(f_number ** 2 / float(t))


def main():
    dated = [p for p in PHOTOS if p["taken"]]
    undated = [p["file"] for p in PHOTOS if not p["taken"]]
    for p in dated:
        p["dt"] = datetime.strptime(p["taken"], "%Y:%m:%d %H:%M:%S")
    dated.sort(key=lambda p: p["dt"])
    for (year, month), group in groupby(dated, key=lambda p: (p["dt"].year, p["dt"].month)):
        items = list(group)
        album = f"{year}-{month:02d} {calendar.month_name[month]}"
        print(f"[{album}] {len(items)} photo(s)")
        for p in items:
            orient = "portrait" if p["h"] > p["w"] else "square" if p["h"] == p["w"] else "landscape"
            mp = p["w"] * p["h"] / 1e6
            ev = exposure_value(p["exposure"], p["f"])
            t = Fraction(p["exposure"])
            shutter = f"{t.numerator}/{t.denominator}s" if t < 1 else f"{t}s"
            print(f"  {p['file']:<13} {p['dt']:%a %d %H:%M} {aspect(p['w'], p['h']):>5} {orient:<9} "
                  f"{mp:4.1f}MP {shutter:>7} f/{p['f']:<4g} ISO{p['iso']:<4} EV{ev:5.1f}")
    bursts = [(a["file"], b["file"]) for a, b in zip(dated, dated[1:]) if (b["dt"] - a["dt"]).total_seconds() <= 5]
    print("bursts:", bursts)
    total_exposure = sum(Fraction(p["exposure"]) for p in dated)
    print("total exposure:", total_exposure, "=", float(total_exposure), "s")
    print("limit_denominator:", Fraction(0.0166667).limit_denominator(100), Fraction("3/9"), Fraction(3, -9))
    print("undated:", ", ".join(undated))
    leap = [y for y in range(2023, 2029) if calendar.isleap(y)]
    print("leap years:", leap, "| Feb 2024 days:", calendar.monthrange(2024, 2)[1], "| weekday of 29 Feb:", calendar.day_name[calendar.weekday(2024, 2, 29)])
    return len(dated)


if __name__ == "__main__":
    main()
