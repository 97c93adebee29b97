ATTEMPTS = [False, False, True]


def delays(base=1, *, factor=2, cap=10):
    d = base
    while True:
        yield min(d, cap)
        d *= factor


def main() -> None:
    waited = 0
    for attempt, (ok, delay) in enumerate(zip(ATTEMPTS, delays(factor=3))):
        if ok:
            print(f"attempt {attempt + 1} succeeded after waiting {waited}s")
            break
        print(f"attempt {attempt + 1} failed, sleeping {delay}s")
        waited += delay
    else:
        print("gave up")
    print(list(zip(range(6), delays(cap=20))))


if __name__ == "__main__":
    main()
