"""Encode coordinates as geohashes, decode them back, and find neighbours."""
BASE32 = "0123456789bcdefghjkmnpqrstuvwxyz"
DECODE = {ch: i for i, ch in enumerate(BASE32)}


def encode(lat, lon, precision=9):
    lat_range, lon_range = [-90.0, 90.0], [-180.0, 180.0]
    bits, bit_count, even, out = 0, 0, True, []
    while len(out) < precision:
        rng, value = (lon_range, lon) if even else (lat_range, lat)
        mid = (rng[0] + rng[1]) / 2
        if value >= mid:
            bits = (bits << 1) | 1
            rng[0] = mid
        else:
            bits <<= 1
            rng[1] = mid
        even = not even
        bit_count += 1
        if bit_count == 5:
            out.append(BASE32[bits])
            bits, bit_count = 0, 0
    return "".join(out)


def decode_box(code):
    lat_range, lon_range = [-90.0, 90.0], [-180.0, 180.0]
    even = True
    for ch in code:
        try:
            value = DECODE[ch]
        except KeyError:
            raise ValueError(f"invalid geohash character {ch!r} in {code!r}") from None
        for shift in range(4, -1, -1):
            rng = lon_range if even else lat_range
            mid = (rng[0] + rng[1]) / 2
            if value >> shift & 1:
                rng[0] = mid
            else:
                rng[1] = mid
            even = not even
    return lat_range, lon_range


def decode(code):
    (la0, la1), (lo0, lo1) = decode_box(code)
    return (la0 + la1) / 2, (lo0 + lo1) / 2, (la1 - la0) / 2, (lo1 - lo0) / 2


def neighbours(code):
    lat, lon, dlat, dlon = decode(code)
    result = {}
    for name, (dy, dx) in {"n": (1, 0), "ne": (1, 1), "e": (0, 1), "se": (-1, 1),
                           "s": (-1, 0), "sw": (-1, -1), "w": (0, -1), "nw": (1, -1)}.items():
        result[name] = encode(lat + 2 * dlat * dy, lon + 2 * dlon * dx, len(code))
    return result


def main():
    places = {"Eiffel Tower": (48.8584, 2.2945), "Sydney Opera": (-33.8568, 151.2153),
              "Null Island": (0.0, 0.0), "Anchorage": (61.2181, -149.9003)}
    for name, (lat, lon) in places.items():
        code = encode(lat, lon)
        dlat, dlon, elat, elon = decode(code)
        print(f"{name:<13} {code}  -> {dlat:.5f}, {dlon:.5f}  (±{elat:.1e}, ±{elon:.1e})")
    print(encode(57.64911, 10.40744, 11))
    base = encode(48.8584, 2.2945, 6)
    print("neighbours of", base)
    ns = neighbours(base)
    grid = [[ns["nw"], ns["n"], ns["ne"]], [ns["w"], base, ns["e"]], [ns["sw"], ns["s"], ns["se"]]]
    for row in grid:
        print("  " + " ".join(row))
    prefix = base[:5]
    print("share prefix", prefix, ":", sum(v.startswith(prefix) for v in ns.values()), "of 8")
    for bad in ["u09tunq", "u09ai"]:
        try:
            print(bad, "->", tuple(round(x, 3) for x in decode(bad)[:2]))
        except ValueError as exc:
            print("error:", exc)
    print(f"{int('u09t', 36):b} {DECODE['u']:05b}{DECODE['0']:05b}")


if __name__ == "__main__":
    main()
