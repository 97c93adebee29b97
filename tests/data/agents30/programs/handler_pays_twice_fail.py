# prove: failed guarantee
"""Pays once normally but also pays a penalty on timeout: the guarantee of one payment fails only on the except path."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import fetch_status, pay


@clauz3.guarantee(ac.pays_at_most(1))
def main() -> int:
    pay("vendor", 10)
    try:
        status = fetch_status("https://vendor.example.org/confirm")
    except TimeoutError:
        pay("vendor", 5)
        status = 0
    except ConnectionError:
        status = 0
    print("status", status)
    return status
