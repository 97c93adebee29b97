# prove: proved | skipped
"""Pays amounts typed by the user, only those that parse and lie in the allowed range."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import ask, pay


@clauz3.guarantee(ac.total_at_most(300))
def main() -> int:
    paid = 0
    for who in ["ann", "bob", "cy"]:
        try:
            amount = int(ask("amount for " + who))
        except ValueError:
            print("bad amount for", who)
            continue
        if 0 < amount <= 100:
            pay(who, amount)
            paid += amount
        else:
            print("out of range:", amount)
    return paid
