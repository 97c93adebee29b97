def main() -> None:
    guests = ["Zoe", "adam", "Mia", "liam", "Ava", "noah", "Emma"]
    guests.sort(key=str.lower)
    print("sorted:", guests)
    tables = [guests[i:i + 3] for i in range(0, len(guests), 3)]
    for n, table in enumerate(tables, start=1):
        print(f"table {n}: " + ", ".join(map(str.capitalize, table)))
    seat = {name.lower(): (i // 3 + 1, i % 3 + 1) for i, name in enumerate(guests)}
    print("liam sits at", seat["liam"], "emma at", seat.get("emma"), "bob at", seat.get("bob", "nowhere"))
    last = guests.pop()
    guests.insert(0, last)
    print("rotated:", guests)
    guests.remove("Mia")
    print("without Mia:", len(guests), guests.index("noah"))
