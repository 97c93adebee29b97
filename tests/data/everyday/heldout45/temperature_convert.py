import statistics

READINGS = {"mon": [12.5, 14.0, 13.25], "tue": [15.0, 17.5], "wed": [], "thu": [9.75, 8.5, 10.0, 11.25]}


def c_to_f(c):
    return c * 9 / 5 + 32


def describe(day, values):
    if not values:
        return f"{day}: no data"
    mean = statistics.mean(values)
    spread = max(values) - min(values)
    return f"{day}: mean {mean:.2f}C / {c_to_f(mean):.1f}F, spread {spread:g}"


def main():
    for day, values in READINGS.items():
        print(describe(day, values))
    everything = [v for vals in READINGS.values() for v in vals]
    print("median", statistics.median(everything))
    print("stdev %.4f" % statistics.stdev(everything))
    print("pstdev {:.4f}".format(statistics.pstdev(everything)))
    print("mode of rounded", statistics.mode(round(v) for v in everything))
    hottest = max((d for d in READINGS if READINGS[d]), key=lambda d: max(READINGS[d]))
    print("hottest day:", hottest)
    for c in (-40, 0, 36.6, 100):
        print(f"{c:>6}C = {c_to_f(c):>6.1f}F")
    try:
        statistics.mean(READINGS["wed"])
    except statistics.StatisticsError as err:
        print("error:", err)
    return len(everything)


if __name__ == "__main__":
    main()
