# prove: proved
"""`finally` reports every attempt, whether the fetch answered or not."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import fetch_status, send


@clauz3.guarantee(ac.sends_at_most(2))
def main() -> int:
    ok = 0
    for attempt in range(2):
        try:
            fetch_status("https://example.org/ping")
            ok += 1
        except TimeoutError:
            print("attempt", attempt, "timed out")
        except ConnectionError:
            print("attempt", attempt, "refused")
        finally:
            send("log", "attempt " + str(attempt))
    return ok
