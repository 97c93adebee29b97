import clauz3
from tools.net.trusted import contracts as net
from tools.net.trusted.effects import fetch, record


@clauz3.guarantee(net.statuses_below(600))
def main() -> None:
    status = 999
    try:
        status = fetch("https://example.org")
    finally:
        # When fetch raises, this records 999 before the exception leaves main.
        record(status)
