# prove: skipped
"""Payment commands typed by a user: parsed with `match`, amounts checked before paying."""
import clauz3
from tools.agents.trusted import contracts as ac
from tools.agents.trusted.effects import ask, pay, send


@clauz3.guarantee(ac.pays_at_most(4))
def main() -> int:
    paid = 0
    for i in range(4):
        match ask("command " + str(i)).split():
            case ["pay", who, amount]:
                try:
                    cents = int(amount)
                except ValueError:
                    send(who, "bad amount " + amount)
                    continue
                if 0 < cents <= 100:
                    pay(who, cents)
                    paid += cents
                else:
                    send(who, "refused " + str(cents))
            case ["refund", who]:
                send(who, "refunds are manual")
            case other:
                print("ignored", other)
    return paid
