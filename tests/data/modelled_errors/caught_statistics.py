import statistics


def main():
    try:
        return statistics.median([])
    except statistics.StatisticsError as e:
        return "no median: " + str(e)
