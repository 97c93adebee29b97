"""Apply reported delays to a train timetable, propagate them, and report missed connections."""
from datetime import datetime, timedelta

TIMETABLE = """\
IC 101|London Kings Cross|22:30|York|00:20
IC 101|York|00:24|Newcastle|01:21
RE 7|Newcastle|01:35|Edinburgh|03:05
IC 205|York|00:40|Leeds|01:05
RE 9|Leeds|01:15|Manchester|02:10
"""
DELAYS = {("IC 101", "London Kings Cross"): 12, ("IC 205", "York"): 3}
MIN_CHANGE = timedelta(minutes=5)
SERVICE_DAY = datetime(2025, 3, 14)


def parse_legs(text):
    """Times before noon belong to the morning after the service day."""
    legs = []
    for line in text.strip().splitlines():
        train, origin, dep, dest, arr = line.split("|")
        d = datetime.combine(SERVICE_DAY.date(), datetime.strptime(dep, "%H:%M").time())
        if d.hour < 12:
            d += timedelta(days=1)
        a = datetime.combine(d.date(), datetime.strptime(arr, "%H:%M").time())
        if a < d:
            a += timedelta(days=1)
        legs.append({"train": train, "from": origin, "dep": d, "to": dest, "arr": a})
    return legs


def propagate(legs, delays, recovery=timedelta(minutes=2)):
    carried = {}
    out = []
    for leg in legs:
        late = timedelta(minutes=delays.get((leg["train"], leg["from"]), 0))
        late = max(late, carried.get(leg["train"], timedelta(0)) - recovery, timedelta(0))
        carried[leg["train"]] = late
        out.append(dict(leg, dep=leg["dep"] + late, arr=leg["arr"] + late, late=late))
    return out


def connections(legs):
    for a in legs:
        for b in legs:
            if a["to"] == b["from"] and a["train"] != b["train"]:
                yield a, b


def main():
    legs = parse_legs(TIMETABLE)
    live = propagate(legs, DELAYS)
    for leg in live:
        mins = int(leg["late"].total_seconds() // 60)
        status = "on time" if not mins else f"+{mins} min"
        print(f"{leg['train']:<7}{leg['from']:<20}{leg['dep']:%a %H:%M} -> {leg['to']:<11}{leg['arr']:%H:%M}  {status}")
    print()
    for a, b in connections(live):
        slack = b["dep"] - a["arr"]
        verdict = "OK" if slack >= MIN_CHANGE else "MISSED"
        print(f"{a['train']} -> {b['train']} at {a['to']}: {slack} slack, {verdict}")
    total = live[-1]["arr"] - live[0]["dep"]
    print("\nfirst departure to last arrival:", total, f"({total.total_seconds() / 3600:.2f} h)")
    crossing = [leg["train"] for leg in live if leg["arr"].date() > SERVICE_DAY.date()]
    print("legs arriving after midnight:", sorted(set(crossing)))
    print("timestamp:", live[0]["dep"].isoformat(timespec="minutes"), live[-1]["arr"].strftime("%d/%m/%y %I:%M %p"))
    return str(total)


if __name__ == "__main__":
    main()
