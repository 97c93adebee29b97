import statistics


def main():
    readings = []
    return statistics.mean(readings)
