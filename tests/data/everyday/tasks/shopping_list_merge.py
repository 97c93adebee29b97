LISTS = {
    "mon": "2 eggs, milk, 3 apples, bread",
    "wed": "apples x2, Milk, cheese",
    "fri": "eggs, 6 eggs, bread, 1 banana",
}


def parse_item(raw):
    raw = raw.strip().lower()
    qty = 1
    parts = raw.split()
    if parts[0].isdigit():
        qty = int(parts[0])
        parts = parts[1:]
    elif len(parts) > 1 and parts[-1].startswith("x") and parts[-1][1:].isdigit():
        qty = int(parts[-1][1:])
        parts = parts[:-1]
    name = " ".join(parts)
    if name.endswith("s") and not name.endswith("ss"):
        name = name[:-1]
    return name, qty


def main():
    total = {}
    first_seen = {}
    for day, text in LISTS.items():
        for raw in text.split(","):
            name, qty = parse_item(raw)
            total[name] = total.get(name, 0) + qty
            first_seen.setdefault(name, day)
    for name in sorted(total, key=lambda n: (-total[n], n)):
        plural = name + "s" if total[name] > 1 else name
        print(f"{total[name]:>3} {plural:<10} (first on {first_seen[name]})")
    return len(total), sum(total.values())
