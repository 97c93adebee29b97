import clauz3
from tools.clinic.trusted.effects import book, notify


def out_of_range(value: float, low: float, high: float) -> float:
    if value < low:
        return low - value
    elif value > high:
        return value - high
    return 0.0


def main() -> int:
    ranges = dict([("glucose", (70.0, 99.0)), ("ldl", (0.0, 129.0)), ("tsh", (0.4, 4.0))])
    panel = {
        "p-1042": "glucose=104.5;ldl=131;tsh=2.1",
        "p-2210": "glucose=88;ldl=96;tsh=0.31",
        "p-3391": "glucose=92;ldl=101;tsh=1.7",
    }
    recalls = 0
    for patient in panel:
        values = {}
        for item in panel[patient].split(";"):
            name, raw = item.split("=")
            values[name] = float(raw)
        flags = [(t, round(out_of_range(values[t], ranges[t][0], ranges[t][1]), 2)) for t in values]
        abnormal = [f"{t} off by {d}" for t, d in flags if d > 0]
        if abnormal:
            hour = 8 + recalls
            booking = book(patient, doctor="dr-lindqvist", day=28, hour=hour)
            notify(patient, "Please come in to discuss: " + "; ".join(abnormal) + f" ({booking})")
            recalls += 1
        else:
            notify(patient, "All lab values are within range.")
    low, high = ranges["tsh"]
    print("tsh window", high - low, "recalls", recalls, "normal", len(panel) - recalls)
    return recalls
