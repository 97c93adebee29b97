"""Turning a report script's arguments into settings, with choices and typed values."""
import argparse

FORMATS = ("table", "csv", "json")


def parse(argv):
    parser = argparse.ArgumentParser(prog="report", description="Summarise sales by region.")
    parser.add_argument("year", type=int, help="the year to report")
    parser.add_argument("quarter", type=int, nargs="?", choices=[1, 2, 3, 4], help="one quarter only")
    parser.add_argument("--format", choices=FORMATS, default="table")
    parser.add_argument("--top", type=int, default=5, metavar="N", help="show the N best regions")
    parser.add_argument("--min-total", type=float, default="0", dest="min_total")
    parser.add_argument("--quiet", action="store_false", dest="show_header")
    return parser.parse_args(argv)


SALES = {"north": 1200.5, "south": 980.0, "east": 1530.25, "west": 410.0, "centre": 77.0}


def render(settings):
    rows = sorted(SALES.items(), key=lambda kv: -kv[1])
    rows = [(region, total) for region, total in rows if total >= settings.min_total][: settings.top]
    when = f"{settings.year}" + (f" Q{settings.quarter}" if settings.quarter else "")
    lines = []
    if settings.show_header:
        lines.append(f"Sales {when} ({settings.format})")
    for region, total in rows:
        if settings.format == "csv":
            lines.append(f"{region},{total:.2f}")
        elif settings.format == "json":
            lines.append('{"region": "%s", "total": %.2f}' % (region, total))
        else:
            lines.append(f"{region:<8}{total:>10,.2f}")
    return lines


def main():
    for argv in (["2024"], ["2023", "2", "--format", "csv", "--top", "2"], ["2025", "--min-total", "900", "--quiet", "--format=json"]):
        settings = parse(argv)
        print(vars(settings))
        print("\n".join(render(settings)))
    return "done"
