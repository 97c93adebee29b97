def main() -> None:
    raw = {"ana": 72, "ben": 88, "cy": 95, "dee": 61, "eli": 88}
    lo, hi = min(raw.values()), max(raw.values())
    scaled = {k: round((v - lo) / (hi - lo) * 100, 1) for k, v in raw.items()}
    mean = sum(raw.values()) / len(raw)
    sd = (sum([(v - mean) ** 2 for v in raw.values()]) / len(raw)) ** 0.5
    zscores = {k: round((v - mean) / sd, 2) for k, v in raw.items()}
    print(f"{'name':<5}{'raw':>4}{'scaled':>8}{'z':>7}")
    for name in sorted(raw, key=lambda n: (-raw[n], n)):
        print(f"{name:<5}{raw[name]:>4}{scaled[name]:>8}{zscores[name]:>7}")
    print("mean %.2f sd %.3f" % (mean, sd), "above 1 sd:", [k for k, z in zscores.items() if z > 1])
