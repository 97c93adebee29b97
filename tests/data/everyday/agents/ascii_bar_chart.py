VOTES = {"python": 412, "rust": 268, "go": 199, "typescript": 355, "java": 150, "c": 87}
WIDTH = 40
SCALE = WIDTH / max(VOTES.values())


def bar(n):
    full = int(n * SCALE)
    frac = n * SCALE - full
    return "#" * full + ("+" if frac >= 0.5 else "")


def main():
    total = sum(VOTES.values())
    label_width = max(map(len, VOTES))
    for lang, n in sorted(VOTES.items(), key=lambda kv: kv[1], reverse=True):
        print(f"{lang:>{label_width}} | {bar(n):<{WIDTH + 1}} {n:>4} {n / total:6.1%}")
    print(" " * label_width + " +" + "-" * (WIDTH + 1))
    ticks = "".join(f"{t:<10}" for t in range(0, 401, 100))
    print(" " * (label_width + 3) + ticks)
    top2 = [k for k, _ in sorted(VOTES.items(), key=lambda kv: -kv[1])[:2]]
    return top2
