LADDER = ("cold", "cord", "card", "ward", "warm")


def one_apart(a: str, b: str) -> bool:
    return len(a) == len(b) and sum([x != y for x, y in zip(a, b)]) == 1


def main() -> None:
    steps = list(zip(LADDER, LADDER[1:]))
    for a, b in steps:
        diff = [i for i, (x, y) in enumerate(zip(a, b)) if x != y]
        print(f"{a} -> {b}: ok={one_apart(a, b)} changed at {diff}")
    print("valid ladder:", all([one_apart(a, b) for a, b in steps]))
    print("letters used:", "".join(sorted(set("".join(LADDER)))), "reversed:", list(reversed(LADDER)))
    print("as upper:", tuple(map(str.upper, LADDER)))
