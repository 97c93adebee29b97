def celsius_range(start, stop, step=10):
    c = start
    while c <= stop:
        yield c
        c += step


def main() -> None:
    print(f"{'C':>5}{'F':>8}{'K':>9}")
    for c in celsius_range(-20, 40):
        f = c * 9 / 5 + 32
        print(f"{c:>5}{f:>8.1f}{c + 273.15:>9.2f}")
    freezing = [c for c in celsius_range(-20, 40, 5) if c * 9 / 5 + 32 <= 32]
    print("at or below freezing:", freezing)


if __name__ == "__main__":
    main()
