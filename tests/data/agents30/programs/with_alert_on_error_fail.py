# prove: failed guarantee
"""A context manager that alerts when its body fails: the no-alert guarantee breaks on the timeout path."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import alert, fetch_status


class Watch:
    def __enter__(self):
        return self

    def __exit__(self, kind, value, tb) -> bool:
        if kind is not None:
            alert("step failed")
        return True


@clauz3.guarantee(ac.no_alerts())
def main() -> int:
    status = 0
    with Watch():
        status = fetch_status("https://example.org")
    return status
