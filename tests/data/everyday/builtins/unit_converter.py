FACTORS = (("km", 1000.0), ("m", 1.0), ("cm", 0.01), ("mm", 0.001), ("mi", 1609.344), ("ft", 0.3048))


def main() -> None:
    table = dict(FACTORS)
    queries = ["5 km to mi", "12 ft to m", "100 cm to mm", "3.5 mi to km", "7 yd to m"]
    for q in queries:
        amount, src, _, dst = q.split()
        if src not in table or dst not in table:
            print(f"{q!r}: unknown unit {(src if src not in table else dst)!r}")
            continue
        value = float(amount) * table[src] / table[dst]
        print(f"{amount:>5} {src:<2} = {value:>10.4f} {dst}")
    print("units:", ", ".join(sorted(table, key=table.get)))
    print("largest:", max(table.items(), key=lambda kv: kv[1])[0], "smallest:", min(table, key=table.get))
