def main() -> None:
    raw = ["Milk", "eggs", "milk ", "Bread", "EGGS", "butter", "bread", "jam"]
    seen = {}
    for item in raw:
        key = item.strip().casefold()
        if key not in seen:
            seen[key] = item.strip()
    print("unique:", list(seen.values()))
    counts = {}
    for item in raw:
        k = item.strip().lower()
        counts[k] = counts.get(k, 0) + 1
    dupes = sorted([k for k, n in counts.items() if n > 1])
    print("duplicated:", dupes)
    groups = {}
    for k in seen:
        groups.setdefault(k[0].upper(), []).append(k)
    for letter in sorted(groups):
        print(letter, "->", ", ".join(groups[letter]))
    print("any jam?", any(["jam" == k for k in seen]), "all lowercase keys?", all(map(str.islower, seen)))
