READINGS = [-5, 0, 12, 37, 101, 55, 250, 99]


def clamp(x, lo=0, hi=100):
    return lo if x < lo else hi if x > hi else x


def main() -> None:
    clamped = [clamp(x) for x in READINGS]
    print(clamped)
    changed = [(a, b) for a, b in zip(READINGS, clamped) if a != b]
    print("changed:", changed)
    narrow = [clamp(x, hi=50, lo=10) for x in READINGS]
    print(narrow)
    print("in range:", [x for x in READINGS if 0 <= x <= 100])
    print("monotone:", all(a <= b for a, b in zip(clamped, clamped[1:])))
