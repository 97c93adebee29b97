# prove: failed guarantee
"""Promises no alert, but alerts when the fetch fails: the guarantee fails only on the except path."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import alert, fetch_status


@clauz3.guarantee(ac.no_alerts())
def main() -> int:
    try:
        status = fetch_status("https://example.org")
    except TimeoutError:
        alert("timed out")
        status = 0
    except ConnectionError:
        status = -1
    print("status", status)
    return status
