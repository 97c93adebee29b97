# A shift rota for a small clinic: staff rotate through days by `%`, weeks are counted with
# `//`, pay is hours times a rate with `*`. The operands cross every sign (a night shift that
# starts before midnight has a negative offset), reach the edges of 64-bit ints and divide by
# zero, so each fast path meets the cases it must hand on, with the answers CPython gives.

STAFF = ["ana", "bo", "chen", "dee", "eli"]
MIN64 = -(2**63)
MAX64 = 2**63 - 1


def rota(days: int) -> list[str]:
    out = []
    for day in range(days):
        out.append(STAFF[day % len(STAFF)])
    return out


def weeks_and_days(offsets: list[int]) -> list[tuple[int, int]]:
    return [(d // 7, d % 7) for d in offsets]


def pay(hours: list[int], rate: int) -> int:
    total = 0
    for h in hours:
        total += h * rate
    return total


def signs() -> list[tuple[int, int, int, int]]:
    rows = []
    for a in (17, -17, 0, 7, -7):
        for b in (5, -5, 1, -1, 17):
            rows.append((a, b, a // b, a % b))
    return rows


def edges() -> list[int]:
    out = [MAX64 * 2, MAX64 * -1, MIN64 * 1, MIN64 * -1, MIN64 // -1, MIN64 % -1]
    out += [MAX64 // 1, MAX64 % MAX64, (2**62) * 2, (2**62) * 4, 3 * (2**61), MIN64 // 2]
    out += [MAX64 % 2, MAX64 // 7 * 7 + MAX64 % 7]
    return out


def division_errors() -> list[str]:
    seen = []
    for a, b in ((5, 0), (0, 0), (-5, 0)):
        try:
            print(a // b)
        except ZeroDivisionError as e:
            seen.append(f"// {a}: {e}")
        try:
            print(a % b)
        except ZeroDivisionError as e:
            seen.append(f"% {a}: {e}")
    return seen


def mixed() -> list[object]:
    return [7 * 2.5, 9 // 2.0, 9 % 2.5, True * 3, 7 % True, 8 // True, "ab" * 3, 3 * [0], -9 // 4]


def main() -> int:
    print(rota(12))
    print(weeks_and_days([0, 6, 7, 13, 20, -1, -8, -14]))
    print(pay([8, 8, 10, 0, 12], 23), pay([8, -2], 2**60))
    for row in signs():
        print(*row)
    print(edges())
    for line in division_errors():
        print(line)
    print(mixed())

    return len(rota(12)) + pay([1, 2], 3)
