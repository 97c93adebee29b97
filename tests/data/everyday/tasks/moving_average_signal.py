PRICES = [101.2, 102.5, 101.9, 103.4, 104.8, 104.1, 105.6, 103.9, 102.7, 101.5, 100.8, 102.2, 103.7]


def sma(values, n):
    return [sum(values[i - n + 1:i + 1]) / n for i in range(n - 1, len(values))]


def main():
    short, long = 3, 5
    s = sma(PRICES, short)
    l = sma(PRICES, long)
    s = s[long - short:]
    signals = []
    for day in range(1, len(l)):
        prev = s[day - 1] - l[day - 1]
        now = s[day] - l[day]
        if prev <= 0 < now:
            signals.append((day + long - 1, "BUY"))
        elif prev >= 0 > now:
            signals.append((day + long - 1, "SELL"))
    for day, action in signals:
        print(f"day {day:>2}: {action:<4} at {PRICES[day]:.2f}")
    changes = [round(b - a, 2) for a, b in zip(PRICES, PRICES[1:])]
    up_days = len([c for c in changes if c > 0])
    print("up days:", up_days, "largest drop:", min(changes))
    return [round(x, 3) for x in l[:3]]
