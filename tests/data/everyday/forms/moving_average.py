PRICES = [10.0, 10.5, 11.2, 10.8, 12.1, 12.6, 11.9, 13.4]


def windows(xs, size):
    for i in range(len(xs) - size + 1):
        yield xs[i:i + size]


def main() -> None:
    for size in (2, 3):
        avgs = [round(sum(w) / size, 2) for w in windows(PRICES, size)]
        print(f"ma{size}:", avgs)
    ups = sum(1 for a, b in zip(PRICES, PRICES[1:]) if b > a)
    print(f"up days: {ups}/{len(PRICES) - 1}")
    best_gain, buy, sell = max((b - a, i, j) for i, a in enumerate(PRICES) for j, b in enumerate(PRICES) if j > i)
    print(f"best trade: buy day {buy} sell day {sell} gain {best_gain:.1f}")


if __name__ == "__main__":
    main()
