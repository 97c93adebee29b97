import clauz3
from tools.mail.trusted import contracts as mc
from tools.mail.trusted.effects import send_all


@clauz3.guarantee(mc.at_most_recipients(3))
def main(lead: str, deputy: str) -> int:
    """Four addresses are sent; emptying the list afterwards does not unsend them."""
    team = [lead, deputy, "ops@example.org", "audit@example.org"]
    send_all(team, "deploy done")
    team.clear()
    return len(team)
