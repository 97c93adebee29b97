READINGS = ["21.5C", "70F", "-3C", "98.6F", "0C", "451F", "37.0C"]


def to_celsius(reading):
    value, unit = float(reading[:-1]), reading[-1].upper()
    if unit == "F":
        return (value - 32) * 5 / 9
    return value


def main():
    rows = []
    for r in READINGS:
        c = to_celsius(r)
        f = c * 9 / 5 + 32
        k = c + 273.15
        rows.append((r, c, f, k))
    print(f"{'input':>7} {'C':>8} {'F':>8} {'K':>8}")
    for r, c, f, k in rows:
        print(f"{r:>7} {c:8.2f} {f:8.2f} {k:8.2f}")
    hottest = max(rows, key=lambda row: row[1])
    coldest = min(rows, key=lambda row: row[1])
    print("hottest:", hottest[0], "coldest:", coldest[0])
    freezing = [r for r, c, _, _ in rows if c <= 0]
    print("at or below freezing:", freezing)
    avg = sum(c for _, c, _, _ in rows) / len(rows)
    return round(avg, 3)
