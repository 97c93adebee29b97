EXPECTED = {"screws": 120, "bolts": 80, "nuts": 200, "washers": 50}
COUNTED = {"screws": 118, "bolts": 80, "nuts": 210, "rivets": 30}


def differences(expected, counted):
    for item in sorted(set(expected) | set(counted)):
        want, have = expected.get(item, 0), counted.get(item, 0)
        if want != have:
            yield item, have - want


def main() -> None:
    diffs = dict(differences(EXPECTED, COUNTED))
    for item, delta in diffs.items():
        sign = "+" if delta > 0 else ""
        print(f"{item:<8}{sign}{delta}")
    missing = [i for i in EXPECTED if i not in COUNTED]
    extra = [i for i in COUNTED if i not in EXPECTED]
    print("missing:", missing, "extra:", extra)
    print("accuracy:", f"{sum(1 for i in EXPECTED if i not in diffs) / len(EXPECTED):.0%}")
