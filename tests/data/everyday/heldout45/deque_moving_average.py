from collections import deque, namedtuple

Reading = namedtuple("Reading", "minute value")

VALUES = [10, 12, 11, 15, 30, 14, 13, 12, 40, 11, 10, 9]


def moving_average(readings, size):
    window = deque(maxlen=size)
    for r in readings:
        window.append(r.value)
        yield r.minute, sum(window) / len(window)


def main():
    readings = [Reading(i, v) for i, v in enumerate(VALUES)]
    for minute, avg in moving_average(readings, 3):
        flag = " spike" if VALUES[minute] > 1.5 * avg else ""
        print(f"{minute:>2} {VALUES[minute]:>3} {avg:6.2f}{flag}")
    recent = deque(VALUES, maxlen=4)
    recent.appendleft(0)
    recent.rotate(1)
    print(list(recent), recent[0], len(recent))
    r = readings[4]
    print(r, r._replace(value=0), r._asdict())
    return max(readings, key=lambda r: r.value).minute


if __name__ == "__main__":
    main()
