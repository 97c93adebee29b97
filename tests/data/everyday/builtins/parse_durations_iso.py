SPANS = ("PT1H30M", "PT45S", "P1DT2H", "PT2H5M10S", "P2D", "bogus")


def seconds(span: str):
    if not span.startswith("P"):
        return None
    date_part, _, time_part = span[1:].partition("T")
    total = 0
    for part, units in ((date_part, {"D": 86400}), (time_part, {"H": 3600, "M": 60, "S": 1})):
        number = ""
        for ch in part:
            if ch.isdigit():
                number += ch
            elif ch in units:
                total += int(number) * units[ch]
                number = ""
            else:
                return None
    return total


def main() -> None:
    for s in SPANS:
        secs = seconds(s)
        if secs is None:
            print(f"{s:<10} invalid")
            continue
        days, rest = divmod(secs, 86400)
        hours, rest = divmod(rest, 3600)
        print(f"{s:<10} {secs:>7}s = {days}d {hours}h {rest // 60}m {rest % 60}s")
