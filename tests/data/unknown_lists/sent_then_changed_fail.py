import clauz3
from tools.mail.trusted import contracts as mc
from tools.mail.trusted.effects import recipients, send_all


@clauz3.guarantee(mc.at_most_recipients(3))
def main() -> int:
    """The guarantee is about the list as it was sent, not as it is after the send."""
    team = recipients("ops")
    send_all(team, "deploy done")
    team.clear()
    return len(team)
