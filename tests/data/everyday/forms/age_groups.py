PEOPLE = {"ann": 34, "bob": 17, "cy": 65, "dee": 8, "eli": 42, "fay": 71}


def classify(age):
    return "child" if age < 13 else "teen" if age < 18 else "adult" if age < 65 else "senior"


def main() -> None:
    groups = {}
    for name, age in sorted(PEOPLE.items(), key=lambda kv: kv[1]):
        groups.setdefault(classify(age), []).append(name)
    for label, names in groups.items():
        print(f"{label:<7}{', '.join(names)}")
    oldest, youngest = max(PEOPLE.values()), min(PEOPLE.values())
    print("span:", oldest - youngest)
    print("can vote:", sum(1 for a in PEOPLE.values() if a >= 18))
