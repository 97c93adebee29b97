"""Export one batch of sensor readings in several fixed text formats."""
from datetime import datetime, timezone
from decimal import Decimal

READINGS = [
    ("th-01", datetime(2026, 7, 1, 6, 0, tzinfo=timezone.utc), 21.456, 0.4512, 1013.25, 0),
    ("th-02", datetime(2026, 7, 1, 6, 0, 30, tzinfo=timezone.utc), -3.5, 0.98, 998.7, 17),
    ("pm-10", datetime(2026, 7, 1, 6, 1, tzinfo=timezone.utc), 104.0, 0.0, 1020.0, 255),
    ("co2-big", datetime(2026, 7, 1, 6, 2, 5, tzinfo=timezone.utc), 1234567.891, 0.12345, 87.5, 4096),
]


def fixed_width(rows):
    for sensor, when, temp, hum, pressure, flags in rows:
        yield f"{sensor:<8.8}|{when:%Y%m%dT%H%M%S}|{temp:+10.3f}|{hum:>7.1%}|{pressure:09.2f}|{flags:#06x}|{flags:08b}|{flags:o}"


def scientific(rows):
    for sensor, _, temp, hum, pressure, _ in rows:
        yield f"{sensor!r:>10} {temp:12.4e} {hum:.3g} {pressure:G} {temp:_.1f} {temp:,.2f}"


def padded(rows):
    for sensor, when, temp, hum, _, flags in rows:
        yield "{0:*^11}{1:>6}{2: d}{3:= 8.1f}".format(sensor.upper(), when.strftime("%M:%S"), flags, temp)


def percent_style(rows):
    for sensor, when, temp, hum, pressure, flags in rows:
        yield "%-8s %s %8.2f %5.1f%% %#x %+d %r" % (sensor, when.isoformat(), temp, hum * 100, flags, flags, sensor)


def main():
    for title, fn in [("fixed", fixed_width), ("sci", scientific), ("padded", padded), ("printf", percent_style)]:
        print(f"--- {title} ---")
        for line in fn(READINGS):
            print(line)
    print("--- misc ---")
    total = sum(r[2] for r in READINGS)
    print(f"{total=:.3f} {len(READINGS)=}")
    width, precision = 12, 3
    print(f"[{total:{width}.{precision}f}] [{'left':{'<'}{width}}] [{READINGS[0][0]!s:^{width}}]")
    print(f"{Decimal('1234.5'):,.2f} {Decimal('0.000125'):.2e} {Decimal('-7'):+08.1f}")
    print(f"{1e21:f}"[:12], f"{float('inf'):>6} {float('nan'):<5}| {-0.0:+.1f} {2**70:,}")
    print(format(255, "X"), format(255, "#o"), format(-255, "#b"), format(3.14159, ".0f"), format(2.5, ".0f"), format(3.5, ".0f"))
    print(f"{'ascii':s} {'ü'!a} {12345.6789:n} {0.000012345:n} {True:d} {120:c}")
    print("{:,} {:_x} {:_b}".format(10 ** 9, 0xDEADBEEF, 37))


if __name__ == "__main__":
    main()
