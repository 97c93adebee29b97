import clauz3
from tools.net.trusted import contracts as net
from tools.net.trusted.effects import record


def statuses(n):
    try:
        for i in range(n):
            yield 200 + i
    finally:
        # The closing record: it runs when the loop below breaks, as CPython collects (and so
        # closes) a generator that only the loop held.
        record(299)


@clauz3.guarantee(net.records_at_least(2))
def main() -> None:
    for status in statuses(5):
        record(status)
        break
