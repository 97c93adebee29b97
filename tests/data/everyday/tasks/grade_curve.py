def letter(score):
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    return "F"


def main():
    raw = "alice:78,bob:92,carol:65,dave:88,erin:59,frank:71"
    scores = {}
    for part in raw.split(","):
        name, value = part.split(":")
        scores[name.strip().title()] = int(value)
    top = max(scores.values())
    bump = 100 - top
    curved = {name: min(100, s + bump) for name, s in scores.items()}
    for name, s in sorted(curved.items(), key=lambda p: p[1], reverse=True):
        print(f"{name:>6} {scores[name]:3d} -> {s:3d} {letter(s)}")
    mean = sum(curved.values()) / len(curved)
    print("mean:", round(mean, 2))
    dist = {}
    for s in curved.values():
        g = letter(s)
        dist[g] = dist.get(g, 0) + 1
    print(", ".join(f"{g}={dist[g]}" for g in "ABCDF" if g in dist))
    return dist
