from collections import Counter, defaultdict

WORDS = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog", "inlets"]


def main():
    groups = defaultdict(list)
    for w in WORDS:
        groups["".join(sorted(w))].append(w)
    for key, ws in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
        print(f"{key:<8} {len(ws)} {ws}")
    letters = Counter("".join(WORDS))
    print(letters.most_common(3))
    print(Counter("listen") == Counter("silent"), Counter("aab") - Counter("ab"))
    c = Counter(a=3, b=1)
    c.update("aabz")
    c.subtract({"z": 2})
    print(sorted(c.items()), c["missing"], sorted(c.elements()))
    print(+c, c.total())


if __name__ == "__main__":
    main()
