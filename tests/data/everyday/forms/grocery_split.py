ITEMS = [("milk", 2.5, ["ann", "bob"]), ("bread", 3.0, ["ann"]), ("wine", 12.0, ["bob", "cy", "ann"])]


def shares(items):
    owed = {}
    for name, price, people in items:
        each = price / len(people)
        for p in people:
            owed[p] = owed.get(p, 0) + each
    return owed


def main() -> None:
    owed = shares(ITEMS)
    for person in sorted(owed):
        print(f"{person:<4}{owed[person]:>7.2f}")
    total = sum(price for _, price, _ in ITEMS)
    print(f"check: {sum(owed.values()):.2f} == {total:.2f}")
    big = [n for n, p, people in ITEMS if p / len(people) > 3]
    print("expensive shares:", big)
