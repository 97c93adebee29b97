READINGS = [3, 3, 3, 5, 5, 2, 2, 2, 2, 9, 3, 3]


def runs(values):
    out = []
    for v in values:
        if out and out[-1][0] == v:
            out[-1][1] += 1
        else:
            out.append([v, 1])
    return out


def main():
    r = runs(READINGS)
    print(r)
    longest = max(r, key=lambda p: p[1])
    print("longest run:", longest)
    encoded = "".join(f"{n}{'abcdefghij'[v]}" for v, n in r)
    print(encoded)
    decoded = []
    start = 0
    for end, ch in enumerate(encoded):
        if not ch.isdigit():
            decoded += ["abcdefghij".index(ch)] * int(encoded[start:end])
            start = end + 1
    print(decoded == READINGS, len(r), sum(n for _, n in r))
    deltas = [b - a for a, b in zip(READINGS, READINGS[1:])]
    print(deltas, max(deltas), min(deltas))
    return len(r)
