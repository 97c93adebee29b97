DAYS = "XX.XXX..XXXXX.X"


def streaks(days, mark="X"):
    run = 0
    for ch in days + ".":
        if ch == mark:
            run += 1
        elif run:
            yield run
            run = 0


def main() -> None:
    runs = list(streaks(DAYS))
    print("streaks:", runs)
    print("best:", max(runs), "count:", len(runs))
    rest = list(streaks(DAYS, "."))
    print("rest days:", rest)
    current = 0
    for ch in reversed(DAYS):
        if ch != "X":
            break
        current += 1
    print("current streak:", current)
