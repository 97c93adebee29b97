# A tag index built from log lines: strings used again and again as dict keys and set
# members, some grown in place after they were hashed, looked up through copies made by
# split, slicing, join and case changes.


def build_index(lines: list[str]) -> dict[str, list[int]]:
    index: dict[str, list[int]] = {}
    for n, line in enumerate(lines):
        for tag in line.split():
            index.setdefault(tag.lower(), []).append(n)
    return index


def grown_keys() -> list[str]:
    seen = set()
    key = "job"
    seen.add(key)
    print("before grow", hash(key) == hash("job"), key in seen)
    out = []
    for part in ["-a", "-b", "-c"]:
        key += part
        print(key, key in seen, hash(key) == hash("".join(["job", key[3:]])))
        seen.add(key)
        out.append(key)
    marker = "x"
    counts = {marker: 0}
    for _ in range(3):
        counts[marker] += 1
        marker += "x"
        counts[marker] = counts.get(marker, 0) + 10
    print(sorted(counts.items()))
    return out


def main() -> int:
    lines = [
        "deploy api EU",
        "rollback api",
        "deploy Web eu",
        "audit api web",
        "deploy db",
    ]
    index = build_index(lines)
    for tag in sorted(index):
        print(tag, index[tag])
    wanted = ["API", "eu", "missing", "w" + "eb", "de" + "ploy"]
    for w in wanted:
        key = w.lower()
        print(w, key in index, index.get(key, []), len(index.get(key[:2] + key[2:], [])))
    pairs = {(t, len(t)): i for i, t in enumerate(sorted(index))}
    print(pairs[("api", 3)], ("db", 2) in pairs, ("db", 3) in pairs)
    keys = grown_keys()
    again = {k: k.upper() for k in keys}
    print(again["job-a-b"], "job-a" in again, frozenset(keys) == frozenset(reversed(keys)))
    return len(index) * 100 + len(keys)


if __name__ == "__main__":
    main()
