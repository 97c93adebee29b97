import clauz3
from tools.net.trusted import contracts as net
from tools.net.trusted.effects import fetch, record


def status_of(url: str) -> int:
    status = 999
    try:
        status = fetch(url)
    finally:
        # `return` in `finally:` ends a pending exception: the program goes on with 999.
        return status


@clauz3.guarantee(net.statuses_below(600))
def main() -> None:
    record(status_of("https://example.org"))
