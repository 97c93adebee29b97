COURSES = {
    "ana": {"math", "physics", "art"},
    "bo": {"math", "cs", "history"},
    "cy": {"art", "music"},
    "di": {"cs", "math", "physics", "music"},
}


def main():
    everyone = set().union(*COURSES.values())
    print("all courses:", sorted(everyone))
    common = set.intersection(*COURSES.values())
    print("common to all:", common)
    for a in sorted(COURSES):
        for b in sorted(COURSES):
            if a < b:
                shared = COURSES[a] & COURSES[b]
                print(f"{a}-{b}: shared={sorted(shared)} jaccard={len(shared) / len(COURSES[a] | COURSES[b]):.2f}")
    popularity = {c: sum(c in s for s in COURSES.values()) for c in everyone}
    print(sorted(popularity.items(), key=lambda kv: (-kv[1], kv[0])))
    only = {n: sorted(s - set().union(*(t for m, t in COURSES.items() if m != n))) for n, s in COURSES.items()}
    print(only)
    x = {1, 2, 3, 4}
    y = {3, 4, 5}
    print(x.symmetric_difference(y), x.difference(y, {1}), x.union(y, [9]), x.intersection(y, {4}))
    print({1, 2}.issubset(x), x.issuperset({1, 5}), x.isdisjoint({7, 8}), {3} < x, x >= y)
    z = set(x)
    z.discard(10)
    z.remove(1)
    z.add(0)
    z |= {100}
    z -= {2}
    print(sorted(z), len(z), frozenset({2, 1}) == {1, 2})
    print(sorted(frozenset("hello")))


if __name__ == "__main__":
    main()
