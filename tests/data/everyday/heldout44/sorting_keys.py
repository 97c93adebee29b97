PEOPLE = [
    ("Ana", "Smith", 34, 55000.0),
    ("bo", "jones", 28, 61000.0),
    ("Cy", "Smith", 34, 48000.0),
    ("Dee", "Adams", 45, 61000.0),
    ("eli", "Jones", 22, 39000.0),
    ("Fay", "adams", 28, 72000.0),
]


def main():
    by_last_first = sorted(PEOPLE, key=lambda p: (p[1].lower(), p[0].lower()))
    for first, last, age, pay in by_last_first:
        print(f"{last.title():<6} {first:<4} {age:>3} {pay:>10,.0f}")
    print([p[0] for p in sorted(PEOPLE, key=lambda p: (-p[3], p[2]))])
    print([p[0] for p in sorted(PEOPLE, key=lambda p: p[2], reverse=True)])
    stable = sorted(sorted(PEOPLE, key=lambda p: p[0]), key=lambda p: p[2])
    print([(p[2], p[0]) for p in stable])
    people = list(PEOPLE)
    people.sort(key=lambda p: p[3])
    print(people[0][0], people[-1][0])
    print(sorted(["b10", "a2", "a10", "b1"], key=lambda s: (s[0], int(s[1:]))))
    print(sorted([3, -1, -7, 2], key=abs), sorted("Hello World", key=str.lower))
    print(max(PEOPLE, key=lambda p: (p[3], p[0]))[0], min(PEOPLE, key=lambda p: len(p[0]))[0])
    print(sorted({"x": 3, "y": 1, "z": 2}.items(), key=lambda kv: kv[1]))
    print(sorted([(1, "b"), (1, "a"), (0, "z")]), sorted([[2, 1], [1, 2, 3], [1, 2]]))
    try:
        sorted([1, "a"])
    except TypeError as e:
        print("TypeError:", e)


if __name__ == "__main__":
    main()
