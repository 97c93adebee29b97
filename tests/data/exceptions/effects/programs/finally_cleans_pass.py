import clauz3
from tools.net.trusted import contracts as net
from tools.net.trusted.effects import fetch, record


@clauz3.guarantee(net.statuses_below(600))
@clauz3.guarantee(net.records_at_least(2))
def main() -> None:
    try:
        record(fetch("https://example.org"))
    finally:
        # Runs on the way out too; the fetch failing is outside the proof, and only what a
        # prefix of the calls can break (statuses_below) is checked on that path.
        record(200)
