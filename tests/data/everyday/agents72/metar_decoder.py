"""Decode METAR aviation weather reports into readable summaries."""
import re
from enum import Enum

REPORTS = [
    "KSFO 041756Z 29015G25KT 10SM FEW008 SCT200 18/11 A3002 RMK AO2",
    "EGLL 041750Z 24008KT 9999 BKN012 OVC025 11/09 Q1011",
    "KJFK 041751Z VRB03KT 1/2SM FG VV002 06/06 A2990",
    "LFPG 041800Z 00000KT CAVOK M02/M05 Q1030 NOSIG",
    "KDEN 041753Z 36022KT 3SM -SN BR OVC009 M04/M06 A2975",
]


class Category(Enum):
    VFR = "visual"
    MVFR = "marginal visual"
    IFR = "instrument"
    LIFR = "low instrument"


TOKEN_PATTERNS = {
    "wind": re.compile(r"^(?P<dir>\d{3}|VRB)(?P<spd>\d{2,3})(?:G(?P<gust>\d{2,3}))?KT$"),
    "vis_sm": re.compile(r"^(?P<vis>\d+(?:/\d+)?)SM$"),
    "vis_m": re.compile(r"^(?P<vis>\d{4})$"),
    "cloud": re.compile(r"^(?P<cover>FEW|SCT|BKN|OVC|VV)(?P<base>\d{3})$"),
    "temp": re.compile(r"^(?P<t>M?\d{2})/(?P<d>M?\d{2})$"),
    "alt": re.compile(r"^(?P<unit>[AQ])(?P<val>\d{4})$"),
}
WEATHER = {"FG": "fog", "BR": "mist", "SN": "snow", "RA": "rain"}


def signed(text: str) -> int:
    return -int(text[1:]) if text.startswith("M") else int(text)


def category(ceiling_ft, vis_sm):
    if ceiling_ft < 500 or vis_sm < 1:
        return Category.LIFR
    if ceiling_ft < 1000 or vis_sm < 3:
        return Category.IFR
    if ceiling_ft <= 3000 or vis_sm <= 5:
        return Category.MVFR
    return Category.VFR


def decode(report: str) -> dict:
    station, issued, *rest = report.split()
    out = {"station": station, "day": int(issued[:2]), "time": f"{issued[2:4]}:{issued[4:6]}Z",
           "ceiling": 99999, "vis": 10.0, "wx": []}
    for tok in rest:
        if tok == "RMK":
            break
        if tok == "CAVOK":
            out["vis"] = 10.0
            continue
        intensity = {"-": "light ", "+": "heavy "}.get(tok[0], "")
        if tok.lstrip("-+") in WEATHER:
            out["wx"].append(intensity + WEATHER[tok.lstrip("-+")])
            continue
        for name, pat in TOKEN_PATTERNS.items():
            if m := pat.match(tok):
                match name:
                    case "wind":
                        gust = f" gusting {m['gust']}" if m["gust"] else ""
                        out["wind"] = f"{m['dir']}° at {int(m['spd'])} kt{gust}" if m["dir"] != "VRB" else f"variable at {int(m['spd'])} kt"
                        if m["spd"] == "00":
                            out["wind"] = "calm"
                    case "vis_sm":
                        num, _, den = m["vis"].partition("/")
                        out["vis"] = int(num) / int(den or 1)
                    case "vis_m":
                        out["vis"] = min(int(m["vis"]) / 1609.344, 10.0)
                    case "cloud" if m["cover"] in ("BKN", "OVC", "VV"):
                        out["ceiling"] = min(out["ceiling"], int(m["base"]) * 100)
                    case "temp":
                        out["temp"], out["dew"] = signed(m["t"]), signed(m["d"])
                    case "alt":
                        val = int(m["val"])
                        out["pressure"] = f"{val / 100:.2f} inHg" if m["unit"] == "A" else f"{val} hPa"
                break
    out["cat"] = category(out["ceiling"], out["vis"])
    return out


def main():
    for report in REPORTS:
        d = decode(report)
        spread = d["temp"] - d["dew"]
        ceiling = "unlimited" if d["ceiling"] == 99999 else f"{d['ceiling']:,} ft"
        wx = ", ".join(d["wx"]) or "no significant weather"
        print(f"{d['station']} day {d['day']} {d['time']}: {d['cat'].name} ({d['cat'].value})")
        print(f"    wind {d['wind']}; vis {d['vis']:.1f} sm; ceiling {ceiling}; {wx}")
        print(f"    temp {d['temp']}°C dew {d['dew']}°C spread {spread}; {d['pressure']}")
    cats = [decode(r)["cat"] for r in REPORTS]
    print("flyable VFR:", [r.split()[0] for r, c in zip(REPORTS, cats) if c is Category.VFR])


if __name__ == "__main__":
    main()
