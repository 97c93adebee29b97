"""A batch script that logs to stderr (the default) and prints only its results."""
import logging

log = logging.getLogger("batch29")


def average(values):
    if not values:
        log.warning("no values to average")
        return 0.0
    log.info("averaging %d values", len(values))
    return sum(values) / len(values)


def main():
    log.setLevel(logging.INFO)
    results = {}
    for name, values in [("a", [1, 2, 3]), ("b", []), ("c", [2.5, 3.5])]:
        results[name] = average(values)
        log.debug("never shown")
    logging.getLogger("batch29.child").error("a child's record goes to the last resort")
    print(results)
    return len(results)
