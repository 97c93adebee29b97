FILES = ("app.log", "app.log.1", "app.log.2.gz", "app.log.10.gz", "error.log", "error.log.3.gz", "notes.txt")


def generation(name: str) -> int:
    parts = name.split(".")
    numbers = [p for p in parts if p.isdigit()]
    return int(numbers[0]) if numbers else 0


def main() -> None:
    logs = [f for f in FILES if ".log" in f]
    by_base = {}
    for f in logs:
        base = f.split(".log")[0]
        by_base.setdefault(base, []).append(f)
    for base, files in sorted(by_base.items()):
        ordered = sorted(files, key=generation)
        print(base, "->", ordered)
        keep, drop = ordered[:3], ordered[3:]
        print("  keep", keep, "drop", drop)
    compressed = list(filter(lambda f: f.endswith(".gz"), FILES))
    print("compressed:", len(compressed), "newest generations:", {b: max(map(generation, fs)) for b, fs in by_base.items()})
