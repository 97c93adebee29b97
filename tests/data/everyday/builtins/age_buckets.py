PEOPLE = "ana:34,bo:17,cy:65,dee:42,eli:8,fay:29,gus:71,hal:50"


def main() -> None:
    ages = {name: int(age) for name, age in map(lambda p: p.split(":"), PEOPLE.split(","))}
    buckets = {}
    for name, age in ages.items():
        decade = age // 10 * 10
        buckets.setdefault(f"{decade}s", []).append(name)
    for label in sorted(buckets, key=lambda s: int(s.rstrip("s"))):
        print(f"{label:>4}: {', '.join(sorted(buckets[label]))}")
    minors = [n for n, a in ages.items() if a < 18]
    seniors = [n for n, a in ages.items() if a >= 65]
    print("minors:", minors, "seniors:", seniors)
    print("median age:", sorted(ages.values())[len(ages) // 2], "oldest:", max(ages, key=ages.get), "mean: %.1f" % (sum(ages.values()) / len(ages)))
