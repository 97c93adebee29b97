def main() -> None:
    students = ["Ana", "Ben", "Cy", "Dee", "Eli", "Fay", "Gus"]
    pairs = list(zip(students[::2], students[1::2]))
    leftover = students[-1] if len(students) % 2 else None
    for i, (a, b) in enumerate(pairs, start=1):
        print(f"pair {i}: {a} & {b}")
    if leftover:
        print("joins pair 1:", leftover)
    rotated = students[1:] + students[:1]
    print("rotation:", list(zip(students, rotated))[:3])
    initials = "".join(map(lambda s: s[0], students))
    print("initials:", initials, initials.lower(), "sorted desc:", sorted(students, reverse=True)[:3])
