"""Parse NMEA 0183 GPS sentences (GGA/RMC), verify checksums and compute trip distance."""
import math
from datetime import datetime, timezone
from functools import reduce
from operator import xor

LOG = """\
$GPGGA,092750.000,5321.6802,N,00630.3372,W,1,8,1.03,61.7,M,55.2,M,,*76
$GPRMC,092750.000,A,5321.6802,N,00630.3372,W,0.02,31.66,280511,,,A*43
$GPGGA,092751.000,5321.6802,N,00630.3371,W,1,8,1.03,61.7,M,55.3,M,,*75
$GPRMC,092751.000,A,5321.6802,N,00630.3371,W,0.06,31.66,280511,,,A*45
$GPRMC,092752.000,A,5321.7000,N,00630.3000,W,12.5,45.00,280511,,,A*00
$GPRMC,092800.000,V,,,,,,,280511,,,N*4F
$GPGSV,3,1,10,20,78,331,45,01,59,235,47,22,41,069,,13,32,252,45*70
garbage line
"""


def checksum(body: str) -> int:
    return reduce(xor, (ord(c) for c in body), 0)


def coord(value: str, hemi: str) -> float:
    if not value:
        raise ValueError("empty coordinate")
    dot = value.index(".")
    degrees = int(value[: dot - 2])
    minutes = float(value[dot - 2:])
    result = degrees + minutes / 60
    return -result if hemi in "SW" else result


def haversine(a, b) -> float:
    lat1, lon1, lat2, lon2 = map(math.radians, (*a, *b))
    h = math.sin((lat2 - lat1) / 2) ** 2 + math.cos(lat1) * math.cos(lat2) * math.sin((lon2 - lon1) / 2) ** 2
    return 2 * 6_371_000 * math.asin(math.sqrt(h))


def main():
    fixes = []
    stats = {"ok": 0, "bad checksum": 0, "malformed": 0, "ignored": 0, "no fix": 0}
    for line in LOG.splitlines():
        if not line.startswith("$") or "*" not in line:
            stats["malformed"] += 1
            continue
        body, _, given = line[1:].partition("*")
        expected = checksum(body)
        if int(given, 16) != expected:
            stats["bad checksum"] += 1
            print(f"checksum mismatch: {given} != {expected:02X} in {body[:14]}...")
            continue
        fields = body.split(",")
        kind = fields[0][2:]
        if kind == "GGA":
            stats["ok"] += 1
            print(f"GGA {fields[1][:6]} sats={int(fields[7])} hdop={float(fields[8])} alt={fields[9]}{fields[10].lower()}")
        elif kind == "RMC":
            if fields[2] != "A":
                stats["no fix"] += 1
                continue
            stats["ok"] += 1
            when = datetime.strptime(fields[9] + fields[1], "%d%m%y%H%M%S.%f").replace(tzinfo=timezone.utc)
            lat, lon = coord(fields[3], fields[4]), coord(fields[5], fields[6])
            fixes.append((when, (lat, lon), float(fields[7]) * 0.514444))
        else:
            stats["ignored"] += 1
    print(stats)
    for when, (lat, lon), speed in fixes:
        print(f"{when:%Y-%m-%d %H:%M:%S} lat {lat:.6f} lon {lon:.6f} speed {speed:.3f} m/s")
    dist = sum(haversine(a[1], b[1]) for a, b in zip(fixes, fixes[1:]))
    span = (fixes[-1][0] - fixes[0][0]).total_seconds()
    print(f"distance {dist:.2f} m over {span:.0f} s")
    print(hex(checksum("GPRMC,092752.000,A,5321.7000,N,00630.3000,W,12.5,45.00,280511,,,A")))


if __name__ == "__main__":
    main()
