REQUESTS = [5, 2, 8, 3, 9, 1]
START = 4


def sweep(start, requests):
    up = sorted(r for r in requests if r >= start)
    down = sorted((r for r in requests if r < start), reverse=True)
    yield from up
    yield from down


def main() -> None:
    floor = START
    travelled = 0
    for stop in sweep(START, REQUESTS):
        travelled += abs(stop - floor)
        print(f"{floor} -> {stop}")
        floor = stop
    print("floors travelled:", travelled)
