PRICES = (101.5, 102.0, 99.8, 103.2, 104.9, 104.1, 106.3, 105.0, 107.8)


def main() -> None:
    window = 3
    averages = []
    for i in range(len(PRICES) - window + 1):
        chunk = PRICES[i:i + window]
        averages.append(round(sum(chunk) / window, 3))
    for day, (price, avg) in enumerate(zip(PRICES[window - 1:], averages), start=window):
        trend = "up" if price > avg else "down" if price < avg else "flat"
        print(f"day {day}: {price:7.2f} avg {avg:8.3f} {trend}")
    changes = [round(b - a, 2) for a, b in zip(PRICES, PRICES[1:])]
    print("changes:", changes)
    print("best day gain:", max(changes), "worst:", min(changes), "up days:", len(list(filter(lambda c: c > 0, changes))))
    print("pct total: {:+.2%}".format(PRICES[-1] / PRICES[0] - 1))
