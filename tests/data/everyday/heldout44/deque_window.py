from collections import deque

PRICES = [10.0, 10.5, 11.2, 10.8, 12.0, 12.5, 11.9, 13.1, 12.7]


def moving_average(values, n):
    window = deque()
    total = 0.0
    out = []
    for v in values:
        window.append(v)
        total += v
        if len(window) > n:
            total -= window.popleft()
        if len(window) == n:
            out.append(round(total / n, 3))
    return out


def main():
    print(moving_average(PRICES, 3))
    history = deque(maxlen=4)
    for p in PRICES:
        history.append(p)
    print(history, max(history), history[0], history[-1])
    d = deque("abcde")
    d.rotate(-2)
    print("".join(d), d.index("a"), d.count("e"))
    d.extendleft("xy")
    print(list(d), len(d))
    while d:
        d.pop()
    print(d, bool(d))


if __name__ == "__main__":
    main()
